import { type JsonRoute, readAnswer, sendRoute } from '@fresh-pouf/api-client';
import { bffUrl, type BffAnswer, type BffInput } from '@fresh-pouf/contracts';
import { takeFirstDataRequests } from '@fresh-pouf/remote-kit/first-data';
import { readSession } from '../session/admin-session';

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
  /** Reads an answer with the route's schemas, as the screen's query would. */
  read(response: Response): Promise<unknown>;
}

export const earlyGet = <R extends JsonRoute & { method: 'GET' }>(route: R, input: BffInput<R>): EarlyGet => ({
  url: bffUrl(route, input),
  send: (token) => sendRoute(route, input, { headers: { Authorization: `Bearer ${token}` } }),
  read: (response) => readAnswer(route, response),
});

interface EarlyRequest {
  token: string;
  at: number;
  response: Promise<Response>;
  /** The answer read with its route's schemas, once it has arrived whole (readEarlyAnswers). */
  answer?: { value: unknown };
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
 * Reads the early answers of these routes (a copy of each, so the response itself stays for
 * takeEarly) as soon as they arrive, while the staff area's code is still loading and drawing its
 * frame: a screen whose answer is in by its first render then draws the data in that render
 * (takeEarlyAnswer) rather than one call and one more render later. A failed or malformed answer
 * is left to the screen's own call, which reports it. Settles once every answer is read or refused.
 */
export async function readEarlyAnswers(calls: readonly EarlyGet[]): Promise<void> {
  await Promise.all(
    calls.map(async ({ url, read }) => {
      const early = waiting.get(url);
      try {
        const response = await early?.response;
        if (early && response?.ok) early.answer = { value: await read(response.clone()) };
      } catch {
        // Left to the screen's own call, which reports it.
      }
    }),
  );
}

/**
 * The early answer of a GET, already read, for the screen's first render: taken once, as takeEarly
 * would; undefined while it is still on its way (the screen's query then calls as usual).
 */
export function takeEarlyAnswer<R extends JsonRoute & { method: 'GET' }>(
  route: R,
  input: BffInput<R>,
): BffAnswer<R> | undefined {
  const session = readSession();
  const url = bffUrl(route, input);
  const early = waiting.get(url);
  if (!session || !early?.answer || early.token !== session.token || performance.now() - early.at > FRESH_MS)
    return undefined;
  waiting.delete(url);
  return early.answer.value as BffAnswer<R>;
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
