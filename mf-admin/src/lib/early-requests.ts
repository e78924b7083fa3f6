import { sendRoute } from '@fresh-pouf/api-client';
import { bffUrl, type BffInput, type BffRoute } from '@fresh-pouf/contracts';
import { takeFirstDataRequests } from '@fresh-pouf/remote-kit/first-data';

/**
 * A screen opened by its URL asks for its first data as soon as the staff area's code runs, in
 * parallel with React drawing the frame, rather than once the screen has rendered and mounted
 * (on a slow phone that is a few hundred milliseconds later). Each answer is handed once, to the
 * screen's first GET of the same URL with the same token, and only while it is fresh: anything
 * asked later goes to the server again.
 */
const FRESH_MS = 10_000;

/** One GET a screen makes first: its URL (what the screen's call looks for) and how to send it. */
export interface EarlyGet {
  url: string;
  send(token: string): Promise<Response>;
}

export const earlyGet = <R extends BffRoute & { method: 'GET' }>(route: R, input: BffInput<R>): EarlyGet => ({
  url: bffUrl(route, input),
  send: (token) => sendRoute(route, input, { headers: { Authorization: `Bearer ${token}` } }),
});

interface EarlyRequest {
  token: string;
  at: number;
  response: Promise<Response>;
}

const waiting = new Map<string, EarlyRequest>();

export function requestEarly(calls: readonly EarlyGet[], token: string): void {
  for (const { url, send } of calls) {
    const response = send(token);
    // Nobody may take it (the screen changed first): a failure then is nobody's to report.
    response.catch(() => undefined);
    waiting.set(url, { token, at: performance.now(), response });
  }
}

/**
 * Takes over what the page's head already asked (remote-kit's first data), made with the same
 * token: the URLs it holds. Requests made with another token are left to go unanswered.
 */
export function adoptHeadRequests(token: string): string[] {
  const head = takeFirstDataRequests();
  if (!head || head.token !== token) return [];
  for (const [url, response] of Object.entries(head.responses)) waiting.set(url, { token, at: head.at, response });
  return Object.keys(head.responses);
}

/** The answer asked early for `url`, once; undefined when none was, for another token, or long ago. */
export function takeEarly(url: string, token: string): Promise<Response> | undefined {
  const early = waiting.get(url);
  if (!early) return undefined;
  waiting.delete(url);
  return early.token === token && performance.now() - early.at <= FRESH_MS ? early.response : undefined;
}
