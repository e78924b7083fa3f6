import type { RateLimitCount } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** When a hit happens: null is the database's clock (production); a test may name its own. */
export type CounterTime = Date | null;

export interface RateLimitRepository {
  /** Counts one hit; a window that has ended starts over. One statement, so concurrent hits never lose a count. */
  hit(key: string, windowMs: number, at: CounterTime, tx?: Transaction): Promise<RateLimitCount>;
  /** Gives one hit back (never below zero). */
  undo(key: string): Promise<void>;
  reset(key: string, tx?: Transaction): Promise<void>;
  /** Forgets every counter whose key starts with `prefix`. */
  resetPrefix(prefix: string, tx?: Transaction): Promise<void>;
  /** Shuts a key that has reached `max` for `holdMs` from `at`; a key already held is left as it is. */
  hold(key: string, max: number, holdMs: number, at: CounterTime): Promise<void>;
  find(key: string): Promise<RateLimitCount | null>;
  /** Forgets windows that ended before `before`. */
  purgeEndedBefore(before: Date): Promise<number>;
}

/**
 * Counts one hit on each key `rows` give (a query or VALUES list of key and window in ms, keys
 * distinct) at time `at`: a window that has ended starts over. RETURNING key, hits, reset_at.
 * One statement, so concurrent hits never lose a count; the sign-up path runs it as the first
 * part of its own statement, for each sign-up of a batch. Keys are locked in the order given.
 */
export const countHitsSql = (rows: string, at = 'now()') => `INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
         SELECT r.key, 1, ${at} + make_interval(secs => r.window_ms / 1000.0) FROM (${rows}) AS r (key, window_ms)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.reset_at <= ${at} THEN 1 ELSE c.hits + 1 END,
           reset_at = CASE WHEN c.reset_at <= ${at} THEN EXCLUDED.reset_at ELSE c.reset_at END
         RETURNING c.key, c.hits, c.reset_at`;

/** countHitsSql for one key `key` and window `windowMs` (bind parameters or SQL). */
export const countHitSql = (key: string, windowMs: string, at = 'now()') =>
  countHitsSql(`VALUES (${key}, ${windowMs})`, at);

const AT = 'coalesce(:at::timestamptz, now())';

/** A held key's count: past any limit, and told apart from one merely over it (migration 0030 writes it too). */
const HELD = 1_000_000;

interface CountRow {
  hits: number;
  reset_at: Date;
}

const countOf = (row: CountRow): RateLimitCount => ({
  totalHits: row.hits,
  resetTime: new Date(row.reset_at).toISOString(),
});

export function createRateLimitRepository(sequelize: Sequelize): RateLimitRepository {
  return {
    async hit(key, windowMs, at, tx) {
      const [row] = await sequelize.query<CountRow>(countHitSql(':key', ':windowMs', AT), {
        replacements: { key, windowMs, at },
        type: QueryTypes.SELECT,
        transaction: tx ?? null,
      });
      if (!row) throw new Error('rate limit upsert returned no row');
      return countOf(row);
    },
    async undo(key) {
      await sequelize.query('UPDATE rate_limit_counters SET hits = GREATEST(hits - 1, 0) WHERE key = :key', {
        replacements: { key },
      });
    },
    async reset(key, tx) {
      await sequelize.query('DELETE FROM rate_limit_counters WHERE key = :key', {
        replacements: { key },
        transaction: tx ?? null,
      });
    },
    async resetPrefix(prefix, tx) {
      await sequelize.query('DELETE FROM rate_limit_counters WHERE starts_with(key, :prefix)', {
        replacements: { prefix },
        transaction: tx ?? null,
      });
    },
    async hold(key, max, holdMs, at) {
      // A key already held is not held again, so a second hold never stretches the first.
      await sequelize.query(
        `UPDATE rate_limit_counters SET hits = :held, reset_at = ${AT} + make_interval(secs => :holdMs / 1000.0)
          WHERE key = :key AND hits >= :max AND hits < :held AND reset_at > ${AT}`,
        { replacements: { key, max, holdMs, at, held: HELD } },
      );
    },
    async find(key) {
      const [row] = await sequelize.query<CountRow>('SELECT hits, reset_at FROM rate_limit_counters WHERE key = :key', {
        replacements: { key },
        type: QueryTypes.SELECT,
      });
      return row ? countOf(row) : null;
    },
    async purgeEndedBefore(before) {
      const [, affected] = await sequelize.query('DELETE FROM rate_limit_counters WHERE reset_at < :before', {
        replacements: { before },
      });
      return typeof affected === 'number' ? affected : 0;
    },
  };
}
