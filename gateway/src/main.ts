import { createLogger, createServiceMetrics, onShutdownSignal, serveWithMetrics } from '@fresh-pouf/server-kit';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const metrics = createServiceMetrics('gateway');
const app = createApp(config, logger, metrics);
const running = await serveWithMetrics(app, { port: config.PORT, host: config.HOST, metrics, metricsPort: config.METRICS_PORT });
logger.info({ url: running.url, metricsUrl: running.metricsUrl }, `gateway listening on ${running.url}`);
onShutdownSignal(() => running.close(), (msg) => logger.info(msg));
