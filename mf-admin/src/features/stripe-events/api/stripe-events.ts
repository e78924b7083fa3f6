import { adminApi, type StripeEventLogPage, type StripeEventOutcome } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const STRIPE_EVENTS_URL = adminApi.payments.stripeEvents.path;

export interface StripeEventFilter {
  outcome?: StripeEventOutcome | undefined;
  type?: string | undefined;
}

/** GET /api/admin/stripe-events: the newest webhook events, filtered (admins only). */
export async function fetchStripeEvents(filter: StripeEventFilter): Promise<StripeEventLogPage> {
  return adminCall(adminApi.payments.stripeEvents, {
    query: { outcome: filter.outcome, type: filter.type?.trim() || undefined },
  });
}

export const stripeEventsQueryOptions = (filter: StripeEventFilter) =>
  queryOptions({
    queryKey: [STRIPE_EVENTS_URL, filter.outcome ?? 'all', filter.type?.trim() ?? ''],
    queryFn: () => fetchStripeEvents(filter),
  });

export function useStripeEvents(filter: StripeEventFilter) {
  return useQuery(stripeEventsQueryOptions(filter));
}
