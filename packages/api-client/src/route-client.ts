import { bffUrl, type BffAnswer, type BffInput, type BffRoute } from '@fresh-pouf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-request';
import { apiOriginOf } from './api-origin';
import { type SubmissionOptions, submitOnce } from './idempotent-request';

/**
 * The front ends' one way to call a BFF: the route's description (packages/contracts, bff-api)
 * gives the method, the URL and the body's place, and the answer is read with its schemas.
 */
export interface RouteCallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The query client the call is made for: on the server it says where the API is (`apiOriginOf`). */
  client?: QueryClient;
}

/** A route whose answer is JSON (or nothing), as opposed to a download. */
export type JsonRoute = BffRoute & { response: Exclude<BffRoute['response'], 'file'> };

/**
 * Sends one call and hands back the answer of its success status (or its 409, for a route that
 * describes one as an answer). Every other status is raised as an ApiRequestError carrying the
 * server's message and field errors.
 */
export function sendRoute<R extends BffRoute>(
  route: R,
  input: BffInput<R>,
  options: RouteCallOptions = {},
): Promise<Response> {
  const { body } = input as { body?: unknown };
  const { client, ...rest } = options;
  return apiRequest(route.method, bffUrl(route, input), {
    ...rest,
    origin: apiOriginOf(client),
    ...(body === undefined ? {} : { body }),
    conflict: route.conflict ? 'return' : 'throw',
  });
}

/**
 * Sends a call the server must store once (a sign-up) as `submitOnce` does: one Idempotency-Key
 * for all its tries, tried again when no answer or a gateway's "try later" came back.
 */
export function submitRouteOnce<R extends BffRoute>(
  route: R,
  input: BffInput<R>,
  options: RouteCallOptions & Pick<SubmissionOptions, 'retryDelaysMs'> = {},
): Promise<Response> {
  const { body } = input as { body?: unknown };
  const { client, ...rest } = options;
  return submitOnce(route.method, bffUrl(route, input), {
    ...rest,
    origin: apiOriginOf(client),
    ...(body === undefined ? {} : { body }),
    conflict: route.conflict ? 'return' : 'throw',
  });
}

/** Reads a JSON route's answer with the route's schemas: a body of another shape is an error, not data. */
export async function readAnswer<R extends JsonRoute>(route: R, response: Response): Promise<BffAnswer<R>> {
  if (response.status === 409 && route.conflict) return route.conflict.parse(await response.json()) as BffAnswer<R>;
  if (route.response === null) return undefined as BffAnswer<R>;
  return route.response.parse(await response.json()) as BffAnswer<R>;
}

/** One call of a JSON route: sent, then read with its schemas. */
export async function callRoute<R extends JsonRoute>(
  route: R,
  input: BffInput<R>,
  options: RouteCallOptions = {},
): Promise<BffAnswer<R>> {
  return readAnswer(route, await sendRoute(route, input, options));
}
