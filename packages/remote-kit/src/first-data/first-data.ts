import { FIRST_COUNT_FIELD, FIRST_COUNT_FROM, FIRST_DATA_GLOBAL, formatCount } from '@fresh-pouf/contracts/values';

/** The GET requests a page's head started for its screen, with the token they carry. */
export interface FirstDataRequests {
  token: string;
  /** performance.now() when they were sent. */
  at: number;
  responses: Record<string, Promise<Response>>;
}

type WithFirstData = Record<string, FirstDataRequests | undefined>;

/**
 * Run inline in the head of a screen's page (a remote's page parts; the gateway allows it by its
 * hash): the screen's first GETs leave as the page is read, in parallel with the code that will
 * show them, instead of once that code has arrived and run. Only with a stored bearer token: a
 * signed-out visitor sends nothing. Each call is made exactly as the screen would make it. The
 * counts of the answers named in `countsFrom` are written into the page's placeholder as they
 * arrive (showFirstCounts).
 */
export function startFirstData(urls: readonly string[], tokenKey: string, countsFrom: readonly string[] = []): void {
  try {
    const token = localStorage.getItem(tokenKey);
    if (!token) return;
    const responses: Record<string, Promise<Response>> = {};
    for (const url of urls) {
      // Raw fetch on purpose: this runs inline in the page's head, before any bundle (no client to
      // import); the screen then reads each answer with its route's schemas (takeFirstDataRequests).
      // High priority: ahead of the page's preloaded scripts, in the browser's queue for a
      // connection and in its main thread's turns (the screen waits for this answer either way).
      // eslint-disable-next-line no-restricted-globals -- inline head script, see above
      const response = fetch(url, {
        priority: 'high',
        headers: { Authorization: `Bearer ${token}` },
        credentials: 'include',
      });
      // Nobody may take it (the screen changed first): a failure then is nobody's to report.
      response.catch(() => undefined);
      if (countsFrom.includes(url)) showFirstCounts(url, response);
      responses[url] = response;
    }
    (window as unknown as WithFirstData)[FIRST_DATA_GLOBAL] = { token, at: performance.now(), responses };
  } catch {
    // Storage refused (a private mode): the screen asks for its data itself.
  }
}

/**
 * Writes the counts an answer holds into the page's placeholder, where its elements ask for them
 * (FIRST_COUNT_FROM, FIRST_COUNT_FIELD): the screen's numbers show as soon as they are in, not
 * once the App's code has arrived and run (about a second later on a cold load), and the App then
 * draws the same answer in the same place. Only whole numbers, as text: the answer's schemas are
 * not loaded yet, so nothing else of it is shown. The answer is read from a copy; the screen
 * takes the response itself (takeFirstDataRequests).
 */
function showFirstCounts(url: string, response: Promise<Response>): void {
  const show = (answer: Record<string, unknown>) => {
    for (const slot of document.querySelectorAll(`[${FIRST_COUNT_FIELD}]`)) {
      const value = answer[slot.getAttribute(FIRST_COUNT_FIELD) ?? ''];
      if (slot.getAttribute(FIRST_COUNT_FROM) === url && Number.isSafeInteger(value)) {
        slot.textContent = formatCount(value as number);
      }
    }
  };
  response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((answer: unknown) => {
      if (typeof answer !== 'object' || answer === null) return;
      // Read before the page's body was: shown once it is (before its deferred scripts run).
      if (document.readyState !== 'loading') show(answer as Record<string, unknown>);
      else document.addEventListener('readystatechange', () => show(answer as Record<string, unknown>), { once: true });
    })
    .catch(() => undefined);
}

/** The requests the head started, handed over once (the screen's code takes them as it starts). */
export function takeFirstDataRequests(): FirstDataRequests | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as WithFirstData;
  const found = holder[FIRST_DATA_GLOBAL];
  delete holder[FIRST_DATA_GLOBAL];
  return found;
}
