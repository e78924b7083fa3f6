import type { RemoteRoutesInput } from '@fresh-pouf/contracts';

/** The blog's screens (spec section 2). */
export const BLOG_ROUTES = {
  list: '/blog',
  post: '/blog/:slug',
} as const;

/** Published in this remote's mf-manifest.json: the gateway and the shell learn the blog's paths from it. */
export const remoteRoutes = { routes: Object.values(BLOG_ROUTES), frame: 'site' } satisfies RemoteRoutesInput;
