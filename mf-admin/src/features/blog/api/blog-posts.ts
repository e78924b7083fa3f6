import { blogListResponseSchema, type BlogPostSummary, type BlogStatusFilter } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const ADMIN_BLOG_URL = '/api/admin/blog';
export const blogPostsUrl = (status: BlogStatusFilter) => `${ADMIN_BLOG_URL}?status=${status}`;

export async function fetchBlogPosts(status: BlogStatusFilter): Promise<BlogPostSummary[]> {
  return (await readJson(await adminRequest('GET', blogPostsUrl(status)), blogListResponseSchema)).blogPosts;
}

/** Asked again whenever the screen opens: another editor may have written since. */
export const blogPostsQueryOptions = (status: BlogStatusFilter) =>
  queryOptions({
    queryKey: [blogPostsUrl(status)],
    queryFn: () => fetchBlogPosts(status),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useBlogPosts(status: BlogStatusFilter) {
  return useQuery(blogPostsQueryOptions(status));
}
