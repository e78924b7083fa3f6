import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer/site-footer';
import { SiteHeader } from './site-header/site-header';
import { useScrollToHash } from './use-scroll-to-hash';
import './public-layout.css';

/**
 * The public site's frame. The header and footer belong to the shell, not to a remote, so they
 * stay up and keep working whichever remote renders inside, or fails to load.
 */
/** `page` renders one screen in the frame outside the route tree (default: the matched route). */
export function PublicLayout({ page }: { page?: ReactNode } = {}) {
  useScrollToHash();
  return (
    <div className="site-page">
      <SiteHeader />
      {/* tabIndex: the skip link's target must be able to take focus. */}
      <main id="main" className="site-main" tabIndex={-1}>
        {page ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
