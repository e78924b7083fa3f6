import express, { type Express } from 'express';
import { healthRoutes } from './health';
import { httpMetrics, type HttpMetricsOptions, type ServiceMetrics } from './metrics';
import type { Logger } from './logger';
import { requestContext, type RequestContextOptions } from './request-context';

export interface ServiceAppOptions extends RequestContextOptions, HttpMetricsOptions {
  logger: Logger;
  metrics: ServiceMetrics;
  /** What /readyz checks: each dependency the service cannot answer without, by name. */
  ready: () => Promise<Record<string, boolean>>;
  /** Express "trust proxy" (the service's parsed TRUST_PROXY); unset, the setting is left alone. */
  trustProxy?: string | number | boolean;
}

/**
 * The start every service's app shares, in this order: no framework banner, whose forwarded
 * address to believe, one log line and one duration sample per request (the health probes
 * included), then /healthz and /readyz. The caller adds its own parsers and routes, and ends
 * with server-kit's error handler.
 */
export function serviceApp({ logger, metrics, ready, trustProxy, edge, routeOf }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  if (trustProxy !== undefined) app.set('trust proxy', trustProxy);
  app.use(requestContext(logger, { edge }));
  app.use(httpMetrics(metrics, { routeOf }));
  app.use(healthRoutes(ready));
  return app;
}
