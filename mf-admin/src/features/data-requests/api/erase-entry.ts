import { DATA_REQUESTS_API, dataEraseResponseSchema, type DataEraseResponse } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';
import { STATS_URL } from '../../dashboard/api/stats';

/** POST /api/admin/waitlist/{id}/erase (GDPR article 17): says what became of the subscription and the Stripe customer. */
export async function eraseEntry(entryId: number): Promise<DataEraseResponse> {
  return readJson(await adminRequest('POST', DATA_REQUESTS_API.erase(entryId)), dataEraseResponseSchema);
}

export const eraseEntryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'erase-entry'],
    mutationFn: eraseEntry,
    // The row now shows 'Erased', the person's open requests are done, and a canceled
    // subscription has left the dashboard's paying customers.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/admin/waitlist'] }),
        queryClient.invalidateQueries({ queryKey: [DATA_REQUESTS_API.list] }),
        queryClient.invalidateQueries({ queryKey: [STATS_URL] }),
      ]),
    meta: { failureToast: { title: 'Erase failed', description: 'Nothing was erased. Please try again.' } },
  });

export function useEraseEntry() {
  return useMutation(eraseEntryMutationOptions(useQueryClient()));
}
