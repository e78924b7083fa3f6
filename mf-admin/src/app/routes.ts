import type { RemoteRoutesInput } from '@fresh-pouf/contracts';

/** The staff area's screens (docs/product/overview.md#routes). */
export const ADMIN_ROUTES = {
  login: '/admin/login',
  twoFactor: '/admin/two-factor',
  dashboard: '/admin/dashboard',
  profile: '/admin/profile',
  waitlist: '/admin/waitlist',
  blogManagement: '/admin/blog-management',
  blogEditor: '/admin/blog/:id',
  stripeEvents: '/admin/stripe-events',
  announcements: '/admin/announcements',
} as const;

/**
 * Published in this remote's mf-manifest.json: the gateway and the shell learn the staff
 * area's paths from it. The staff area draws its whole page, without the public header and footer.
 */
export const remoteRoutes = { routes: Object.values(ADMIN_ROUTES), frame: 'none' } satisfies RemoteRoutesInput;
