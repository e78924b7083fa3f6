import type { Logger } from '@fresh-pouf/server-kit';
import type { RetentionService } from './retention.service';

export interface RetentionJob {
  start(): void;
  stop(): Promise<void>;
}

/** Runs the retention service every `intervalMs` (0: never), the first time one interval after start. */
export function createRetentionJob(service: RetentionService, intervalMs: number, logger: Logger): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped || intervalMs === 0) return;
    timer = setTimeout(() => {
      running = service
        .runOnce()
        .catch((err: unknown) => logger.error({ err }, 'retention run failed; will try again next time'))
        .finally(schedule);
    }, intervalMs);
    // A pending run never keeps the process alive.
    timer.unref();
  };

  return {
    start: schedule,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
