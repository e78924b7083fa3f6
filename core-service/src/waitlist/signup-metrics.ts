import type { ServiceMetrics } from '@fresh-pouf/server-kit';
import type { WaitlistService } from './waitlist.service';

/**
 * Sign-ups by what became of them: stored (a new entry), duplicate (the address was listed),
 * refused (the bot checks dropped it, answered with a decoy), limited (over the address's
 * limit) and replayed (a retry answered from its first try, which had stored it). Summed over
 * copies, stored follows the rows added: a visitor's retry never counts an entry twice.
 */
export function countSignups(service: WaitlistService, metrics: ServiceMetrics): WaitlistService {
  const signups = metrics.counter({
    name: 'waitlist_signups_total',
    help: 'Waitlist sign-ups handled by core, by outcome: stored, duplicate, refused (bot checks), limited (rate limit), replayed (a retry answered from its first try).',
    labelNames: ['outcome'],
  });
  for (const outcome of ['stored', 'duplicate', 'refused', 'limited', 'replayed']) signups.inc({ outcome }, 0);
  return {
    ...service,
    async signUp(signup) {
      const entry = await service.signUp(signup);
      signups.inc({ outcome: 'stored' });
      return entry;
    },
    async signUpCounted(request) {
      const { replayed, ...result } = await service.signUpCounted(request);
      signups.inc({ outcome: replayed ? 'replayed' : result.outcome === 'created' ? 'stored' : result.outcome });
      return result;
    },
  };
}

/**
 * Sign-ups per sign-up statement: 1 while PostgreSQL keeps up with them one at a time; more
 * while they arrive faster, wait for a statement to end and go together (busy-batches.ts). A
 * rising share of big statements is a rush the database is absorbing, not an error.
 */
export function signupStatementSizes(metrics: ServiceMetrics): (signups: number) => void {
  const sizes = metrics.histogram({
    name: 'waitlist_signup_statement_signups',
    help: 'Sign-ups stored together per sign-up statement: 1 while the database keeps up; more while sign-ups wait for one and go together.',
    buckets: [1, 2, 4, 8, 16, 32],
  });
  return (signups) => sizes.observe(signups);
}
