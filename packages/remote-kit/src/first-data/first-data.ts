import { FIRST_DATA_GLOBAL } from '@fresh-pouf/contracts/values';

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
 * signed-out visitor sends nothing. Each call is made exactly as the screen would make it.
 */
export function startFirstData(urls: readonly string[], tokenKey: string): void {
  try {
    const token = localStorage.getItem(tokenKey);
    if (!token) return;
    const responses: Record<string, Promise<Response>> = {};
    for (const url of urls) {
      // Raw fetch on purpose: this runs inline in the page's head, before any bundle (no client to
      // import); the screen then reads each answer with its route's schemas (takeFirstDataRequests).
      // eslint-disable-next-line no-restricted-globals -- inline head script, see above
      const response = fetch(url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
      // Nobody may take it (the screen changed first): a failure then is nobody's to report.
      response.catch(() => undefined);
      responses[url] = response;
    }
    (window as unknown as WithFirstData)[FIRST_DATA_GLOBAL] = { token, at: performance.now(), responses };
  } catch {
    // Storage refused (a private mode): the screen asks for its data itself.
  }
}

/** The requests the head started, handed over once (the screen's code takes them as it starts). */
export function takeFirstDataRequests(): FirstDataRequests | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as WithFirstData;
  const found = holder[FIRST_DATA_GLOBAL];
  delete holder[FIRST_DATA_GLOBAL];
  return found;
}
