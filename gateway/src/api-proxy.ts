import { Agent, type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type Plugin, proxyEventsPlugin } from 'http-proxy-middleware';
import type { Logger } from '@fresh-pouf/server-kit';
import {
  endClientSpan,
  REQUEST_ID_HEADER,
  SERVICE_UNAVAILABLE_MESSAGE,
  startClientSpan,
  UPSTREAM_IDLE_MS,
} from '@fresh-pouf/server-kit';
import { forwardedHeaders } from './forwarded-headers';

const UNAVAILABLE = JSON.stringify({ message: SERVICE_UNAVAILABLE_MESSAGE });

/** A client gone before its answer ended (a long export) lets go of the upstream answer too. */
const releaseUpstreamOnClose: Plugin<IncomingMessage, ServerResponse> = (proxyServer) => {
  proxyServer.on('proxyRes', (proxyRes, _req, res) => {
    res.on('close', () => {
      if (!res.writableEnded) proxyRes.destroy();
    });
  });
};

/**
 * Forwards a path prefix to a BFF untouched (the gateway never parses bodies), with the
 * request id and the client's address; an unreachable BFF is a JSON 502, never a hang.
 */
export function apiProxy(prefix: string, target: string, logger: Logger) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    // Reuse upstream connections: a new TCP connection per request costs latency and, under
    // load, piles up sockets in TIME_WAIT. An idle one is dropped before the BFF would drop it.
    agent: new Agent({ keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_MS }),
    pathFilter: (pathname) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    // The gateway states the client address itself (forwarded-headers.ts), never a client's own.
    xfwd: false,
    proxyTimeout: 30_000,
    // Only what is needed per request: the default plugins also built a log line (and parsed a
    // URL for it) for every answer, for a logger that writes nothing, and answered errors we
    // answer ourselves (on.error).
    ejectPlugins: true,
    plugins: [proxyEventsPlugin, releaseUpstreamOnClose],
    on: {
      proxyReq(proxyReq, req) {
        const headers = forwardedHeaders(req);
        // A recorded request's call onwards: a client span, and its traceparent for the BFF.
        const span = startClientSpan(req.method ?? 'GET', () => new URL(req.url ?? '/', target), headers);
        for (const [name, value] of Object.entries(headers)) proxyReq.setHeader(name, value);
        if (!span) return;
        proxyReq.once('response', (answer) =>
          answer.once('close', () => endClientSpan(span, answer.complete ? answer.statusCode : undefined)),
        );
        proxyReq.once('error', () => endClientSpan(span, undefined));
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
