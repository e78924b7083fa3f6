import type { Sequelize } from 'sequelize';
import { loginCounterKeys } from './auth.service';

/** Everything that can hold an account back from signing in, for the operator's reset. */
export function createSignInStateRepository(sequelize: Sequelize) {
  return {
    /** Forgets the account's pending sign-ins, wrong-code lock and sign-in failure counts (any address). */
    async clear(userId: number, username: string): Promise<void> {
      const keys = loginCounterKeys(username, '');
      await sequelize.transaction(async (transaction) => {
        const options = { transaction, replacements: { userId, account: keys.account, pairPrefix: keys.pairPrefix } };
        await sequelize.query('DELETE FROM pending_sign_ins WHERE user_id = :userId', options);
        await sequelize.query('DELETE FROM second_step_failures WHERE user_id = :userId', options);
        await sequelize.query(
          'DELETE FROM rate_limit_counters WHERE key = :account OR starts_with(key, :pairPrefix)',
          options,
        );
      });
    },
  };
}

export type SignInStateRepository = ReturnType<typeof createSignInStateRepository>;
