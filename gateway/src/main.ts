import { createLogger, listen, onShutdownSignal } from '@fresh-pouf/server-kit';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const running = await listen(createApp(config, logger), config.PORT, config.HOST);
logger.info({ url: running.url }, `gateway listening on ${running.url}`);
onShutdownSignal(() => running.close(), (msg) => logger.info(msg));
