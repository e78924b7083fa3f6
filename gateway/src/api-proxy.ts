import { Agent, type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@fresh-pouf/server-kit';
import { REQUEST_ID_HEADER, SERVICE_UNAVAILABLE_MESSAGE } from '@fresh-pouf/server-kit';

const UNAVAILABLE = JSON.stringify({ message: SERVICE_UNAVAILABLE_MESSAGE });

/**
 * Forwards a path prefix to a BFF untouched (the gateway never parses bodies), with the
 * request id and the client's address; an unreachable BFF is a JSON 502, never a hang.
 */
export function apiProxy(prefix: string, target: string, logger: Logger) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    // Reuse upstream connections: a new TCP connection per request costs latency and, under
    // load, piles up sockets in TIME_WAIT.
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
    pathFilter: (pathname) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    // The gateway is the edge: it states the client address itself instead of appending to
    // whatever X-Forwarded-For a client made up (which would let anyone dodge per-IP limits).
    xfwd: false,
    proxyTimeout: 30_000,
    on: {
      proxyReq(proxyReq, req) {
        const express = req as IncomingMessage & { ip?: string; protocol?: string };
        proxyReq.setHeader('x-forwarded-for', express.ip ?? req.socket.remoteAddress ?? '');
        proxyReq.setHeader('x-forwarded-proto', express.protocol ?? 'http');
        if (req.headers.host) proxyReq.setHeader('x-forwarded-host', req.headers.host);
      },
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
