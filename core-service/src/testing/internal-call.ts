import { ACTOR_ID_HEADER, ACTOR_IP_HEADER } from '@fresh-pouf/server-kit';
import type { TestCore } from './start-test-core';

export interface InternalAnswer<T> {
  status: number;
  /** The JSON answer, or null when there is none (204) or it is not JSON. */
  body: T | null;
  /** The answer as sent (a CSV download, an error page). */
  text: string;
  headers: Headers;
}

export interface InternalCallOptions {
  /** The staff member the BFF names (sent from a fixed test address). */
  actor?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as written instead of `body` (a body that is not JSON). */
  rawBody?: string;
  /** Another service token than the test core's, or null for none (a caller that is no BFF). */
  token?: string | null;
}

/**
 * One call of core's internal API as a BFF makes it: the service token, and with `actor` the
 * staff member the BFF names. Tests read the answer's shape they expect.
 */
export async function internalCall<T = unknown>(
  core: Pick<TestCore, 'url' | 'token'>,
  method: string,
  path: string,
  options: InternalCallOptions = {},
): Promise<InternalAnswer<T>> {
  const token = options.token === undefined ? core.token : options.token;
  const res = await fetch(`${core.url}/internal${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { 'x-service-token': token }),
      ...(options.actor === undefined
        ? {}
        : { [ACTOR_ID_HEADER]: String(options.actor), [ACTOR_IP_HEADER]: '198.51.100.7' }),
    },
    ...(options.rawBody !== undefined
      ? { body: options.rawBody }
      : options.body === undefined
        ? {}
        : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  // The text and headers are there to read but not enumerable, so a test may still expect the
  // whole answer with toEqual({ status, body }).
  return Object.defineProperties(
    { status: res.status, body: parseJson<T>(text) },
    { text: { value: text }, headers: { value: res.headers } },
  ) as InternalAnswer<T>;
}

function parseJson<T>(text: string): T | null {
  try {
    return text === '' ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}
