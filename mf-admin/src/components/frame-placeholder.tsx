import type { ReactNode } from 'react';
import type { ScreenKey } from '../app/routes';
import { isCurrent, SIDEBAR_LINKS } from './sidebar-links';

interface FramePlaceholderProps {
  /** The screen's entry in the route table: its link is marked, as the frame will mark it. */
  screen: ScreenKey;
  /** The screen's heading, when it does not depend on data. */
  heading?: string;
  /** A picture of the screen's first content under its heading (the dashboard's numbers). */
  children?: ReactNode;
}

/**
 * The menu button's three lines, drawn as the design system's MenuIcon draws them (lucide's Menu):
 * this module is rendered at build time by Node, which runs no TSX from the design system's package.
 */
function MenuLines() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </svg>
  );
}

/**
 * A picture of the staff frame (AdminFrame and AdminSidebar, with the same classes, so the same
 * stylesheet places it where the frame will be), rendered to static markup at build time
 * (app/page-parts.tsx) and shown by the page until the App draws the real frame. Nothing
 * personal (the name and role are grey lines), no data of its own, no control: every element is
 * plain text (the gateway also makes the whole of it inert and hidden from assistive
 * technology). The dashboard's counts are written in later by the page's head script, from the
 * answer the App then draws (features/dashboard/overview-placeholder.tsx).
 * Only the links every role has: the admin's own appear with the frame rather than vanish from it.
 */
export function FramePlaceholder({ screen, heading, children }: FramePlaceholderProps) {
  const links = SIDEBAR_LINKS.filter((link) => !link.roles);
  return (
    <div className="fpa-root">
      <div className="fpa-layout">
        <div className="fpa-sidebar">
          <div className="fpa-sidebar__top">
            <div className="fpa-sidebar__who">
              <p className="fpa-sidebar__brand">Fresh Pouf Admin</p>
              <p className="fpa-sidebar__name">
                <span className="fpa-placeholder-line" />
              </p>
              <p className="fpa-muted">
                <span className="fpa-placeholder-line fpa-placeholder-line--short" />
              </p>
            </div>
            <span className="fpa-sidebar__toggle">
              <MenuLines />
            </span>
          </div>
          <div className="fpa-sidebar__nav">
            {links.map((link) => (
              <span
                key={link.label}
                className="fpa-sidebar__link"
                aria-current={isCurrent(link, links, screen, '') ? 'page' : undefined}
              >
                {link.label}
              </span>
            ))}
          </div>
        </div>
        <div className="fpa-main">
          <div className="fpa-content">
            {heading ? <h1 className="fpa-title">{heading}</h1> : null}
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
