import { createCoreClient, createLogger, listen, onShutdownSignal } from '@fresh-pouf/server-kit';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const logger = createLogger('bff-public', config.LOG_LEVEL);
const core = createCoreClient({ baseUrl: config.CORE_SERVICE_URL, token: config.CORE_SERVICE_TOKEN, logger });
const running = await listen(createApp(config, core, logger), config.PORT, config.HOST);
logger.info({ url: running.url }, `bff-public listening on ${running.url}`);
onShutdownSignal(() => running.close(), (msg) => logger.info(msg));
