import type { Express } from 'express';
import { listen, type RunningServer } from '../http-server';
import { startMetricsServer } from './metrics-server';
import type { ServiceMetrics } from './service-metrics';

export interface ServedWithMetrics extends RunningServer {
  /** The `/metrics` address; undefined when no metrics port is configured. */
  metricsUrl: string | undefined;
}

/** A service's app on its port and, when `metricsPort` is set, its metrics beside it; `close` stops both. */
export async function serveWithMetrics(
  app: Express,
  {
    port,
    host,
    metrics,
    metricsPort,
  }: { port: number; host: string; metrics: ServiceMetrics; metricsPort: number | undefined },
): Promise<ServedWithMetrics> {
  const running = await listen(app, port, host);
  const scrape =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(metrics, metricsPort, host).catch(async (err: unknown) => {
          await running.close();
          throw err;
        });
  return {
    ...running,
    metricsUrl: scrape?.url,
    close: async () => {
      await Promise.all([running.close(), scrape?.close()]);
    },
  };
}
