import {
  createCoreClient,
  createLogger,
  createServiceMetrics,
  onShutdownSignal,
  serveWithMetrics,
} from '@fresh-pouf/server-kit';
import type { Tracing } from '@fresh-pouf/server-kit/tracing';
import { createApp } from './app';
import { readConfig } from './config';

/** bff-public as a process: started from main.ts once tracing is set up. */
export async function serve(tracing: Tracing): Promise<void> {
  const config = readConfig();
  const logger = createLogger('bff-public', config.LOG_LEVEL);
  // Without a /metrics port nobody reads them: per-request timings are not taken.
  const metrics = createServiceMetrics('bff-public', { recording: config.METRICS_PORT !== undefined });
  const core = createCoreClient({ baseUrl: config.CORE_SERVICE_URL, token: config.CORE_SERVICE_TOKEN, logger });
  const app = createApp(config, core, logger, metrics);
  const running = await serveWithMetrics(app, {
    port: config.PORT,
    host: config.HOST,
    metrics,
    metricsPort: config.METRICS_PORT,
  });
  logger.info({ url: running.url, metricsUrl: running.metricsUrl }, `bff-public listening on ${running.url}`);
  onShutdownSignal(
    async () => {
      await running.close();
      await tracing.shutdown();
    },
    (msg) => logger.info(msg),
  );
}
