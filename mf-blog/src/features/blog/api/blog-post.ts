import { ApiRequestError, apiRequest } from '@fresh-pouf/api-client';
import { publicBlogPostSchema, type PublicBlogPost } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PUBLIC_BLOG_MESSAGES = {
  notFound: 'Blog post not found',
  failed: 'Failed to load blog post',
  error: 'An error occurred while loading the blog post',
} as const;

export const blogPostUrl = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`;

/** Spec section 8: a missing post, a non-ok answer and an exception each have their own message. */
export async function fetchBlogPost(slug: string): Promise<PublicBlogPost> {
  let response: Response;
  try {
    response = await apiRequest('GET', blogPostUrl(slug));
  } catch (error) {
    if (error instanceof ApiRequestError) {
      throw new Error(error.status === 404 ? PUBLIC_BLOG_MESSAGES.notFound : PUBLIC_BLOG_MESSAGES.failed, { cause: error });
    }
    throw new Error(PUBLIC_BLOG_MESSAGES.error, { cause: error });
  }
  const parsed = publicBlogPostSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(PUBLIC_BLOG_MESSAGES.notFound);
  return parsed.data;
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [blogPostUrl(slug)], queryFn: () => fetchBlogPost(slug), staleTime: 0 });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
