import type { RouteCallOptions } from '@fresh-pouf/api-client';
import type { PublicBlogPost } from '@fresh-pouf/contracts';
import { fillPath, PUBLIC_API_PATHS } from '@fresh-pouf/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_DATA_FRESH_MS } from './freshness';

export const PUBLIC_BLOG_MESSAGES = {
  notFound: 'Blog post not found',
  failed: 'Failed to load blog post',
  error: 'An error occurred while loading the blog post',
} as const;

/** A post's query key: its URL (the route's path, from the zod-free table the first view may load). */
export const blogPostUrl = (slug: string) => fillPath(PUBLIC_API_PATHS.blog.post, { slug });

/** docs/product/blog.md#blog-post-messages: a missing post, a non-ok answer and an exception each have their own message. */
export async function fetchBlogPost(slug: string, options?: RouteCallOptions): Promise<PublicBlogPost> {
  const { ApiRequestError, publicApi, readAnswer, sendRoute } = await import('./blog-schemas');
  const route = publicApi.blog.post;
  let response: Response;
  try {
    response = await sendRoute(route, { params: { slug } }, options);
  } catch (error) {
    if (error instanceof ApiRequestError) {
      throw new Error(error.status === 404 ? PUBLIC_BLOG_MESSAGES.notFound : PUBLIC_BLOG_MESSAGES.failed, {
        cause: error,
      });
    }
    throw new Error(PUBLIC_BLOG_MESSAGES.error, { cause: error });
  }
  // An answer that is not a post (a body of another shape) is no post either.
  return readAnswer(route, response).catch((error: unknown) => {
    throw new Error(PUBLIC_BLOG_MESSAGES.notFound, { cause: error });
  });
}

/**
 * Keyed by the API path: when the server renders a post's page, the gateway writes the page's
 * title and preview tags from this query's answer (gateway/src/seo/seo.routes.ts), and the
 * browser takes the page over with it (no refetch on that load), so the post is fetched once per
 * page load. Asked again on a later visit (see ./freshness).
 */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [blogPostUrl(slug)],
    queryFn: ({ client }) => fetchBlogPost(slug, { client }),
    staleTime: BLOG_DATA_FRESH_MS,
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
