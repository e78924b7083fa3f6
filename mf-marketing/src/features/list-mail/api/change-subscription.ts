import { apiRequest } from '@fresh-pouf/api-client';
import { UNSUBSCRIBE_API, unsubscribeStateSchema, type UnsubscribeState } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionStateQueryOptions } from './subscription-state';

export interface SubscriptionChange {
  token: string;
  subscribe: boolean;
}

/** Unsubscribes the link's address, or takes that back. */
export async function changeSubscription({ token, subscribe }: SubscriptionChange): Promise<UnsubscribeState> {
  const response = await apiRequest('POST', subscribe ? UNSUBSCRIBE_API.resubscribe : UNSUBSCRIBE_API.unsubscribe, {
    body: { token },
  });
  return unsubscribeStateSchema.parse(await response.json());
}

export const changeSubscriptionMutationOptions = () =>
  mutationOptions({ mutationKey: ['list-mail', 'change-subscription'], mutationFn: changeSubscription });

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeSubscriptionMutationOptions(),
    onSuccess: (state, { token }) => queryClient.setQueryData(subscriptionStateQueryOptions(token).queryKey, state),
  });
}
