import { adminApi, bffUrl, type BlogPost } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const blogPostUrl = (id: string) => bffUrl(adminApi.blog.get, { params: { id } });

export async function fetchBlogPost(id: string): Promise<BlogPost> {
  return adminCall(adminApi.blog.get, { params: { id } });
}

/** Read afresh each time the editor opens, and not kept once it closes. */
export const blogPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: [blogPostUrl(id)], queryFn: () => fetchBlogPost(id), staleTime: 0, gcTime: 0 });

export function useBlogPost(id: string) {
  return useQuery(blogPostQueryOptions(id));
}
