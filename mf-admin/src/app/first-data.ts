import { adminApi } from '@fresh-pouf/contracts';
import { waitlistPageQuery } from '../features/waitlist/api/waitlist';
import { earlyGet, type EarlyGet, requestEarly } from '../lib/early-requests';
import { readSession } from '../session/admin-session';
import { ADMIN_ROUTES } from './routes';

/** What the screens staff open most ask for first, by path: exactly the calls their queries make. */
const FIRST_DATA: Readonly<Record<string, readonly EarlyGet[]>> = {
  [ADMIN_ROUTES.dashboard]: [earlyGet(adminApi.dashboard.stats, {})],
  [ADMIN_ROUTES.waitlist]: [
    earlyGet(adminApi.dashboard.waitlist, { query: waitlistPageQuery(undefined) }),
    earlyGet(adminApi.referralHolds.list, {}),
  ],
};

/**
 * Called as the staff area's code first runs, with the page's path: the screen's data is on its
 * way while React draws (lib/early-requests.ts). Signed out, nothing is asked.
 */
export function requestFirstData(pathname: string): void {
  const calls = FIRST_DATA[pathname.replace(/\/+$/, '')];
  const session = calls ? readSession() : null;
  if (calls && session) requestEarly(calls, session.token);
}
