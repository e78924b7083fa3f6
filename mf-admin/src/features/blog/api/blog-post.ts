import { blogPostSchema, type BlogPost } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';
import { ADMIN_BLOG_URL } from './blog-posts';

export const blogPostUrl = (id: string) => `${ADMIN_BLOG_URL}/${encodeURIComponent(id)}`;

export async function fetchBlogPost(id: string): Promise<BlogPost> {
  return readJson(await adminRequest('GET', blogPostUrl(id)), blogPostSchema);
}

/** Read afresh each time the editor opens, and not kept once it closes. */
export const blogPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: [blogPostUrl(id)], queryFn: () => fetchBlogPost(id), staleTime: 0, gcTime: 0 });

export function useBlogPost(id: string) {
  return useQuery(blogPostQueryOptions(id));
}
