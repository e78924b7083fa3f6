// Run at build time (rspack-config's PagePartsPlugin), never in the browser: what the gateway
// puts into each staff screen's page before any script runs (contracts: remote-page-parts.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { FramePlaceholder } from '../components/frame-placeholder';
import { FIRST_DATA, FIRST_DATA_TOKEN_KEY } from './first-data';
import { ADMIN_ROUTES } from './routes';

/** The signed-in screens, each with its heading when that does not depend on data. */
const FRAMED_SCREENS: Readonly<Record<string, string | undefined>> = {
  [ADMIN_ROUTES.dashboard]: 'Dashboard',
  [ADMIN_ROUTES.waitlist]: 'Waitlist Management',
  [ADMIN_ROUTES.blogManagement]: 'Blog Management',
  [ADMIN_ROUTES.profile]: 'Account Settings',
  [ADMIN_ROUTES.stripeEvents]: undefined,
  [ADMIN_ROUTES.announcements]: undefined,
  // "Create New Blog Post" or "Edit Blog Post", by the URL's id.
  [ADMIN_ROUTES.blogEditor]: undefined,
};

export interface PagePart {
  placeholder?: string;
  firstData?: { urls: readonly string[]; tokenKey: string };
}

/**
 * Per route: the frame's placeholder (the spinner on a blank page is gone: the frame is there
 * with the page), and the screen's first GETs, started by the page's head while the code loads.
 * The login and two-factor screens have neither: they draw no frame and read nothing first.
 */
export function pageParts(): Record<string, PagePart> {
  return Object.fromEntries(
    Object.entries(FRAMED_SCREENS).map(([route, heading]) => {
      const urls = FIRST_DATA[route];
      const placeholder = renderToStaticMarkup(<FramePlaceholder pathname={route} {...(heading ? { heading } : {})} />);
      return [route, { placeholder, ...(urls ? { firstData: { urls, tokenKey: FIRST_DATA_TOKEN_KEY } } : {}) }];
    }),
  );
}
