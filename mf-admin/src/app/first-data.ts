import { REFERRAL_HOLDS_API, STORAGE_KEYS } from '@fresh-pouf/contracts';
import { FUNNEL_URL } from '../features/dashboard/api/funnel';
import { STATS_URL } from '../features/dashboard/api/stats';
import { waitlistPageUrl } from '../features/waitlist/api/waitlist';
import { adoptHeadRequests, requestEarly } from '../lib/early-requests';
import { readSession } from '../session/admin-session';
import { ADMIN_ROUTES } from './routes';

/** What the screens staff open most ask for first, by path: exactly the URLs their queries GET. */
export const FIRST_DATA: Readonly<Record<string, readonly string[]>> = {
  // The funnel card opens on its 30 days.
  [ADMIN_ROUTES.dashboard]: [STATS_URL, `${FUNNEL_URL}?days=30`],
  [ADMIN_ROUTES.waitlist]: [waitlistPageUrl(undefined), REFERRAL_HOLDS_API.list],
};

/** The stored item the first requests' bearer token is read from (the page's head script reads it too). */
export const FIRST_DATA_TOKEN_KEY = STORAGE_KEYS.adminToken;

/**
 * Called as the staff area's code first runs, with the page's path: the screen's data is on its
 * way while React draws (lib/early-requests.ts). The page's head has usually started it already
 * (app/page-parts.tsx): those requests are taken over, not sent again. Signed out, nothing is asked.
 */
export function requestFirstData(pathname: string): void {
  const urls = FIRST_DATA[pathname.replace(/\/+$/, '')];
  const session = urls ? readSession() : null;
  if (!urls || !session) return;
  const started = adoptHeadRequests(session.token);
  requestEarly(
    urls.filter((url) => !started.includes(url)),
    session.token,
  );
}
