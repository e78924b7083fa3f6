import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { adoptHeadRequests, type EarlyGet, readEarlyAnswers, requestEarly } from '../lib/early-requests';
import { readSession } from '../session/admin-session';
import { SCREEN_ENTRIES } from './routes';

/** What a screen asks for first, by path: the route table's `firstCalls`. */
const FIRST_CALLS: Readonly<Record<string, readonly EarlyGet[]>> = Object.fromEntries(
  SCREEN_ENTRIES.flatMap(([, screen]) =>
    screen.framed && screen.firstCalls ? [[screen.path, screen.firstCalls]] : [],
  ),
);

/** The same, as the URLs they GET: what the page's head script asks for (app/page-parts.tsx). */
export const FIRST_DATA: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(FIRST_CALLS).map(([path, calls]) => [path, calls.map((call) => call.url)]),
);

/** The stored item the first requests' bearer token is read from (the page's head script reads it too). */
export const FIRST_DATA_TOKEN_KEY = STORAGE_KEYS.adminToken;

/**
 * Called as the staff area's code first runs, with the page's path: the screen's data is on its
 * way while React draws (lib/early-requests.ts). The page's head has usually started it already
 * (app/page-parts.tsx): those requests are taken over, not sent again. Signed out, nothing is asked.
 * Settles once the answers are in and read (lib/early-requests.ts, readEarlyAnswers).
 */
export async function requestFirstData(pathname: string): Promise<void> {
  const calls = FIRST_CALLS[pathname.replace(/\/+$/, '')];
  const session = calls ? readSession() : null;
  if (!calls || !session) return;
  const started = adoptHeadRequests(session.token);
  requestEarly(
    calls.filter((call) => !started.includes(call.url)),
    session.token,
  );
  // Read as they arrive, so a screen drawn after that shows them in its first render.
  await readEarlyAnswers(calls);
}

/**
 * How long the staff area's first draw waits for its screen's first answers to be read. They are
 * usually in before the code (the page's head asked for them): read first, the screen draws its
 * data in its first render instead of skeletons and one more render after the answers are read,
 * up to 230 ms later on a busy desktop. A slow answer holds the first draw no longer than this
 * (the page's placeholder of the frame is on screen meanwhile); the screen then calls as usual.
 */
export const FIRST_DRAW_WAIT_MS = 250;

/** Settles once this page's first answers are read, or after FIRST_DRAW_WAIT_MS at most. */
export function firstDataOrDeadline(pathname: string, waitMs = FIRST_DRAW_WAIT_MS): Promise<void> {
  return new Promise((settle) => {
    const deadline = setTimeout(settle, waitMs);
    void requestFirstData(pathname).finally(() => {
      clearTimeout(deadline);
      settle();
    });
  });
}
