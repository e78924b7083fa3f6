import { DATA_REQUESTS_API, dataRequestsResponseSchema, type DataRequest } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest, readJson } from '../../../lib/admin-request';

/** GET /api/admin/data-requests: the open erasure requests, oldest first (admins only). */
export async function fetchDataRequests(): Promise<DataRequest[]> {
  return (await readJson(await adminRequest('GET', DATA_REQUESTS_API.list), dataRequestsResponseSchema)).requests;
}

export const dataRequestsQueryOptions = () =>
  queryOptions({ queryKey: [DATA_REQUESTS_API.list], queryFn: fetchDataRequests });

export function useDataRequests() {
  return useQuery(dataRequestsQueryOptions());
}
