import { QueryTypes, type Sequelize } from 'sequelize';

export interface SecondStepLimits {
  /** Wrong codes an account may have in one window, over all its pending sign-ins. */
  maxFailures: number;
  windowMs: number;
  /** How long the second step stays locked once they are used up. */
  lockMs: number;
}

/**
 * Wrong two-factor codes per account (`second_step_failures`), whatever pending sign-in they
 * came through. Each code is claimed before it is checked, in one statement, so parallel
 * guesses cannot get more than the limit checked; a right code gives its claim back.
 */
export function createSecondStepGuardRepository(sequelize: Sequelize, limits: SecondStepLimits) {
  return {
    limits,

    /**
     * Counts one attempt. Answers its number in the window, or null while the second step is
     * locked. A number above the limit means the limit was reached meanwhile: treat as locked.
     */
    async claim(userId: number): Promise<number | null> {
      const [row] = await sequelize.query<{ failures: number }>(
        `INSERT INTO second_step_failures AS f (user_id, failures, window_ends)
         VALUES (:userId, 1, now() + make_interval(secs => :windowMs / 1000.0))
         ON CONFLICT (user_id) DO UPDATE SET
           failures = CASE WHEN f.window_ends <= now() THEN 1 ELSE f.failures + 1 END,
           window_ends = CASE WHEN f.window_ends <= now() THEN EXCLUDED.window_ends ELSE f.window_ends END
         WHERE f.locked_until IS NULL OR f.locked_until <= now()
         RETURNING failures`,
        { replacements: { userId, windowMs: limits.windowMs }, type: QueryTypes.SELECT },
      );
      return row ? row.failures : null;
    },

    /** A right code was not a failure. */
    async giveBack(userId: number): Promise<void> {
      await sequelize.query(
        'UPDATE second_step_failures SET failures = GREATEST(failures - 1, 0) WHERE user_id = :userId',
        {
          replacements: { userId },
        },
      );
    },

    /** Locks the second step, once the failures have reached the limit; the count starts over after it. */
    async lockIfSpent(userId: number): Promise<void> {
      await sequelize.query(
        `UPDATE second_step_failures
         SET locked_until = now() + make_interval(secs => :lockMs / 1000.0), failures = 0, window_ends = now()
         WHERE user_id = :userId AND failures >= :max AND (locked_until IS NULL OR locked_until <= now())`,
        { replacements: { userId, lockMs: limits.lockMs, max: limits.maxFailures } },
      );
    },

    /** Milliseconds until the lock ends (0 when not locked). */
    async lockedForMs(userId: number): Promise<number> {
      const [row] = await sequelize.query<{ ms: number | string | null }>(
        `SELECT GREATEST(EXTRACT(EPOCH FROM (locked_until - now())) * 1000, 0) AS ms
         FROM second_step_failures WHERE user_id = :userId`,
        { replacements: { userId }, type: QueryTypes.SELECT },
      );
      return Number(row?.ms ?? 0);
    },
  };
}

export type SecondStepGuardRepository = ReturnType<typeof createSecondStepGuardRepository>;
