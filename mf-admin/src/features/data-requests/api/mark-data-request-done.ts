import { DATA_REQUESTS_API, dataRequestSchema, type DataRequest } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

/** POST /api/admin/data-requests/{id}/done: the task leaves the open list. */
export async function markDataRequestDone(requestId: number): Promise<DataRequest> {
  return readJson(await adminRequest('POST', DATA_REQUESTS_API.done(requestId)), dataRequestSchema);
}

export const markDataRequestDoneMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'data-request-done'],
    mutationFn: markDataRequestDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DATA_REQUESTS_API.list] }),
    meta: { failureToast: { title: 'Could not mark it done', description: 'Please try again.' } },
  });

export function useMarkDataRequestDone() {
  return useMutation(markDataRequestDoneMutationOptions(useQueryClient()));
}
