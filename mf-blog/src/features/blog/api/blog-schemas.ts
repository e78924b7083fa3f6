// The answers' schemas, in a module of their own: the fetchers load it (and zod, and the request
// helper's error shapes) with their first request, so a page the server rendered, which asks
// nothing at first, takes its blog over without them.
export { blogListResponseSchema, publicBlogPostSchema } from '@fresh-pouf/contracts';
export { ApiRequestError, apiRequest } from '@fresh-pouf/api-client';
