import { adminApi, type BlogPostSummary } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminSend } from '../../../lib/admin-call';
import { ADMIN_BLOG_URL } from './blog-posts';

export async function deleteBlogPost(id: number): Promise<void> {
  await adminSend(adminApi.blog.remove, { params: { id } });
}

export const deleteBlogPostMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'delete-blog-post'],
    mutationFn: deleteBlogPost,
    // The post leaves the on-screen list.
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<BlogPostSummary[]>(
        { predicate: (q) => String(q.queryKey[0]).startsWith(`${ADMIN_BLOG_URL}?`) },
        (old) => old?.filter((post) => post.id !== id),
      );
    },
    meta: {
      failureToast: {
        title: 'Error',
        description: 'Failed to delete blog post',
        serverMessage: false,
        unexpected: 'An error occurred while deleting the blog post.',
      },
    },
  });

export function useDeleteBlogPost() {
  return useMutation(deleteBlogPostMutationOptions(useQueryClient()));
}
