import { REFERRAL_HOLDS_API, referralHoldsResponseSchema, type ReferralHoldsResponse } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

/** GET /api/admin/referral-holds: referrals waiting for an admin, oldest first, with the reason. */
export async function fetchReferralHolds(): Promise<ReferralHoldsResponse> {
  return readJson(await adminRequest('GET', REFERRAL_HOLDS_API.list), referralHoldsResponseSchema);
}

export const referralHoldsQueryOptions = () =>
  queryOptions({ queryKey: [REFERRAL_HOLDS_API.list], queryFn: fetchReferralHolds });

export function useReferralHolds() {
  return useQuery(referralHoldsQueryOptions());
}
