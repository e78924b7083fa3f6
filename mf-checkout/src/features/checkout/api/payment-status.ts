import { apiRequest } from '@fresh-pouf/api-client';
import { PAYMENT_STATUS_URL, type PaymentStatus, type PaymentStatusQuery, paymentStatusSchema } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

const STATUS_POLL_MS = 3_000;
const MAX_STATUS_CHECKS = 40;

export async function fetchPaymentStatus(query: PaymentStatusQuery): Promise<PaymentStatus> {
  const response = await apiRequest('GET', `${PAYMENT_STATUS_URL}?${new URLSearchParams(query).toString()}`);
  return paymentStatusSchema.parse(await response.json());
}

export const paymentStatusQueryOptions = (query: PaymentStatusQuery | null) =>
  queryOptions({
    queryKey: [PAYMENT_STATUS_URL, query],
    queryFn: () => (query ? fetchPaymentStatus(query) : Promise.reject(new Error('no payment to check'))),
    enabled: query !== null,
    // Card payments settle in seconds; a processing one is asked about again for a while.
    refetchInterval: (q) => (q.state.data?.status === 'processing' && q.state.dataUpdateCount < MAX_STATUS_CHECKS ? STATUS_POLL_MS : false),
  });

/** The server's word on a payment; null asks nothing (no payment, or no proof of it). */
export function usePaymentStatus(query: PaymentStatusQuery | null) {
  return useQuery(paymentStatusQueryOptions(query));
}
