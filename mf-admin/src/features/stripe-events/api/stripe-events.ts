import { type StripeEventLogPage, stripeEventLogPageSchema, type StripeEventOutcome } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const STRIPE_EVENTS_URL = '/api/admin/stripe-events';

export interface StripeEventFilter {
  outcome?: StripeEventOutcome | undefined;
  type?: string | undefined;
}

export function stripeEventsUrl(filter: StripeEventFilter): string {
  const params = new URLSearchParams();
  if (filter.outcome) params.set('outcome', filter.outcome);
  if (filter.type?.trim()) params.set('type', filter.type.trim());
  const query = params.toString();
  return query ? `${STRIPE_EVENTS_URL}?${query}` : STRIPE_EVENTS_URL;
}

/** GET /api/admin/stripe-events: the newest webhook events, filtered (admins only). */
export async function fetchStripeEvents(filter: StripeEventFilter): Promise<StripeEventLogPage> {
  return readJson(await adminRequest('GET', stripeEventsUrl(filter)), stripeEventLogPageSchema);
}

export const stripeEventsQueryOptions = (filter: StripeEventFilter) =>
  queryOptions({
    queryKey: [STRIPE_EVENTS_URL, filter.outcome ?? 'all', filter.type?.trim() ?? ''],
    queryFn: () => fetchStripeEvents(filter),
  });

export function useStripeEvents(filter: StripeEventFilter) {
  return useQuery(stripeEventsQueryOptions(filter));
}
