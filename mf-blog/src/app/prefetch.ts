import type { ServerPrefetch } from '@fresh-pouf/remote-kit';
import { matchPath } from 'react-router-dom';
import { blogListQueryOptions } from '../features/blog/api/blog-list';
import { blogPostQueryOptions } from '../features/blog/api/blog-post';
import { BLOG_ROUTES } from './routes';

/**
 * The data each blog page shows, fetched before the server renders it (the same queries the
 * screens run); a post's page hands the post on for the head the gateway writes.
 */
export const prefetch: ServerPrefetch = async ({ queryClient, pathname }) => {
  if (matchPath(BLOG_ROUTES.list, pathname)) {
    await queryClient.prefetchQuery(blogListQueryOptions());
    return;
  }
  const slug = matchPath(BLOG_ROUTES.post, pathname)?.params.slug;
  if (!slug) return;
  const options = blogPostQueryOptions(slug);
  await queryClient.prefetchQuery(options);
  const post = queryClient.getQueryData(options.queryKey);
  return post ? { post } : undefined;
};
