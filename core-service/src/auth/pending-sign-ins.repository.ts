import { randomUUID } from 'node:crypto';
import type { PendingSignIn } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';

export interface PendingRow {
  id: string;
  userId: number;
  attempts: number;
}

export function createPendingSignInsRepository(sequelize: Sequelize) {
  return {
    async create(userId: number, ttlSeconds: number): Promise<PendingSignIn> {
      const id = randomUUID();
      // Ended ones are swept here: sign-ins are rare, so this keeps the table small without a scheduler.
      await sequelize.query('DELETE FROM pending_sign_ins WHERE expires_at < now()');
      const [row] = await sequelize.query<{ expires_at: Date }>(
        `INSERT INTO pending_sign_ins (id, user_id, expires_at)
         VALUES (:id, :userId, now() + make_interval(secs => :ttlSeconds)) RETURNING expires_at`,
        { replacements: { id, userId, ttlSeconds }, type: QueryTypes.SELECT },
      );
      return { id, expiresAt: new Date(row?.expires_at ?? Date.now()).toISOString() };
    },

    async find(id: string): Promise<PendingRow | null> {
      const [row] = await sequelize.query<{ id: string; user_id: number; attempts: number }>(
        'SELECT id, user_id, attempts FROM pending_sign_ins WHERE id = :id AND expires_at > now()',
        { replacements: { id }, type: QueryTypes.SELECT },
      );
      return row ? { id: row.id, userId: row.user_id, attempts: row.attempts } : null;
    },

    /** Counts a wrong code; the sign-in ends (row deleted) at the limit. Answers the attempts left. */
    async fail(id: string, maxAttempts: number): Promise<number> {
      const [row] = await sequelize.query<{ attempts: number }>(
        'UPDATE pending_sign_ins SET attempts = attempts + 1 WHERE id = :id RETURNING attempts',
        { replacements: { id }, type: QueryTypes.SELECT },
      );
      const attempts = row?.attempts ?? maxAttempts;
      if (attempts >= maxAttempts) await this.remove(id);
      return Math.max(0, maxAttempts - attempts);
    },

    async remove(id: string): Promise<void> {
      await sequelize.query('DELETE FROM pending_sign_ins WHERE id = :id', { replacements: { id } });
    },
  };
}

export type PendingSignInsRepository = ReturnType<typeof createPendingSignInsRepository>;
