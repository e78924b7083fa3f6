import { adminApi, type DataEraseResponse } from '@fresh-pouf/contracts';
import { toast } from '@fresh-pouf/ui';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { STATS_URL } from '../../dashboard/api/stats';
import { WAITLIST_URL } from '../../waitlist/api/waitlist';
import { DATA_REQUESTS_URL } from './data-requests';

/** POST /api/admin/waitlist/{id}/erase (GDPR article 17): says what became of the subscription and the Stripe customer. */
export async function eraseEntry(entryId: number): Promise<DataEraseResponse> {
  return adminCall(adminApi.dataRequests.erase, { params: { id: entryId } });
}

const ERASE_ENTRY_KEY = ['admin', 'erase-entry'];

export const eraseEntryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ERASE_ENTRY_KEY,
    mutationFn: eraseEntry,
    // Said here, not by the control that asked: the list read again may take that control away.
    // The row then shows 'Erased', and the person's open requests are done.
    onSuccess: (answer) => {
      toast({
        title: 'Data erased',
        description: answer.message,
        ...(answer.stripeCustomer === 'failed' || answer.stripeCustomer === 'by-hand'
          ? { variant: 'destructive' as const }
          : {}),
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [WAITLIST_URL] }),
        queryClient.invalidateQueries({ queryKey: [DATA_REQUESTS_URL] }),
        // A canceled subscription has left the dashboard's paying customers.
        queryClient.invalidateQueries({ queryKey: [STATS_URL] }),
      ]);
    },
    meta: { failureToast: { title: 'Erase failed', description: 'Nothing was erased. Please try again.' } },
  });

export function useEraseEntry() {
  return useMutation(eraseEntryMutationOptions(useQueryClient()));
}

export interface Erasure {
  entryId: number;
  message: string;
  /** When it was asked (ms): tells a new erasure from one a screen has already shown. */
  at: number;
}

/** The erasures made on this page so far, oldest first: screens say what happened from these, whichever control asked. */
export function useErasures(): Erasure[] {
  return useMutationState({
    filters: { mutationKey: ERASE_ENTRY_KEY, status: 'success' },
    select: (mutation) => ({
      entryId: mutation.state.variables as number,
      message: (mutation.state.data as DataEraseResponse).message,
      at: mutation.state.submittedAt,
    }),
  });
}
