import { adminApi, type AdminStats } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';
import { takeEarlyAnswer } from '../../../lib/early-requests';

export const STATS_URL = adminApi.dashboard.stats.path;

export async function fetchStats(): Promise<AdminStats> {
  return adminCall(adminApi.dashboard.stats, {});
}

export const statsQueryOptions = () => queryOptions({ queryKey: [STATS_URL], queryFn: fetchStats });

/** The numbers, drawn with the screen's first render when the page's early answer is already in. */
export function useStats() {
  return useQuery({ ...statsQueryOptions(), initialData: () => takeEarlyAnswer(adminApi.dashboard.stats, {}) });
}
