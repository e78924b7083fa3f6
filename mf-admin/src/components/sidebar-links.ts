import type { AdminUser } from '@fresh-pouf/contracts';
import { ADMIN_PATHS } from '../app/paths';
import { ADMIN_ROUTES } from '../app/routes';

export interface SidebarLink {
  label: string;
  pathname: string;
  hash?: string;
  /** Only these roles see the link (the server refuses the others anyway). */
  roles?: readonly AdminUser['role'][];
}

/** The staff area's sidebar, in order (the frame and its placeholder draw the same list). */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { label: 'Dashboard', pathname: ADMIN_PATHS.dashboard },
  { label: 'Waitlist Entries', pathname: ADMIN_PATHS.waitlist },
  { label: 'Blog Management', pathname: ADMIN_PATHS.blogManagement },
  { label: 'User Management', pathname: ADMIN_PATHS.profile, hash: '#users', roles: ['admin'] },
  { label: 'Stripe Events', pathname: ADMIN_PATHS.stripeEvents, roles: ['admin'] },
  { label: 'Announcements', pathname: ADMIN_PATHS.announcements, roles: ['admin'] },
  { label: 'Security Settings', pathname: ADMIN_PATHS.profile, hash: '#security' },
  { label: 'My Account', pathname: ADMIN_PATHS.profile },
];

export function visibleLinks(user: Pick<AdminUser, 'role'>): readonly SidebarLink[] {
  return SIDEBAR_LINKS.filter((link) => !link.roles || link.roles.includes(user.role));
}

/**
 * Which link names the screen on show: on Account Settings the tab its hash selects (a tab the
 * user may not see shows the profile, so My Account), and the post editor under Blog Management.
 */
export function isCurrent(link: SidebarLink, links: readonly SidebarLink[], pathname: string, hash: string): boolean {
  if (link.pathname === ADMIN_PATHS.profile && pathname === ADMIN_PATHS.profile) {
    return link.hash ? hash === link.hash : !links.some((other) => other.hash === hash);
  }
  if (link.pathname === ADMIN_PATHS.blogManagement && pathname.startsWith(ADMIN_ROUTES.blogEditor.replace(':id', '')))
    return true;
  return link.pathname === pathname;
}
