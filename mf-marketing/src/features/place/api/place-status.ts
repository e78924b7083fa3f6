import { callRoute } from '@fresh-pouf/api-client';
import { publicApi, type WaitlistStatus } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Where the entry an e-mailed status link names stands now. */
export async function fetchPlaceStatus(token: string): Promise<WaitlistStatus> {
  return callRoute(publicApi.waitlist.status, { body: { token } });
}

export const placeStatusQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['waitlist', 'status', token], queryFn: () => fetchPlaceStatus(token), retry: false });

export function usePlaceStatus(token: string) {
  return useQuery(placeStatusQueryOptions(token));
}
