import { adminApi, type BffRoute, type ReferralDecision } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { WAITLIST_URL } from '../../waitlist/api/waitlist';
import { REFERRAL_HOLDS_URL } from './referral-holds';

/** A decision's route, and the toast shown when it fails. */
function decisionRoute<R extends BffRoute>(route: R, title: string, description: string) {
  return { route, failureToast: { title, description } };
}

/** An admin's decision on a held referral: POST /api/admin/referral-holds/{id}/{decision} (admins only). */
const DECISIONS = {
  /** The held referral is credited: its referrer moves up. */
  approve: decisionRoute(adminApi.referralHolds.approve, 'Approve failed', 'Nothing was changed. Please try again.'),
  /** The held referral is never credited. */
  refuse: decisionRoute(adminApi.referralHolds.refuse, 'Refuse failed', 'Nothing was changed. Please try again.'),
};

export type ReferralDecisionKind = keyof typeof DECISIONS;

export async function decideReferral(decision: ReferralDecisionKind, entryId: number): Promise<ReferralDecision> {
  return adminCall(DECISIONS[decision].route, { params: { id: entryId } });
}

export const referralDecisionMutationOptions = (queryClient: QueryClient, decision: ReferralDecisionKind) =>
  mutationOptions({
    mutationKey: ['admin', `${decision}-referral`],
    mutationFn: (entryId: number) => decideReferral(decision, entryId),
    // The queue loses the row, and the table's Position and Referrals are read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [REFERRAL_HOLDS_URL] }),
        queryClient.invalidateQueries({ queryKey: [WAITLIST_URL] }),
      ]),
    meta: { failureToast: DECISIONS[decision].failureToast },
  });

export function useReferralDecision(decision: ReferralDecisionKind) {
  return useMutation(referralDecisionMutationOptions(useQueryClient(), decision));
}
