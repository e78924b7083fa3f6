import type { RouteCallOptions } from '@fresh-pouf/api-client';
import type { BlogCount } from '@fresh-pouf/contracts';
import { PUBLIC_API_PATHS } from '@fresh-pouf/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_DATA_FRESH_MS } from './freshness';

/** How many posts are live. */
export async function fetchBlogCount(options?: RouteCallOptions): Promise<BlogCount> {
  const { callRoute, publicApi } = await import('./blog-schemas');
  return callRoute(publicApi.blog.count, {}, options);
}

export const blogCountQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_API_PATHS.blog.count],
    queryFn: ({ client }) => fetchBlogCount({ client }),
    staleTime: BLOG_DATA_FRESH_MS,
  });

export function useBlogCount() {
  return useQuery(blogCountQueryOptions());
}
