import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { LIVE_PATH, READY_PATH } from './health';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request slower than this is logged by every hop it went through, whatever the log level. */
export const SLOW_REQUEST_MS = 1_000;

export interface RequestContextOptions {
  /**
   * The edge (the gateway): it always makes a new request id, so a client cannot reuse another
   * request's id (what it sent is logged as `clientRequestId`), and it writes the one access log
   * line of every request. A hop behind it keeps the id it was given and logs a request at
   * `debug`, unless it failed (5xx, `error`) or was slow (`warn`): the gateway's line, with the
   * same request id and trace id, already says that it came and how it was answered.
   */
  edge?: boolean;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * Keeps a sane incoming request id (one the gateway assigned) or makes one, sends it back, and
 * logs each request with it as it finishes: one JSON line, no logger made per request.
 */
export function requestContext(logger: Logger, { edge = false }: RequestContextOptions = {}): RequestHandler {
  const levelOf = (status: number, ms: number): Level => {
    if (status >= 500) return 'error';
    if (edge) return status >= 400 ? 'warn' : 'info';
    return ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
  };
  return (req, res, next) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const sane = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : undefined;
    const id = !edge && sane ? sane : randomUUID();
    const clientRequestId = edge ? sane : undefined;
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (req.url === LIVE_PATH || req.url === READY_PATH) return next();
    const started = performance.now();
    const done = (message: string, status: number) => {
      const ms = performance.now() - started;
      const level = levelOf(status, ms);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: req.method, url: redactPrivateQuery(req.originalUrl ?? req.url) },
          res: { statusCode: status },
          responseTime: Math.round(ms),
          ...(clientRequestId ? { clientRequestId } : {}),
        },
        message,
      );
    };
    // One listener per request: an answer closes once it is written, and so does one whose client
    // went away first (logged as a failure would be).
    res.once('close', () => {
      if (res.writableFinished) done('request completed', res.statusCode);
      else done('request aborted', 500);
    });
    next();
  };
}

export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = req.headers[REQUEST_ID_HEADER];
  return typeof id === 'string' ? id : undefined;
}

/**
 * `/x?token=abc&q=ada&y=1` -> `/x?token=[redacted]&q=[redacted]&y=1`: a link's token, and a staff
 * search (`q`, which holds a name or an address of someone on the list), never reach a log line.
 */
export const redactPrivateQuery = (url: string) => url.replace(/([?&](?:token|q)=)[^&#]*/gi, '$1[redacted]');
