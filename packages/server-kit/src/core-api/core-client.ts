import http, { type ServerResponse } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { apiErrorSchema, CORE_FAILURE_MESSAGES, type CoreRoute } from '@fresh-pouf/contracts';
import { AppError } from '../app-error';
import { READY_PATH } from '../health';
import type { Logger } from '../logger';
import { REQUEST_ID_HEADER } from '../request-context';
import { SERVICE_TOKEN_HEADER, SERVICE_TOKEN_REFUSED_HEADER } from '../service-token';
import { endClientSpan, startClientSpan } from '../tracing/client-span';
import { ACTOR_ID_HEADER, ACTOR_IP_HEADER, type CallInput, type CallResult, pathOf } from './wire';

/** What a caller is told when a service behind this one cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE = CORE_FAILURE_MESSAGES.unavailable;

// Just under the gateway's 30 s proxy timeout: a call that core completes late (a sign-up held
// by a lock, say) must be answered as done, not reported failed while core commits it anyway.
const DEFAULT_TIMEOUT_MS = 25_000;
/** A streamed export may take long; it is bounded all the same. */
const STREAM_TIMEOUT_MS = 120_000;

export interface CoreClient {
  /**
   * One call of core's internal API. Resolves to the success body, parsed with the route's
   * schema. Rejects with an AppError that the error handler answers as it is: the route's
   * pass-through statuses carry core's own message and field errors; core unreachable (or
   * refusing this service's token) is a 503; anything else is logged here and becomes a 502
   * with the route's failure message.
   */
  call<R extends CoreRoute>(route: R, input: CallInput<R>): Promise<CallResult<R>>;
  /** Passes a streamed answer (a route whose response is 'stream') straight on, without holding it in memory. */
  pipe<R extends CoreRoute & { response: 'stream' }>(route: R, input: CallInput<R>, res: ServerResponse): Promise<void>;
  /** True when core answers its readiness check in time. */
  ready(timeoutMs: number): Promise<boolean>;
}

export interface CoreClientOptions {
  baseUrl: string;
  token: string;
  logger: Logger;
  timeoutMs?: number;
}

/** The fields of a CallInput, whatever the route. */
interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  actor?: { actorId: number; ip: string };
  requestId?: string | undefined;
  timeoutMs?: number;
}

async function bodyOf(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 500) };
  }
}

/** An answer read whole: status, whether core refused the token, the body as text. */
interface PlainAnswer {
  status: number;
  tokenRefused: boolean;
  text: string;
}

export function createCoreClient(options: CoreClientOptions): CoreClient {
  const { baseUrl, token, logger } = options;
  // Calls reuse their connections to core (keep-alive), however many are in flight: a new TCP
  // connection per call would cost more than the call itself. Plain node:http, not fetch: the
  // same request for a fraction of the work per call.
  const base = new URL(baseUrl);
  const secure = base.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, keepAliveMsecs: 1_000, scheduling: 'lifo' });
  // The base URL's parts, read once; each call adds its path.
  const origin = {
    protocol: base.protocol,
    hostname: base.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: base.port,
  };

  /** Sends one call and reads its whole answer; rejects when core cannot be reached or the answer is cut off. */
  function exchange(
    route: CoreRoute,
    input: LooseInput,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<PlainAnswer> {
    const payload = input.body === undefined ? undefined : Buffer.from(JSON.stringify(input.body));
    if (payload) headers['content-length'] = String(payload.length);
    const target = targetOf(route, input);
    const span = startClientSpan(route.method, () => new URL(target.path, baseUrl), headers);
    return new Promise<PlainAnswer>((resolve, reject) => {
      const req = transport.request({ ...origin, path: target.path, method: route.method, headers, agent });
      const timer = setTimeout(
        () => req.destroy(new Error(`no answer from core-service within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const fail = (err: Error) => {
        clearTimeout(timer);
        endClientSpan(span, undefined);
        reject(err);
      };
      req.on('error', fail);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('answer cut off')));
        res.on('end', () => {
          if (!res.complete) return fail(new Error('answer cut off'));
          clearTimeout(timer);
          endClientSpan(span, res.statusCode);
          resolve({
            status: res.statusCode ?? 0,
            tokenRefused: res.headers[SERVICE_TOKEN_REFUSED_HEADER] !== undefined,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      req.end(payload);
    });
  }

  function headersOf(input: LooseInput): Record<string, string> {
    const headers: Record<string, string> = { [SERVICE_TOKEN_HEADER]: token, accept: 'application/json' };
    if (input.requestId) headers[REQUEST_ID_HEADER] = input.requestId;
    if (input.actor) {
      headers[ACTOR_ID_HEADER] = String(input.actor.actorId);
      headers[ACTOR_IP_HEADER] = input.actor.ip;
    }
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  /**
   * Where a call goes, as node:http takes it. A route with neither path parameters nor a query
   * (the sign-up's) is its described path as it stands, no URL parsed per call; any other is
   * resolved against the base URL as a browser would (escapes, dot segments).
   */
  function targetOf(route: CoreRoute, input: LooseInput): { path: string } {
    const query = input.query ?? {};
    if (!route.path.includes(':') && Object.keys(query).length === 0) return { path: route.path };
    const url = urlOf(route, input);
    return { path: `${url.pathname}${url.search}` };
  }

  function urlOf(route: CoreRoute, input: LooseInput): URL {
    const url = new URL(pathOf(route.path, input.params), baseUrl);
    for (const [name, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    return url;
  }

  async function send(route: CoreRoute, input: LooseInput, defaultTimeoutMs: number): Promise<Response> {
    const headers = headersOf(input);
    let response: Response;
    try {
      response = await fetch(urlOf(route, input), {
        method: route.method,
        headers,
        body: input.body === undefined ? null : JSON.stringify(input.body),
        signal: AbortSignal.timeout(input.timeoutMs ?? defaultTimeoutMs),
      });
    } catch (err) {
      logger.warn(
        { call: `${route.method} ${route.path}`, requestId: input.requestId, err },
        'core-service could not be reached',
      );
      throw AppError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (response.headers.has(SERVICE_TOKEN_REFUSED_HEADER)) {
      // The deployments disagree on the token: the operator must see it, the caller must not.
      logger.error(
        { call: `${route.method} ${route.path}`, requestId: input.requestId },
        'core-service refused this service token',
      );
      throw AppError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
    }
    return response;
  }

  function unexpected(route: CoreRoute, input: LooseInput, status: number, body: unknown): AppError {
    logger.error(
      { call: `${route.method} ${route.path}`, requestId: input.requestId, status, body },
      'unexpected answer from core-service',
    );
    return new AppError(502, route.failureMessage);
  }

  return {
    async call<R extends CoreRoute>(route: R, callInput: CallInput<R>): Promise<CallResult<R>> {
      const input = callInput as LooseInput;
      let response: PlainAnswer;
      try {
        response = await exchange(
          route,
          input,
          headersOf(input),
          input.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        );
      } catch (err) {
        // Unreachable, or the answer was cut off (a timeout mid-body): as good as no answer.
        logger.warn(
          { call: `${route.method} ${route.path}`, requestId: input.requestId, err },
          'core-service could not be reached',
        );
        throw AppError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
      }
      if (response.tokenRefused) {
        // The deployments disagree on the token: the operator must see it, the caller must not.
        logger.error(
          { call: `${route.method} ${route.path}`, requestId: input.requestId },
          'core-service refused this service token',
        );
        throw AppError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
      }
      const body = parseBody(response.text);
      if (response.status === route.status && typeof route.response !== 'string') {
        if (route.response === null) return undefined as CallResult<R>;
        const parsed = route.response.safeParse(body);
        if (parsed.success) return parsed.data as CallResult<R>;
      } else if (route.passThrough.includes(response.status)) {
        const error = apiErrorSchema.safeParse(body);
        if (error.success) throw new AppError(response.status, error.data.message, error.data.fieldErrors);
      }
      throw unexpected(route, input, response.status, body);
    },

    async pipe(route, callInput, res) {
      const input = callInput as LooseInput;
      const response = await send(route, input, STREAM_TIMEOUT_MS);
      if (response.status !== route.status || !response.body) {
        throw unexpected(route, input, response.status, await bodyOf(response).catch(() => null));
      }
      res.setHeader(
        'Content-Type',
        response.headers.get('content-type') ?? route.contentType ?? 'application/octet-stream',
      );
      await pipeline(Readable.fromWeb(response.body as NodeWebStream<Uint8Array>), res);
    },

    async ready(timeoutMs) {
      try {
        const response = await fetch(new URL(READY_PATH, baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
        await response.body?.cancel();
        return response.status === 200;
      } catch {
        return false;
      }
    },
  };
}
