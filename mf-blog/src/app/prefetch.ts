import type { ServerPrefetch } from '@fresh-pouf/remote-kit';
import { matchPath } from 'react-router-dom';
import { blogListQueryOptions } from '../features/blog/api/blog-list';
import { blogPostQueryOptions } from '../features/blog/api/blog-post';
import { BLOG_ROUTES } from './routes';

/** The data each blog page shows, fetched before the server renders it (the same queries the screens run). */
export const prefetch: ServerPrefetch = async ({ queryClient, pathname }) => {
  if (matchPath(BLOG_ROUTES.list, pathname)) {
    await queryClient.prefetchQuery(blogListQueryOptions());
    return;
  }
  const slug = matchPath(BLOG_ROUTES.post, pathname)?.params.slug;
  if (slug) await queryClient.prefetchQuery(blogPostQueryOptions(slug));
};
