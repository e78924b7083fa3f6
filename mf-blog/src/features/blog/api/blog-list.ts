import type { RouteCallOptions } from '@fresh-pouf/api-client';
import type { BlogPostSummary } from '@fresh-pouf/contracts';
import { PUBLIC_API_PATHS } from '@fresh-pouf/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_DATA_FRESH_MS } from './freshness';

/** The list's query key: its URL (the route's path, from the zod-free table the first view may load). */
export const BLOG_LIST_URL = PUBLIC_API_PATHS.blog.list;

export async function fetchBlogList(options?: RouteCallOptions): Promise<BlogPostSummary[]> {
  const { callRoute, publicApi } = await import('./blog-schemas');
  return (await callRoute(publicApi.blog.list, {}, options)).blogPosts;
}

/** Asked again on a later visit (a post published a moment ago shows up), not on the page load the server rendered. */
export const blogListQueryOptions = () =>
  queryOptions({
    queryKey: [BLOG_LIST_URL],
    queryFn: ({ client }) => fetchBlogList({ client }),
    staleTime: BLOG_DATA_FRESH_MS,
  });

export function useBlogList() {
  return useQuery(blogListQueryOptions());
}
