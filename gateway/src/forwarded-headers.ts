import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@fresh-pouf/server-kit';

/**
 * What the gateway tells a BFF about the visitor, on every hop it makes for them (a proxied API
 * call or a form posted to a page). The gateway is the edge: it states the client address itself
 * instead of appending to whatever X-Forwarded-For a client made up (which would let anyone dodge
 * per-IP limits).
 */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const express = req as IncomingMessage & { ip?: string; protocol?: string };
  const requestId = req.headers[REQUEST_ID_HEADER];
  return {
    'x-forwarded-for': express.ip ?? req.socket.remoteAddress ?? '',
    'x-forwarded-proto': express.protocol ?? 'http',
    ...(req.headers.host ? { 'x-forwarded-host': req.headers.host } : {}),
    ...(typeof requestId === 'string' ? { [REQUEST_ID_HEADER]: requestId } : {}),
  };
}
