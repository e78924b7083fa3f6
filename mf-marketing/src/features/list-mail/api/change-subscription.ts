import { callRoute } from '@fresh-pouf/api-client';
import { publicApi, type UnsubscribeState } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionStateQueryOptions } from './subscription-state';

export interface SubscriptionChange {
  token: string;
  subscribe: boolean;
}

/** Unsubscribes the link's address, or takes that back. */
export async function changeSubscription({ token, subscribe }: SubscriptionChange): Promise<UnsubscribeState> {
  return callRoute(subscribe ? publicApi.listMail.resubscribe : publicApi.listMail.unsubscribe, { body: { token } });
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
