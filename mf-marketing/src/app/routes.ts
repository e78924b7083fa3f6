import type { RemoteRoutesInput } from '@fresh-pouf/contracts';
import { LEGAL_DOCUMENTS, UNSUBSCRIBE_PAGE, WAITLIST_PAGES } from '@fresh-pouf/contracts/values';

/**
 * The landing page (its sections are anchors, not routes: docs/product/landing-and-waitlist.md#landing-page), the pages e-mailed
 * waitlist links open (confirm, status, unsubscribe), and the footer's Privacy Policy and Terms of Service.
 */
export const MARKETING_ROUTES = {
  landing: '/',
  confirmPlace: WAITLIST_PAGES.confirm,
  placeStatus: WAITLIST_PAGES.status,
  notMe: WAITLIST_PAGES.notMe,
  privacy: LEGAL_DOCUMENTS.privacy.path,
  terms: LEGAL_DOCUMENTS.terms.path,
  unsubscribe: UNSUBSCRIBE_PAGE,
} as const;

/** Published in this remote's mf-manifest.json: the gateway and the shell learn the marketing paths from it. */
// Islands pages: the server's HTML is the page. The landing page's pricing and waitlist form load
// their code when needed (app/islands.ts); the Privacy Policy and Terms of Service need none.
export const remoteRoutes = {
  routes: Object.values(MARKETING_ROUTES),
  frame: 'site',
  islands: [MARKETING_ROUTES.landing, MARKETING_ROUTES.privacy, MARKETING_ROUTES.terms],
} satisfies RemoteRoutesInput;
