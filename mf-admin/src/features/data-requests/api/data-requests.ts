import { adminApi, type DataRequest } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

/** GET /api/admin/data-requests: the open erasure requests, oldest first (admins only). */
export const DATA_REQUESTS_URL = adminApi.dataRequests.list.path;

export async function fetchDataRequests(): Promise<DataRequest[]> {
  return (await adminCall(adminApi.dataRequests.list, {})).requests;
}

export const dataRequestsQueryOptions = () =>
  queryOptions({ queryKey: [DATA_REQUESTS_URL], queryFn: fetchDataRequests });

export function useDataRequests() {
  return useQuery(dataRequestsQueryOptions());
}
