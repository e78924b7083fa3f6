import { adminApi, type AdminStats } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const STATS_URL = adminApi.dashboard.stats.path;

export async function fetchStats(): Promise<AdminStats> {
  return adminCall(adminApi.dashboard.stats, {});
}

export const statsQueryOptions = () => queryOptions({ queryKey: [STATS_URL], queryFn: fetchStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
