import type { RequestHandler } from 'express';

/** W3C trace context and baggage, as a client may send them. */
const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'] as const;

/**
 * The gateway is the edge: a client's trace headers never travel on to the BFFs, so nobody
 * outside can join our traces, pick their ids or have their requests recorded. With tracing on,
 * the calls onwards carry the gateway's own trace instead (startTracing's edge option).
 */
export const dropOutsideTraceHeaders: RequestHandler = (req, _res, next) => {
  for (const name of TRACE_HEADERS) delete req.headers[name];
  next();
};
