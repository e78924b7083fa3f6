import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { LIVE_PATH, READY_PATH } from './health';
import { loggableError, type Logger } from './logger';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Keeps a sane incoming request id (one the gateway assigned) or makes one, and logs each
 * request with it. At the edge, `trustIncomingId: false` always makes a new one, so a client
 * cannot reuse another request's id; what it sent is logged as `clientRequestId`.
 */
export function requestContext(logger: Logger, { trustIncomingId = true }: { trustIncomingId?: boolean } = {}) {
  return pinoHttp({
    logger,
    customProps(req: IncomingMessage) {
      const sent = (req as IncomingMessage & { clientRequestId?: string }).clientRequestId;
      return sent ? { clientRequestId: sent } : {};
    },
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const sane = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : undefined;
      if (!trustIncomingId && sane) (req as IncomingMessage & { clientRequestId?: string }).clientRequestId = sane;
      const id = trustIncomingId && sane ? sane : randomUUID();
      req.headers[REQUEST_ID_HEADER] = id;
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    autoLogging: { ignore: (req) => req.url === LIVE_PATH || req.url === READY_PATH },
    serializers: {
      // An e-mailed link's token opens somebody's page: it never reaches a log.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactTokens(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: loggableError,
    },
  });
}

export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = req.headers[REQUEST_ID_HEADER];
  return typeof id === 'string' ? id : undefined;
}

/** `/x?token=abc&y=1` -> `/x?token=[redacted]&y=1`. */
export const redactTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
