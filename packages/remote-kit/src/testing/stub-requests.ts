import { vi } from 'vitest';

/** One call the page made, as the server would have received it. */
export interface SentRequest {
  /** As the page wrote it: path and query (or a whole URL, from a server action). */
  url: string;
  method: string;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  /** The Authorization header; undefined when none was sent. (The rest: `fetchMock.mock.calls`.) */
  authorization: string | undefined;
}

export type Answer = (sent: SentRequest) => Response | Promise<Response>;

/**
 * The answers, by method and path: `'POST /api/waitlist'`, or a path alone for any method;
 * `:name` stands for one segment (`'GET /api/admin/waitlist/:id/emails'`), a trailing `/*` for
 * anything below (`'/api/admin/*'`); a key with a query (`?days=30`) answers that query only,
 * one without answers any. A route from '@fresh-pouf/contracts' gives its key with `routeKey(route)`.
 */
export type Answers = Readonly<Record<string, Answer>>;

/** `'METHOD /path'` of a route described in packages/contracts. */
export const routeKey = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z][A-Za-z0-9]*/g, '[^/]+')
      .replace(/\/\*$/, '/.*')}$`,
  );

function matcher(key: string) {
  const [method, path = ''] = key.includes(' ') ? key.split(' ', 2) : [undefined, key];
  // A key with a query answers that query only.
  const [pathPart = '', query] = path.split('?', 2);
  const pattern = pathPattern(pathPart);
  return (sent: SentRequest, address: URL) =>
    (method === undefined || method === sent.method) &&
    pattern.test(address.pathname) &&
    (query === undefined || address.search === `?${query}`);
}

/**
 * Replaces fetch at the network edge for one test (the shared set-up file restores it): each call
 * is answered by the first entry of `answers` its method and path match, or, with a function, by
 * that one answer whatever was asked. A call nothing answers gets a 500 naming it, so the page
 * shows an error the test does not expect. Returns every call in order, and the mock itself.
 */
export function stubRequests(answers: Answers | Answer) {
  const requests: SentRequest[] = [];
  const table =
    typeof answers === 'function'
      ? [{ matches: () => true, answer: answers }]
      : Object.entries(answers).map(([key, answer]) => ({ matches: matcher(key), answer }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const sent: SentRequest = {
      url,
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      body: typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization') ?? undefined,
    };
    requests.push(sent);
    const address = new URL(url, 'http://page');
    const entry = table.find(({ matches }) => matches(sent, address));
    return entry
      ? entry.answer(sent)
      : new Response(`not stubbed: ${sent.method} ${address.pathname}`, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** A JSON answer with its status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
