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
