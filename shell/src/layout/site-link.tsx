import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavLinkConfig } from './nav-links';
import { scrollToHashTarget } from './scroll-to-hash-target';

export interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  link: NavLinkConfig;
}

/**
 * Every link goes through the router, so it works from any page without a reload: a section
 * link leads to the landing page's anchor (/#pricing), where useScrollToHash takes over.
 */
export function SiteLink({ link, children, onClick, ...props }: SiteLinkProps) {
  const location = useLocation();
  if (link.kind === 'route') {
    return (
      <Link to={link.to} onClick={onClick} {...props}>
        {children ?? link.label}
      </Link>
    );
  }
  const hash = `#${link.sectionId}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The same URL again changes no location, so useScrollToHash would not run: scroll here.
    if (isPlainClick(event) && location.pathname === '/' && location.hash === hash) scrollToHashTarget(hash);
  };
  return (
    <Link to={{ pathname: '/', hash }} onClick={handleClick} {...props}>
      {children ?? link.label}
    </Link>
  );
}

/** A click the router handles itself, not one that opens a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
