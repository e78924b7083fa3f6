export { renderStandalone } from './render-standalone';
export type { ServerPrefetch } from './server-prefetch';
export type { ServerAction, ServerActionOutcome } from './server-action';
