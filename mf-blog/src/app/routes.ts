import type { RemoteRoutesInput } from '@fresh-pouf/contracts';

/** The blog's screens (docs/product/overview.md#routes). */
export const BLOG_ROUTES = {
  list: '/blog',
  post: '/blog/:slug',
} as const;

/** Published in this remote's mf-manifest.json: the gateway and the shell learn the blog's paths from it. */
// Islands pages with no island: a list or a post rendered on the server is the page (its links
// and the header's menu are all it has to do); a post the server could not render is the browser's.
export const remoteRoutes = {
  routes: Object.values(BLOG_ROUTES),
  frame: 'site',
  islands: [BLOG_ROUTES.list, BLOG_ROUTES.post],
} satisfies RemoteRoutesInput;
