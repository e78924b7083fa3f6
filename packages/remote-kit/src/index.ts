export { renderStandalone } from './render-standalone';
export type { ServerPrefetch } from './server-prefetch';
