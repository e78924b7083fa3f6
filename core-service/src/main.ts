import { onShutdownSignal } from '@fresh-pouf/server-kit';
import { readConfig } from './config';
import { startCoreService } from './server';

try {
  const core = await startCoreService(readConfig());
  core.logger.info({ url: core.url }, `core-service listening on ${core.url}`);
  onShutdownSignal(
    async () => {
      await core.close();
      core.logger.info('core-service stopped');
    },
    (message) => core.logger.info(message),
  );
} catch (err) {
  // A bad configuration or an unreachable database: say why in one readable message.
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
