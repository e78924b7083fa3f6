import { REFERRAL_HOLDS_API } from '@fresh-pouf/contracts';
import { STATS_URL } from '../features/dashboard/api/stats';
import { waitlistPageUrl } from '../features/waitlist/api/waitlist';
import { requestEarly } from '../lib/early-requests';
import { readSession } from '../session/admin-session';
import { ADMIN_ROUTES } from './routes';

/** What the screens staff open most ask for first, by path: exactly the URLs their queries GET. */
const FIRST_DATA: Readonly<Record<string, readonly string[]>> = {
  [ADMIN_ROUTES.dashboard]: [STATS_URL],
  [ADMIN_ROUTES.waitlist]: [waitlistPageUrl(undefined), REFERRAL_HOLDS_API.list],
};

/**
 * Called as the staff area's code first runs, with the page's path: the screen's data is on its
 * way while React draws (lib/early-requests.ts). Signed out, nothing is asked.
 */
export function requestFirstData(pathname: string): void {
  const urls = FIRST_DATA[pathname.replace(/\/+$/, '')];
  const session = urls ? readSession() : null;
  if (urls && session) requestEarly(urls, session.token);
}
