import { adminApi, type AdminFunnel, type FunnelDays } from '@fresh-pouf/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { takeEarlyAnswer } from '../../../lib/early-requests';

export const FUNNEL_URL = adminApi.dashboard.funnel.path;

export async function fetchFunnel(days: FunnelDays): Promise<AdminFunnel> {
  return adminCall(adminApi.dashboard.funnel, { query: { days } });
}

export const funnelQueryOptions = (days: FunnelDays) =>
  queryOptions({
    queryKey: [FUNNEL_URL, days],
    queryFn: () => fetchFunnel(days),
    // Switching 30/90 keeps the last chart on screen until the other window arrives.
    placeholderData: keepPreviousData,
  });

export function useFunnel(days: FunnelDays) {
  return useQuery({
    ...funnelQueryOptions(days),
    initialData: () => takeEarlyAnswer(adminApi.dashboard.funnel, { query: { days } }),
  });
}
