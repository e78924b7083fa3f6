import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@fresh-pouf/server-kit';
import { REQUEST_ID_HEADER } from '@fresh-pouf/server-kit';

const UNAVAILABLE = JSON.stringify({ message: 'The service is temporarily unavailable. Please try again in a moment.' });

/**
 * Forwards a path prefix to a BFF untouched (the gateway never parses bodies), with the
 * request id and the client's address; an unreachable BFF is a JSON 502, never a hang.
 */
export function apiProxy(prefix: string, target: string, logger: Logger) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    pathFilter: (pathname) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    xfwd: true,
    proxyTimeout: 30_000,
    on: {
      error(err, req, res) {
        logger.error({ err, requestId: req.headers[REQUEST_ID_HEADER], target }, 'upstream unavailable');
        if (res instanceof ServerResponse && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(UNAVAILABLE);
        } else if (!(res instanceof ServerResponse)) {
          // a socket, for upgrade requests
          (res as Socket).destroy();
        }
      },
    },
  });
}
