import type { RateLimitCount, RateLimitHit } from '@fresh-pouf/contracts';
import type { RateLimitRepository } from './rate-limit.repository';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Ended windows are dead rows; sweeping now and then (after a hit, at most every 10 minutes)
 * keeps the table small without a scheduler. Every path that counts hits calls it.
 */
export function counterSweeper(counters: Pick<RateLimitRepository, 'purgeEndedBefore'>, now: () => number = Date.now) {
  let lastPurge = now();
  return async (): Promise<void> => {
    if (now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now();
      await counters.purgeEndedBefore(new Date(now()));
    }
  };
}

export function createRateLimitService(counters: RateLimitRepository, now: () => number = Date.now) {
  const sweep = counterSweeper(counters, now);
  return {
    async hit({ key, windowMs }: RateLimitHit): Promise<RateLimitCount> {
      const count = await counters.hit(key, windowMs);
      await sweep();
      return count;
    },
    undo: (key: string) => counters.undo(key),
    reset: (key: string) => counters.reset(key),
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
