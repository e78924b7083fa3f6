import { callRoute } from '@fresh-pouf/api-client';
import { type DataRequestAccepted, publicApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionStateQueryOptions } from './subscription-state';

/** "Delete my data": asks the team to erase the entry the unsubscribe link names (GDPR article 17). */
export async function requestDataDeletion(token: string): Promise<DataRequestAccepted> {
  return callRoute(publicApi.dataRequests.request, { body: { token } });
}

export const requestDataDeletionMutationOptions = () =>
  mutationOptions({ mutationKey: ['list-mail', 'request-data-deletion'], mutationFn: requestDataDeletion });

export function useRequestDataDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestDataDeletionMutationOptions(),
    // The request unsubscribes at once, until staff erase the entry.
    onSuccess: (_answer, token) =>
      queryClient.setQueryData(subscriptionStateQueryOptions(token).queryKey, {
        subscribed: false,
        erasureRequested: true,
        blocked: null,
      }),
  });
}
