import { adminApi, type StripeEventLogEntry } from '@fresh-pouf/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { STRIPE_EVENTS_URL } from './stripe-events';

/** POST /api/admin/stripe-events/{id}/replay: applies a failed event again; answers what became of it. */
export async function replayStripeEvent(eventId: string): Promise<StripeEventLogEntry> {
  return adminCall(adminApi.payments.replayStripeEvent, { params: { eventId } });
}

export const replayStripeEventMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'replay-stripe-event'],
    mutationFn: replayStripeEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STRIPE_EVENTS_URL] }),
    meta: {
      failureToast: { title: 'Replay failed', description: 'The event could not be replayed. Please try again.' },
    },
  });

export function useReplayStripeEvent() {
  return useMutation(replayStripeEventMutationOptions(useQueryClient()));
}
