import { Button, MenuIcon, XIcon, buttonClassName } from '@fresh-pouf/ui';
import { useEffect, useRef, useState } from 'react';
import { NAV_LINKS } from '../nav-links';
import { SiteLink } from '../site-link';

const MENU_ID = 'site-mobile-menu';

/** The small-screen menu: a disclosure button and the same five links. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="site-mobile-menu">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="site-mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <XIcon size={24} /> : <MenuIcon size={24} />}
      </Button>
      <nav id={MENU_ID} className="site-mobile-menu__panel" aria-label="Mobile" hidden={!open}>
        <ul className="site-mobile-menu__links">
          {NAV_LINKS.map((link, index) => {
            const isCta = index === NAV_LINKS.length - 1;
            return (
              <li key={link.label}>
                <SiteLink
                  link={link}
                  className={isCta ? buttonClassName({ fullWidth: true }) : 'site-mobile-menu__link'}
                  onClick={() => setOpen(false)}
                />
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
