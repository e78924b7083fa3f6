import type { ReactNode } from 'react';
import { createPath, Router, type To } from 'react-router-dom';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

// An islands page has no routes in the browser: a link or navigate() in an island loads the page
// it names (a section of this page, /#pricing, only scrolls there, as any anchor does).
const documentNavigator = {
  createHref: hrefOf,
  push: (to: To) => window.location.assign(hrefOf(to)),
  replace: (to: To) => window.location.replace(hrefOf(to)),
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
