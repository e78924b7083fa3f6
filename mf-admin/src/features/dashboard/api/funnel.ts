import { adminFunnelSchema, type AdminFunnel, type FunnelDays } from '@fresh-pouf/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const FUNNEL_URL = '/api/admin/stats/funnel';

export async function fetchFunnel(days: FunnelDays): Promise<AdminFunnel> {
  return readJson(await adminRequest('GET', `${FUNNEL_URL}?days=${days}`), adminFunnelSchema);
}

export const funnelQueryOptions = (days: FunnelDays) =>
  queryOptions({
    queryKey: [FUNNEL_URL, days],
    queryFn: () => fetchFunnel(days),
    // Switching 30/90 keeps the last chart on screen until the other window arrives.
    placeholderData: keepPreviousData,
  });

export function useFunnel(days: FunnelDays) {
  return useQuery(funnelQueryOptions(days));
}
