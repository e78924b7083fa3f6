import { ApiRequestError, type JsonRoute, readAnswer, sendRoute } from '@fresh-pouf/api-client';
import type { BffAnswer, BffInput } from '@fresh-pouf/contracts';
import type { ServerAction } from './server-action';

/** What a call refused, or could not make, says: its HTTP status and the server's message, if any. */
export interface CallFailure {
  status: number;
  message?: string | undefined;
}

export type ServerAnswer<T> = { ok: true; status: number; data: T } | ({ ok: false } & CallFailure);

type ActionContext = Parameters<ServerAction>[0];

/**
 * For a page's server action: makes the call `route` describes (packages/contracts, bff-api) as
 * the page's script would (the same client, endpoint and answer schema), with the visitor's
 * address and request id the gateway passed on. Never throws: a refusal is its status and
 * message, no answer is a 503, an answer that is not what the route describes a 502.
 */
export async function postFromServer<R extends JsonRoute>(
  route: R,
  input: BffInput<R>,
  { queryClient, headers, signal }: Pick<ActionContext, 'queryClient' | 'headers' | 'signal'>,
): Promise<ServerAnswer<BffAnswer<R>>> {
  let response: Response;
  try {
    response = await sendRoute(route, input, { headers: { ...headers }, signal, client: queryClient });
  } catch (error) {
    return error instanceof ApiRequestError
      ? { ok: false, status: error.status, message: error.serverMessage }
      : { ok: false, status: 503 };
  }
  try {
    return { ok: true, status: response.status, data: await readAnswer(route, response) };
  } catch {
    return { ok: false, status: 502 };
  }
}

/** The site's own address as the visitor reached it, for the referral link a page shows. */
export function siteOriginOf(headers: Readonly<Record<string, string>>): string {
  const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${headers['x-forwarded-host'] ?? 'localhost'}`;
}
