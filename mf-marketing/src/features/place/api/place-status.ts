import { apiRequest } from '@fresh-pouf/api-client';
import { WAITLIST_PLACE_API, waitlistStatusSchema, type WaitlistStatus } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Where the entry an e-mailed status link names stands now. */
export async function fetchPlaceStatus(token: string): Promise<WaitlistStatus> {
  const response = await apiRequest('POST', WAITLIST_PLACE_API.status, { body: { token } });
  return waitlistStatusSchema.parse(await response.json());
}

export const placeStatusQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['waitlist', 'status', token], queryFn: () => fetchPlaceStatus(token), retry: false });

export function usePlaceStatus(token: string) {
  return useQuery(placeStatusQueryOptions(token));
}
