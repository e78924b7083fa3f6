import { adminApi, type ReferralHoldsResponse } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

/** GET /api/admin/referral-holds: referrals waiting for an admin, oldest first, with the reason. */
export const REFERRAL_HOLDS_URL = adminApi.referralHolds.list.path;

export async function fetchReferralHolds(): Promise<ReferralHoldsResponse> {
  return adminCall(adminApi.referralHolds.list, {});
}

export const referralHoldsQueryOptions = () =>
  queryOptions({ queryKey: [REFERRAL_HOLDS_URL], queryFn: fetchReferralHolds });

export function useReferralHolds() {
  return useQuery(referralHoldsQueryOptions());
}
