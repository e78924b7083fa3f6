import { carryOpenToasts } from '@fresh-pouf/ui/toaster';
import type { ReactNode } from 'react';
import { createPath, Router, type To } from 'react-router-dom';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Another page in this one's place: what a toast says now is still said there (a payment's success on /success). */
function loadPage(href: string, how: 'assign' | 'replace'): void {
  carryOpenToasts();
  window.location[how](href);
}

/** The same document: a replace that keeps the page's path only tidies its address (a used token dropped). */
function replaceAddress(to: To): void {
  const href = hrefOf(to);
  if (new URL(href, window.location.href).pathname === window.location.pathname)
    window.history.replaceState(window.history.state, '', href);
  else loadPage(href, 'replace');
}

// An islands page has no routes in the browser: a link or navigate() in an island loads the page
// it names (a section of this page, /#pricing, only scrolls there, as any anchor does).
const documentNavigator = {
  createHref: hrefOf,
  push: (to: To) => loadPage(hrefOf(to), 'assign'),
  replace: replaceAddress,
  go: (delta: number) => window.history.go(delta),
};

/** The router an island renders in: the page's address, read as the server read it. */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
