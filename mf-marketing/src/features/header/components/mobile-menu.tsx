import { Button, MenuIcon, XIcon, buttonClassName } from '@fresh-pouf/ui';
import { useEffect, useRef, useState } from 'react';
import { SiteLink } from '../../../components/site-link';
import { NAV_LINKS } from '../../../config/nav-links';

const MENU_ID = 'mk-mobile-menu';

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
    <div className="mk-mobile-menu">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="mk-mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <XIcon size={24} /> : <MenuIcon size={24} />}
      </Button>
      <nav id={MENU_ID} className="mk-mobile-menu__panel" aria-label="Mobile" hidden={!open}>
        <ul className="mk-mobile-menu__links">
          {NAV_LINKS.map((link, index) => {
            const isCta = index === NAV_LINKS.length - 1;
            return (
              <li key={link.href}>
                <SiteLink
                  link={link}
                  className={isCta ? buttonClassName({ fullWidth: true }) : 'mk-mobile-menu__link'}
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
