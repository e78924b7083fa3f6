import { generatePath } from 'react-router-dom';
import { ADMIN_ROUTES } from './routes';

/** Where the staff area's links and redirects go. */
export const ADMIN_PATHS = {
  login: ADMIN_ROUTES.login,
  twoFactor: ADMIN_ROUTES.twoFactor,
  dashboard: ADMIN_ROUTES.dashboard,
  profile: ADMIN_ROUTES.profile,
  waitlist: ADMIN_ROUTES.waitlist,
  blogManagement: ADMIN_ROUTES.blogManagement,
  newPost: generatePath(ADMIN_ROUTES.blogEditor, { id: 'new' }),
  stripeEvents: ADMIN_ROUTES.stripeEvents,
  announcements: ADMIN_ROUTES.announcements,
} as const;

export const blogEditorPath = (id: number | string) => generatePath(ADMIN_ROUTES.blogEditor, { id: String(id) });
