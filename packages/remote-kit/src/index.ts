export { renderStandalone } from './render-standalone';
export type { ServerPrefetch } from './server-prefetch';
export type { ServerAction, ServerActionOutcome } from './server-action';
export { usePostedOutcome } from './use-posted-outcome';
export { postFromServer, siteOriginOf, type CallFailure, type ServerAnswer } from './server-call';
export { PageForm, type PageFormProps } from './page-form';
export { PAGE_FORM_FIELDS } from './page-form-fields';
