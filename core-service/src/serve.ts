import { onShutdownSignal } from '@fresh-pouf/server-kit';
import type { Tracing } from '@fresh-pouf/server-kit/tracing';
import { readConfig } from './config';
import { startCoreService } from './server';

/** core-service as a process: started from main.ts once tracing is set up. */
export async function serve(tracing: Tracing): Promise<void> {
  try {
    const core = await startCoreService(readConfig());
    core.logger.info({ url: core.url, metricsUrl: core.metricsUrl }, `core-service listening on ${core.url}`);
    onShutdownSignal(
      async () => {
        await core.close();
        await tracing.shutdown();
        core.logger.info('core-service stopped');
      },
      (message) => core.logger.info(message),
    );
  } catch (err) {
    // A bad configuration or an unreachable database: say why in one readable message.
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
    await tracing.shutdown();
  }
}
