import type { BlogPostSummary } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refetchOnVisit } from './visit-refetch';

export const BLOG_LIST_URL = '/api/blog';

export async function fetchBlogList(): Promise<BlogPostSummary[]> {
  const { apiRequest, blogListResponseSchema } = await import('./blog-schemas');
  const response = await apiRequest('GET', BLOG_LIST_URL);
  return blogListResponseSchema.parse(await response.json()).blogPosts;
}

/** Asked again on every visit (a post published a moment ago shows up), but not right after the server rendered it. */
export const blogListQueryOptions = () =>
  queryOptions({ queryKey: [BLOG_LIST_URL], queryFn: fetchBlogList, staleTime: 0, refetchOnMount: refetchOnVisit });

export function useBlogList() {
  return useQuery(blogListQueryOptions());
}
