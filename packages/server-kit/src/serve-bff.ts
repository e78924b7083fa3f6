import type { Express } from 'express';
import { type CoreClient, createCoreClient } from './core-api';
import { onShutdownSignal } from './http-server';
import { createLogger, type Logger } from './logger';
import { createServiceMetrics, serveWithMetrics, type ServiceMetrics } from './metrics';
import type { Tracing } from './tracing/start-tracing';

/** What every BFF's config.ts holds for serving: its ports, its log level and the way to core. */
export interface BffServeConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  METRICS_PORT?: number | undefined;
  CORE_SERVICE_URL: string;
  CORE_SERVICE_TOKEN: string;
}

export interface Bff<C extends BffServeConfig> {
  name: string;
  readConfig: () => C;
  createApp: (config: C, core: CoreClient, logger: Logger, metrics: ServiceMetrics) => Express;
}

/** A BFF as a process, started from its main.ts once tracing is set up: serve, log, stop on a signal. */
export async function serveBff<C extends BffServeConfig>(bff: Bff<C>, tracing: Tracing): Promise<void> {
  const config = bff.readConfig();
  const logger = createLogger(bff.name, config.LOG_LEVEL);
  // Without a /metrics port nobody reads them: per-request timings are not taken.
  const metrics = createServiceMetrics(bff.name, { recording: config.METRICS_PORT !== undefined });
  const core = createCoreClient({ baseUrl: config.CORE_SERVICE_URL, token: config.CORE_SERVICE_TOKEN, logger });
  const app = bff.createApp(config, core, logger, metrics);
  const running = await serveWithMetrics(app, {
    port: config.PORT,
    host: config.HOST,
    metrics,
    metricsPort: config.METRICS_PORT,
  });
  logger.info({ url: running.url, metricsUrl: running.metricsUrl }, `${bff.name} listening on ${running.url}`);
  onShutdownSignal(
    async () => {
      await running.close();
      await tracing.shutdown();
    },
    (msg) => logger.info(msg),
  );
}
