import type { RouteCallOptions } from '@fresh-pouf/api-client';
import type { BlogPostSummary } from '@fresh-pouf/contracts';
import { PUBLIC_API_PATHS } from '@fresh-pouf/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refetchOnVisit } from './visit-refetch';

/** The list's query key: its URL (the route's path, from the zod-free table the first view may load). */
export const BLOG_LIST_URL = PUBLIC_API_PATHS.blog.list;

export async function fetchBlogList(options?: RouteCallOptions): Promise<BlogPostSummary[]> {
  const { callRoute, publicApi } = await import('./blog-schemas');
  return (await callRoute(publicApi.blog.list, {}, options)).blogPosts;
}

/** Asked again on every visit (a post published a moment ago shows up), but not right after the server rendered it. */
export const blogListQueryOptions = () =>
  queryOptions({
    queryKey: [BLOG_LIST_URL],
    queryFn: ({ client }) => fetchBlogList({ client }),
    staleTime: 0,
    refetchOnMount: refetchOnVisit,
  });

export function useBlogList() {
  return useQuery(blogListQueryOptions());
}
