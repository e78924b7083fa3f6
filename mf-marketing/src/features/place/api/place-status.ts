import { callRoute, type RouteCallOptions } from '@fresh-pouf/api-client';
import { publicApi, type WaitlistStatus } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Where the entry an e-mailed status link names stands now. */
export async function fetchPlaceStatus(token: string, options?: RouteCallOptions): Promise<WaitlistStatus> {
  return callRoute(publicApi.waitlist.status, { body: { token } }, options);
}

export const placeStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['waitlist', 'status', token],
    queryFn: ({ client }) => fetchPlaceStatus(token, { client }),
    retry: false,
  });

export function usePlaceStatus(token: string) {
  return useQuery(placeStatusQueryOptions(token));
}
