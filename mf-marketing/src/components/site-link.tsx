import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import type { NavLinkConfig } from '../config/nav-links';

export interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  link: NavLinkConfig;
}

/**
 * Sections of this page are plain anchors (the browser scrolls, the shell follows the hash);
 * other routes belong to other remotes and go through the router so the shell swaps them in.
 */
export function SiteLink({ link, children, ...props }: SiteLinkProps) {
  if (link.kind === 'route') {
    return (
      <Link to={link.href} {...props}>
        {children ?? link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} {...props}>
      {children ?? link.label}
    </a>
  );
}
