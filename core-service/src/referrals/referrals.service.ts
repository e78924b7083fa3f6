import { REFERRAL_HOLD_MESSAGES, type ReferralDecision, type ReferralHoldsResponse } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { ActingStaff } from '../auth/actor-access';
import type { AuditRepository } from '../audit/audit.repository';
import type { RunInTransaction } from '../db/sequelize';
import type { ReferralsRepository } from './referrals.repository';

export interface ReferralsServiceDeps {
  repository: ReferralsRepository;
  audit: AuditRepository;
  runInTransaction: RunInTransaction;
}

export interface ReferralsService {
  held(): Promise<ReferralHoldsResponse>;
  approve(actor: ActingStaff, entryId: number): Promise<ReferralDecision>;
  refuse(actor: ActingStaff, entryId: number): Promise<ReferralDecision>;
}

/** The admins' decisions on held referrals (core's actor check lets only admins reach them). */
export function createReferralsService({
  repository,
  audit,
  runInTransaction,
}: ReferralsServiceDeps): ReferralsService {
  async function settle(
    actor: ActingStaff,
    entryId: number,
    state: ReferralDecision['state'],
  ): Promise<ReferralDecision> {
    // The decision and its audit row commit together: never one without the other.
    const settled = await runInTransaction(async (tx) => {
      const result = await repository.settle(entryId, state, actor.user.id, tx);
      if (result.outcome === 'decided') {
        await audit.record(
          {
            action: state === 'credited' ? 'referral-approve' : 'referral-refuse',
            success: true,
            actorId: actor.user.id,
            actorName: actor.user.username,
            ip: actor.ip,
            details: { entryId, referrerId: result.referrerId, reason: result.reason },
          },
          tx,
        );
      }
      return result;
    });
    if (settled.outcome === 'unknown') throw AppError.notFound(REFERRAL_HOLD_MESSAGES.notFound);
    if (settled.outcome === 'not-held') throw AppError.conflict(REFERRAL_HOLD_MESSAGES.notHeld);
    return { entryId, state, referrerId: settled.referrerId };
  }

  return {
    held: () => repository.held(),
    approve: (actor, entryId) => settle(actor, entryId, 'credited'),
    refuse: (actor, entryId) => settle(actor, entryId, 'refused'),
  };
}
