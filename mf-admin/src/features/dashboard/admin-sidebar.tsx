import type { AdminUser } from '@fresh-pouf/contracts';
import { Button, MenuIcon, XIcon } from '@fresh-pouf/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '../../app/paths';
import { useLogout } from '../../components/use-logout';
import { capitalise } from '../../lib/format';

const LINKS = [
  { label: 'Dashboard', to: ADMIN_PATHS.dashboard },
  { label: 'Waitlist Entries', to: ADMIN_PATHS.waitlist },
  { label: 'Blog Management', to: ADMIN_PATHS.blogManagement },
  { label: 'User Management', to: `${ADMIN_PATHS.profile}#users` },
  { label: 'Security Settings', to: `${ADMIN_PATHS.profile}#security` },
  { label: 'My Account', to: ADMIN_PATHS.profile },
] as const;

export function AdminSidebar({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <aside className="fpa-sidebar" data-open={open || undefined}>
      <div className="fpa-sidebar__top">
        <div>
          <p className="fpa-sidebar__brand">Fresh Pouf Admin</p>
          <p className="fpa-sidebar__name">{user.fullName || user.username}</p>
          <p className="fpa-muted">{capitalise(user.role)}</p>
        </div>
        <button
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
        {LINKS.map((link) => (
          <Link key={link.label} to={link.to} className="fpa-sidebar__link" onClick={() => setOpen(false)}>
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
