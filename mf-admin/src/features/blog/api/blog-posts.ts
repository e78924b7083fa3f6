import { adminApi, bffUrl, type BlogPostSummary, type BlogStatusFilter } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const ADMIN_BLOG_URL = adminApi.blog.list.path;
export const blogPostsUrl = (status: BlogStatusFilter) => bffUrl(adminApi.blog.list, { query: { status } });

export async function fetchBlogPosts(status: BlogStatusFilter): Promise<BlogPostSummary[]> {
  return (await adminCall(adminApi.blog.list, { query: { status } })).blogPosts;
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
