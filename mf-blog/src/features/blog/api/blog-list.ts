import { apiRequest } from '@fresh-pouf/api-client';
import { blogListResponseSchema, type BlogPostSummary } from '@fresh-pouf/contracts';

export const BLOG_LIST_URL = '/api/blog';

export async function fetchBlogList(): Promise<BlogPostSummary[]> {
  const response = await apiRequest('GET', BLOG_LIST_URL);
  return blogListResponseSchema.parse(await response.json()).blogPosts;
}
