import { adminStatsSchema, type AdminStats } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

export const STATS_URL = '/api/admin/stats';

export async function fetchStats(): Promise<AdminStats> {
  return readJson(await adminRequest('GET', STATS_URL), adminStatsSchema);
}

export const statsQueryOptions = () => queryOptions({ queryKey: [STATS_URL], queryFn: fetchStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
