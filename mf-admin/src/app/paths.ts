/** The staff area's screens (spec section 2). */
export const ADMIN_PATHS = {
  login: '/admin/login',
  twoFactor: '/admin/two-factor',
  dashboard: '/admin/dashboard',
  profile: '/admin/profile',
  waitlist: '/admin/waitlist',
  blogManagement: '/admin/blog-management',
  newPost: '/admin/blog/new',
} as const;
