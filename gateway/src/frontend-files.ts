import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@fresh-pouf/server-kit';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { cachePolicyFor } from './cache-headers';
import type { FrontendSource } from './config';
import { staticFiles } from './static-files';

/**
 * A front end's files, mounted at `prefix`: from its build folder, or proxied to the server
 * that hosts it. Either way the gateway decides the cache policy, so it is the same everywhere.
 */
export function frontendFiles(prefix: string, source: FrontendSource, logger: Logger): RequestHandler {
  if (source.kind === 'dir') return staticFiles(source.dir);
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: source.url,
    // Mounted under `prefix` by express, so the upstream already sees paths relative to it.
    changeOrigin: true,
    proxyTimeout: 15_000,
    on: {
      proxyRes(proxyRes, req) {
        if (proxyRes.statusCode && proxyRes.statusCode < 400)
          proxyRes.headers['cache-control'] = cachePolicyFor(req.url ?? '');
      },
      error(err, req, res) {
        logger.error({ err, prefix, target: source.url }, 'front-end server unavailable');
        if (res instanceof ServerResponse && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end(`Unavailable: ${req.url ?? ''}`);
        }
      },
    },
  });
}
