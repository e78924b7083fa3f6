import { type RemoteRoutesInput, WAITLIST_PAGES } from '@fresh-pouf/contracts';

/** The landing page (spec section 2; its sections are anchors, not routes) and the pages e-mailed waitlist links open. */
export const MARKETING_ROUTES = {
  landing: '/',
  confirmPlace: WAITLIST_PAGES.confirm,
  placeStatus: WAITLIST_PAGES.status,
} as const;

/** Published in this remote's mf-manifest.json: the gateway and the shell learn the marketing paths from it. */
export const remoteRoutes = { routes: Object.values(MARKETING_ROUTES), frame: 'site' } satisfies RemoteRoutesInput;
