import { adminApi, type PriceAlertAcknowledged } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { WAITLIST_URL } from '../../waitlist/api/waitlist';
import { STATS_URL } from './stats';

export interface PriceAlertAcknowledgement {
  entryId: number;
  note: string;
}

/** POST /api/admin/waitlist/{id}/price-alert/acknowledge (admins only): clears the alert; the note goes to the audit log. */
export async function acknowledgePriceAlert({
  entryId,
  note,
}: PriceAlertAcknowledgement): Promise<PriceAlertAcknowledged> {
  return adminCall(adminApi.dashboard.acknowledgePriceAlert, { params: { id: entryId }, body: { note } });
}

export const acknowledgePriceAlertMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'acknowledge-price-alert'],
    mutationFn: acknowledgePriceAlert,
    // The dashboard's alert and the waitlist's badge are read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [STATS_URL] }),
        queryClient.invalidateQueries({ queryKey: [WAITLIST_URL] }),
      ]),
    meta: { failureToast: { title: 'Acknowledge failed', description: 'The alert is still open. Please try again.' } },
  });

export function useAcknowledgePriceAlert() {
  return useMutation(acknowledgePriceAlertMutationOptions(useQueryClient()));
}
