import type { Request, RequestHandler } from 'express';
import type { ServiceMetrics } from './service-metrics';

/** A request no route matched: one label for all of them, so a scanner's paths cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; from a cached page (a few ms) to the slowest call a proxy waits for (30 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface HttpMetricsOptions {
  /** The pattern of a request no express route answered (a proxy, a static file), or undefined for "unmatched". */
  routeOf?: (req: Request) => string | undefined;
}

/**
 * Remembers the pattern of the route that takes the request (`/api/blog/:slug`, mount point
 * included) at the moment express picks it: by the time the answer finishes, an error on its
 * way out of a router has already reset `baseUrl`.
 */
function watchRoute(req: Request): () => string | undefined {
  let pattern: string | undefined;
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: unknown) {
      route = value;
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string') pattern = `${req.baseUrl ?? ''}${path}`;
    },
  });
  return () => pattern;
}

/** Counts and times every request by method, route pattern and status (5xx are the errors). */
export function httpMetrics(metrics: ServiceMetrics, options: HttpMetricsOptions = {}): RequestHandler {
  if (!metrics.recording) return (_req, _res, next) => next();
  const duration = metrics.histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from a request arriving to its answer finishing, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const patternOf = watchRoute(req);
    res.once('finish', () => {
      const route = patternOf() ?? options.routeOf?.(req) ?? UNMATCHED_ROUTE;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
    });
    next();
  };
}
