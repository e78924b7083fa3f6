import { onShutdownSignal } from '@fresh-pouf/server-kit';
import { readConfig } from './config';
import { startCoreService } from './server';

const config = readConfig(process.env);
const core = await startCoreService(config);
core.logger.info({ url: core.url }, `core-service listening on ${core.url}`);
onShutdownSignal(
  () => core.close(),
  (message) => core.logger.info(message),
);
