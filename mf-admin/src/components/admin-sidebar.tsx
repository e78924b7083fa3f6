import type { AdminUser } from '@fresh-pouf/contracts';
import { Button, MenuIcon, XIcon } from '@fresh-pouf/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ScreenKey } from '../app/routes';
import { capitalise } from '../lib/format';
import { isCurrent, visibleLinks } from './sidebar-links';
import { useLogout } from './use-logout';

export function AdminSidebar({ user, screen }: { user: AdminUser; screen: ScreenKey }) {
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
  const { hash } = useLocation();
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
            aria-current={isCurrent(link, links, screen, hash) ? 'page' : undefined}
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
