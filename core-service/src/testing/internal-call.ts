import { ACTOR_ID_HEADER, ACTOR_IP_HEADER } from '@fresh-pouf/server-kit';
import type { TestCore } from './start-test-core';

export interface InternalAnswer<T> {
  status: number;
  /** The JSON answer, or null when there is none (204) or it is not JSON. */
  body: T | null;
}

/**
 * One call of core's internal API as a BFF makes it: the service token, and with `actor` the
 * staff member the BFF names (from a fixed test address). Tests read the answer's shape they expect.
 */
export async function internalCall<T = unknown>(
  core: Pick<TestCore, 'url' | 'token'>,
  method: string,
  path: string,
  options: { actor?: number; body?: unknown } = {},
): Promise<InternalAnswer<T>> {
  const res = await fetch(`${core.url}/internal${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-service-token': core.token,
      ...(options.actor === undefined
        ? {}
        : { [ACTOR_ID_HEADER]: String(options.actor), [ACTOR_IP_HEADER]: '198.51.100.7' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T | null };
}
