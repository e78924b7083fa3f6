import { adminApi, type BlogCount } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

/** GET /api/admin/blog-count: how many posts are published (every staff role). */
export async function fetchBlogCount(): Promise<BlogCount> {
  return adminCall(adminApi.blog.count, {});
}

export const blogCountQueryOptions = () =>
  queryOptions({
    queryKey: [adminApi.blog.count.path],
    queryFn: fetchBlogCount,
    meta: { failureToast: { title: 'Error', description: 'The count could not be loaded. Please try again.' } },
  });

export function useBlogCount() {
  return useQuery(blogCountQueryOptions());
}
