import { adminApi, type ReferralDecision } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { REFERRAL_HOLDS_URL } from './referral-holds';
import { WAITLIST_URL } from '../../waitlist/api/waitlist';

/** POST /api/admin/referral-holds/{id}/refuse (admins only): the held referral is never credited. */
export async function refuseReferral(entryId: number): Promise<ReferralDecision> {
  return adminCall(adminApi.referralHolds.refuse, { params: { id: entryId } });
}

export const refuseReferralMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'refuse-referral'],
    mutationFn: refuseReferral,
    // The queue loses the row, and the table's Position and Referrals are read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [REFERRAL_HOLDS_URL] }),
        queryClient.invalidateQueries({ queryKey: [WAITLIST_URL] }),
      ]),
    meta: { failureToast: { title: 'Refuse failed', description: 'Nothing was changed. Please try again.' } },
  });

export function useRefuseReferral() {
  return useMutation(refuseReferralMutationOptions(useQueryClient()));
}
