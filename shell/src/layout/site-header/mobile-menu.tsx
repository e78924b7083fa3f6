import { Button, MenuIcon, VisuallyHidden, XIcon, buttonClassName } from '@fresh-pouf/ui';
import { useTakenOver } from '@fresh-pouf/remote-kit/islands';
import { useEffect, useEffectEvent, useRef, useState, type ToggleEvent } from 'react';
import { NAV_LINKS } from '../nav-links';
import { SiteLink } from '../site-link';

const MENU_ID = 'site-mobile-menu';

/** Whether the browser opens and closes `popover` elements itself (Chrome 114, Safari 17, Firefox 125). */
function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';
}

function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The small-screen menu: a toggle and the same five links. It is HTML first: the panel is a
 * popover the toggle opens and closes natively (popovertarget), so a tap works before the
 * script arrives or without it; the toggle's name and icon follow the popover in CSS, and the
 * browser exposes its expanded state. The script then adds the rest: aria-expanded and the
 * "Open menu"/"Close menu" label from state, Escape gives focus back to the toggle, and a
 * chosen link closes the menu. In a browser without the popover API the script opens it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const takenOver = useTakenOver();
  // Without the popover API, the script shows and hides the panel itself.
  const scripted = takenOver && !supportsPopover();

  // A tap before the page was taken over opened the popover already: start from there.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && isPopoverOpen(panel)) setOpen(true);
  }, []);

  const close = () => {
    const panel = panelRef.current;
    if (panel && isPopoverOpen(panel)) panel.hidePopover();
    setOpen(false);
  };

  const closeAndRefocus = useEffectEvent(() => {
    close();
    toggleRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndRefocus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="site-mobile-menu" data-open={scripted && open ? '' : undefined}>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="site-mobile-menu__toggle"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        // Left to the browser (the popover's state) until the script knows it.
        aria-expanded={takenOver ? open : undefined}
        aria-label={takenOver ? (open ? 'Close menu' : 'Open menu') : undefined}
        onClick={scripted ? () => setOpen((value) => !value) : undefined}
      >
        <span className="site-mobile-menu__when-closed">
          <MenuIcon size={24} />
          <VisuallyHidden>Open menu</VisuallyHidden>
        </span>
        <span className="site-mobile-menu__when-open">
          <XIcon size={24} />
          <VisuallyHidden>Close menu</VisuallyHidden>
        </span>
      </Button>
      <nav
        ref={panelRef}
        id={MENU_ID}
        className="site-mobile-menu__panel"
        aria-label="Mobile"
        popover="auto"
        hidden={scripted && !open}
        // Opened or closed by the browser: a tap on the toggle, a tap outside, Escape.
        onToggle={(event: ToggleEvent<HTMLElement>) => setOpen(event.newState === 'open')}
      >
        <ul className="site-mobile-menu__links">
          {NAV_LINKS.map((link, index) => {
            const isCta = index === NAV_LINKS.length - 1;
            return (
              <li key={link.label}>
                <SiteLink
                  link={link}
                  className={isCta ? buttonClassName({ fullWidth: true }) : 'site-mobile-menu__link'}
                  onClick={close}
                />
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
