import { callRoute } from '@fresh-pouf/api-client';
import { type LegalVersions, publicApi } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/legal/versions: the version in force of each legal document. */
export async function fetchLegalVersions(): Promise<LegalVersions> {
  return callRoute(publicApi.legal.versions, {});
}

export const legalVersionsQueryOptions = () =>
  queryOptions({ queryKey: [publicApi.legal.versions.path], queryFn: fetchLegalVersions });

export function useLegalVersions() {
  return useQuery(legalVersionsQueryOptions());
}
