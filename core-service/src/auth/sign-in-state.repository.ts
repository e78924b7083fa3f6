import { RATE_LIMITS } from '@fresh-pouf/contracts';
import type { Sequelize } from 'sequelize';
import { createRateLimitRepository } from '../rate-limit/rate-limit.repository';
import { createRateLimiter } from '../rate-limit/rate-limit.service';
import { loginLimitKeys } from './auth.service';

/** Everything that can hold an account back from signing in, for the operator's reset. */
export function createSignInStateRepository(sequelize: Sequelize) {
  const limits = createRateLimiter(createRateLimitRepository(sequelize));
  return {
    /** Forgets the account's pending sign-ins, wrong-code lock and sign-in failure counts (any address). */
    async clear(userId: number, username: string): Promise<void> {
      const keys = loginLimitKeys(username, '');
      await sequelize.transaction(async (transaction) => {
        await sequelize.query('DELETE FROM pending_sign_ins WHERE user_id = :userId', {
          transaction,
          replacements: { userId },
        });
        await limits.reset(RATE_LIMITS.secondStep, String(userId), transaction);
        await limits.reset(RATE_LIMITS.staffLoginAccount, keys.name, transaction);
        await limits.resetAll(RATE_LIMITS.staffLoginPair, keys.pairPrefix, transaction);
      });
    },
  };
}

export type SignInStateRepository = ReturnType<typeof createSignInStateRepository>;
