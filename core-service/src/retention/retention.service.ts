import type { Logger } from '@fresh-pouf/server-kit';
import type { JobLeaseRepository } from './job-lease.repository';
import type { RetentionRepository } from './retention.repository';

/** The Privacy Policy: kept "at the latest 24 months after our last e-mail to you if you never become a customer". */
export const KEEP_MONTHS_AFTER_LAST_EMAIL = 24;
const JOB = 'retention';
const BATCH = 200;
/** Renewed with every batch; a copy that dies mid-run frees the job after this long. */
const LEASE_MS = 10 * 60_000;

export type RetentionRun = { outcome: 'done'; erased: number; cutoff: string } | { outcome: 'held' };

export interface RetentionServiceDeps {
  repository: RetentionRepository;
  leases: JobLeaseRepository;
  /** Erases one entry as a data request would, with its audit row; true when it did. */
  erase(entryId: number, cutoff: Date): Promise<boolean>;
  /** This copy's name on the lease. */
  holder: string;
  logger: Logger;
}

export type RetentionService = ReturnType<typeof createRetentionService>;

export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Every copy may run it; the one holding the lease does the work, the others pass. */
export function createRetentionService({ repository, leases, erase, holder, logger }: RetentionServiceDeps) {
  return {
    /** `now` is the clock's reading: tests move it, never the data. */
    async runOnce(now: Date = new Date()): Promise<RetentionRun> {
      const lease = () => leases.acquire(JOB, holder, now, new Date(now.getTime() + LEASE_MS));
      if (!(await lease())) return { outcome: 'held' };
      const cutoff = monthsBefore(now, KEEP_MONTHS_AFTER_LAST_EMAIL);
      let erased = 0;
      try {
        // By id, so an entry that cannot be erased (a subscription still running) is passed once, not forever.
        for (let afterId = 0; ;) {
          const ids = await repository.expiredEntryIds(cutoff, afterId, BATCH);
          if (ids.length === 0) break;
          for (const id of ids) if (await erase(id, cutoff)) erased += 1;
          afterId = ids[ids.length - 1] ?? afterId;
          if (!(await lease())) break;
        }
      } finally {
        await leases.release(JOB, holder);
      }
      if (erased > 0)
        logger.info(
          { erased, cutoff: cutoff.toISOString() },
          'retention: erased entries past the Privacy Policy keep-until',
        );
      return { outcome: 'done', erased, cutoff: cutoff.toISOString() };
    },
  };
}
