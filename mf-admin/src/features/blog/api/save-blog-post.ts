import { adminApi, type BlogPost, type BlogPostFields } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { ADMIN_BLOG_URL } from './blog-posts';

/** Creates (id null) or updates a post; a slug already taken (409) is a refusal with the server's message. */
export async function saveBlogPost(id: string | null, fields: BlogPostFields): Promise<BlogPost> {
  return id === null
    ? adminCall(adminApi.blog.create, { body: fields })
    : adminCall(adminApi.blog.update, { params: { id }, body: fields });
}

export const saveBlogPostMutationOptions = (queryClient: QueryClient, id: string | null) =>
  mutationOptions({
    mutationKey: ['admin', 'save-blog-post', id],
    mutationFn: (fields: BlogPostFields) => saveBlogPost(id, fields),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_BLOG_URL) }),
    meta: {
      failureToast: {
        title: 'Error',
        description: 'There was a problem saving the blog post.',
        unexpected: 'An unexpected error occurred. Please try again.',
      },
      // docs/product/blog.md#staff-blog-messages: saving with no token goes to the login, without a toast.
      announceSessionEnd: false,
    },
  });

export function useSaveBlogPost(id: string | null) {
  return useMutation(saveBlogPostMutationOptions(useQueryClient(), id));
}
