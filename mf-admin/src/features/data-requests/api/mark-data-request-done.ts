import { adminApi, type DataRequest } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { DATA_REQUESTS_URL } from './data-requests';

/** POST /api/admin/data-requests/{id}/done: the task leaves the open list. */
export async function markDataRequestDone(requestId: number): Promise<DataRequest> {
  return adminCall(adminApi.dataRequests.done, { params: { id: requestId } });
}

export const markDataRequestDoneMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'data-request-done'],
    mutationFn: markDataRequestDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DATA_REQUESTS_URL] }),
    meta: { failureToast: { title: 'Could not mark it done', description: 'Please try again.' } },
  });

export function useMarkDataRequestDone() {
  return useMutation(markDataRequestDoneMutationOptions(useQueryClient()));
}
