// The typed client and the blog's routes (their schemas), in a module of their own: the fetchers
// load it (and zod, and the request helper's error shapes) with their first request, so a page
// the server rendered, which asks nothing at first, takes its blog over without them.
export { publicApi } from '@fresh-pouf/contracts';
export { ApiRequestError, callRoute, readAnswer, sendRoute } from '@fresh-pouf/api-client';
