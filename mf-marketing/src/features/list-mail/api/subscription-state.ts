import { callRoute } from '@fresh-pouf/api-client';
import { publicApi, type UnsubscribeState } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Whether the link's address still gets announcements; reading it changes nothing. */
export async function fetchSubscriptionState(token: string): Promise<UnsubscribeState> {
  return callRoute(publicApi.listMail.state, { body: { token } });
}

export const subscriptionStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['list-mail', 'subscription', token],
    queryFn: () => fetchSubscriptionState(token),
    retry: false,
  });

export function useSubscriptionState(token: string) {
  return useQuery(subscriptionStateQueryOptions(token));
}
