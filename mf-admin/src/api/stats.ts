import { adminStatsSchema } from '@fresh-pouf/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from './admin-request';

export const STATS_URL = '/api/admin/stats';

export function useStats() {
  return useQuery({
    queryKey: [STATS_URL],
    queryFn: async () => readJson(await adminRequest('GET', STATS_URL), adminStatsSchema),
  });
}
