import { callRoute, type RouteCallOptions } from '@fresh-pouf/api-client';
import { type PaymentStatus, type PaymentStatusQuery, publicApi } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

const STATUS_POLL_MS = 3_000;
const MAX_STATUS_CHECKS = 40;
/** A payment the server could not confirm is asked about again, ever more gently: 5 s, 10 s, 20 s, then every 30 s. */
const RECHECK_FIRST_MS = 5_000;
const RECHECK_MAX_MS = 30_000;
const MAX_RECHECKS = 8;

/** When to ask again after an answer that confirms nothing, or after none; false once it is settled or after a few minutes. */
export function recheckDelay(answers: number): number | false {
  if (answers > MAX_RECHECKS) return false;
  return Math.min(RECHECK_FIRST_MS * 2 ** Math.max(answers - 1, 0), RECHECK_MAX_MS);
}

export async function fetchPaymentStatus(
  query: PaymentStatusQuery,
  options?: RouteCallOptions,
): Promise<PaymentStatus> {
  return callRoute(publicApi.checkout.paymentStatus, { query }, options);
}

export const paymentStatusQueryOptions = (query: PaymentStatusQuery | null) =>
  queryOptions({
    queryKey: [publicApi.checkout.paymentStatus.path, query],
    queryFn: ({ client }) =>
      query ? fetchPaymentStatus(query, { client }) : Promise.reject(new Error('no payment to check')),
    enabled: query !== null,
    // Card payments settle in seconds; a processing one is asked about again for a while, and one
    // the server could not confirm (its answer 'unknown', or no answer) a few times more gently.
    refetchInterval: (q) => {
      const { status, data, dataUpdateCount, errorUpdateCount } = q.state;
      if (status === 'success' && data?.status === 'processing')
        return dataUpdateCount < MAX_STATUS_CHECKS ? STATUS_POLL_MS : false;
      const unconfirmed = status === 'error' || data?.status === 'unknown';
      return unconfirmed ? recheckDelay(dataUpdateCount + errorUpdateCount) : false;
    },
  });

/** The server's word on a payment; null asks nothing (no payment, or no proof of it). */
export function usePaymentStatus(query: PaymentStatusQuery | null) {
  return useQuery(paymentStatusQueryOptions(query));
}
