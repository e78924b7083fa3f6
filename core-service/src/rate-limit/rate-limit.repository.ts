import type { RateLimitCount } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';

export interface RateLimitRepository {
  /** Counts one hit; a window that has ended starts over. One statement, so concurrent hits never lose a count. */
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Forgets windows that ended before `before`. */
  purgeEndedBefore(before: Date): Promise<number>;
}

/**
 * Counts one hit on key `$<key>` over a window of `$<windowMs>` ms (bind parameter numbers given):
 * a window that has ended starts over. RETURNING hits, reset_at. One statement, so concurrent
 * hits never lose a count; the sign-up path runs it as the first part of its own statement.
 */
export const countHitSql = (
  key: string,
  windowMs: string,
) => `INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
         VALUES (${key}, 1, now() + make_interval(secs => ${windowMs} / 1000.0))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
           reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
         RETURNING hits, reset_at`;

interface CountRow {
  hits: number;
  reset_at: Date;
}

export function createRateLimitRepository(sequelize: Sequelize): RateLimitRepository {
  return {
    async hit(key, windowMs) {
      const [row] = await sequelize.query<CountRow>(countHitSql(':key', ':windowMs'), {
        replacements: { key, windowMs },
        type: QueryTypes.SELECT,
      });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { totalHits: row.hits, resetTime: new Date(row.reset_at).toISOString() };
    },
    async undo(key) {
      await sequelize.query('UPDATE rate_limit_counters SET hits = GREATEST(hits - 1, 0) WHERE key = :key', {
        replacements: { key },
      });
    },
    async reset(key) {
      await sequelize.query('DELETE FROM rate_limit_counters WHERE key = :key', { replacements: { key } });
    },
    async purgeEndedBefore(before) {
      const [, affected] = await sequelize.query('DELETE FROM rate_limit_counters WHERE reset_at < :before', {
        replacements: { before },
      });
      return typeof affected === 'number' ? affected : 0;
    },
  };
}
