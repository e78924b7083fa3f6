import type { AdminUser } from '@fresh-pouf/contracts';
import { Button, MenuIcon, XIcon } from '@fresh-pouf/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_PATHS } from '../app/paths';
import { ADMIN_ROUTES } from '../app/routes';
import { capitalise } from '../lib/format';
import { useLogout } from './use-logout';

interface SidebarLink {
  label: string;
  pathname: string;
  hash?: string;
  /** Only these roles see the link (the server refuses the others anyway). */
  roles?: readonly AdminUser['role'][];
}

const LINKS: readonly SidebarLink[] = [
  { label: 'Dashboard', pathname: ADMIN_PATHS.dashboard },
  { label: 'Waitlist Entries', pathname: ADMIN_PATHS.waitlist },
  { label: 'Blog Management', pathname: ADMIN_PATHS.blogManagement },
  { label: 'User Management', pathname: ADMIN_PATHS.profile, hash: '#users', roles: ['admin'] },
  { label: 'Stripe Events', pathname: ADMIN_PATHS.stripeEvents, roles: ['admin'] },
  { label: 'Announcements', pathname: ADMIN_PATHS.announcements, roles: ['admin'] },
  { label: 'Security Settings', pathname: ADMIN_PATHS.profile, hash: '#security' },
  { label: 'My Account', pathname: ADMIN_PATHS.profile },
];

/**
 * Which link names the screen on show: on Account Settings the tab its hash selects (a tab the
 * user may not see shows the profile, so My Account), and the post editor under Blog Management.
 */
function isCurrent(link: SidebarLink, links: readonly SidebarLink[], pathname: string, hash: string): boolean {
  if (link.pathname === ADMIN_PATHS.profile && pathname === ADMIN_PATHS.profile) {
    return link.hash ? hash === link.hash : !links.some((other) => other.hash === hash);
  }
  if (link.pathname === ADMIN_PATHS.blogManagement && pathname.startsWith(ADMIN_ROUTES.blogEditor.replace(':id', '')))
    return true;
  return link.pathname === pathname;
}

export function visibleLinks(user: Pick<AdminUser, 'role'>): readonly SidebarLink[] {
  return LINKS.filter((link) => !link.roles || link.roles.includes(user.role));
}

export function AdminSidebar({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the phone's menu, as on the public pages, and the keyboard goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const logout = useLogout();
  const { pathname, hash } = useLocation();
  const links = visibleLinks(user);
  return (
    <aside className="fpa-sidebar" data-open={open || undefined} aria-label="Staff area">
      <div className="fpa-sidebar__top">
        <div className="fpa-sidebar__who">
          <p className="fpa-sidebar__brand">Fresh Pouf Admin</p>
          <p className="fpa-sidebar__name">{user.fullName || user.username}</p>
          <p className="fpa-muted">{capitalise(user.role)}</p>
        </div>
        <button
          ref={toggle}
          type="button"
          className="fpa-sidebar__toggle"
          aria-expanded={open}
          aria-controls="fpa-sidebar-nav"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <XIcon /> : <MenuIcon />}
        </button>
      </div>
      <nav id="fpa-sidebar-nav" className="fpa-sidebar__nav" aria-label="Admin">
        {links.map((link) => (
          <Link
            key={link.label}
            to={{ pathname: link.pathname, hash: link.hash ?? '' }}
            className="fpa-sidebar__link"
            aria-current={isCurrent(link, links, pathname, hash) ? 'page' : undefined}
            onClick={() => setOpen(false)}
          >
            {link.label}
          </Link>
        ))}
        <Button variant="outline" onClick={logout}>
          Logout
        </Button>
      </nav>
    </aside>
  );
}
