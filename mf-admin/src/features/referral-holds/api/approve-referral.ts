import { adminApi, type ReferralDecision } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { REFERRAL_HOLDS_URL } from './referral-holds';
import { WAITLIST_URL } from '../../waitlist/api/waitlist';

/** POST /api/admin/referral-holds/{id}/approve (admins only): the held referral is credited: its referrer moves up. */
export async function approveReferral(entryId: number): Promise<ReferralDecision> {
  return adminCall(adminApi.referralHolds.approve, { params: { id: entryId } });
}

export const approveReferralMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'approve-referral'],
    mutationFn: approveReferral,
    // The queue loses the row, and the table's Position and Referrals are read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [REFERRAL_HOLDS_URL] }),
        queryClient.invalidateQueries({ queryKey: [WAITLIST_URL] }),
      ]),
    meta: { failureToast: { title: 'Approve failed', description: 'Nothing was changed. Please try again.' } },
  });

export function useApproveReferral() {
  return useMutation(approveReferralMutationOptions(useQueryClient()));
}
