import { type Span, trace } from '@opentelemetry/api';
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

const WATCHING = Symbol('watching routes');
const ROUTE = Symbol('route');
const PATTERN = Symbol('route pattern');
type Watched = Request & { [ROUTE]?: unknown; [PATTERN]?: string };

/**
 * Remembers the pattern of the route that takes a request (`/api/blog/:slug`, mount point
 * included) at the moment express picks it: by the time the answer finishes, an error on its
 * way out of a router has already reset `baseUrl`. The accessor sits once on express's request
 * prototype, so a request gets no property of its own definition (a per-request accessor gave
 * every request object a shape of its own, and every property read of it in express a slower path).
 */
function watchRoutes(req: Request): void {
  const prototype = Object.getPrototypeOf(req) as object;
  if (Object.prototype.hasOwnProperty.call(prototype, WATCHING)) return;
  Object.defineProperty(prototype, WATCHING, { value: true });
  Object.defineProperty(prototype, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Watched) {
      return this[ROUTE];
    },
    set(this: Watched, value: unknown) {
      this[ROUTE] = value;
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string') this[PATTERN] = `${this.baseUrl ?? ''}${path}`;
    },
  });
}

/**
 * Counts and times every request by method, route pattern and status (5xx are the errors), and
 * names a traced request's server span after its route (`POST /api/waitlist`, with `http.route`):
 * the http instrumentation knows only the raw path. A request neither measured nor traced costs
 * one check.
 */
export function httpMetrics(metrics: ServiceMetrics, options: HttpMetricsOptions = {}): RequestHandler {
  const duration = metrics.recording
    ? metrics.histogram({
        name: 'http_server_request_duration_seconds',
        help: 'Time from a request arriving to its answer finishing, by method, route pattern and status code.',
        labelNames: ['method', 'route', 'status'],
        buckets: DURATION_BUCKETS,
      })
    : undefined;
  // One labelled series per method, route and status, found again without hashing its labels.
  const series = new Map<string, { observe(value: number): void }>();
  const observe = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child && duration) {
      child = duration.labels({ method, route, status: String(status) });
      series.set(key, child);
    }
    child?.observe(seconds);
  };
  return (req, res, next) => {
    const span = trace.getActiveSpan();
    const traced: Span | undefined = span?.isRecording() ? span : undefined;
    if (!duration && !traced) return next();
    const started = process.hrtime.bigint();
    watchRoutes(req);
    res.once('finish', () => {
      const route = (req as Watched)[PATTERN] ?? options.routeOf?.(req) ?? UNMATCHED_ROUTE;
      if (traced) {
        traced.updateName(`${req.method} ${route}`);
        traced.setAttribute('http.route', route);
      }
      if (duration) observe(req.method, route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
