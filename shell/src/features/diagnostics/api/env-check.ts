import { callRoute } from '@fresh-pouf/api-client';
import { publicApi, type EnvCheckResponse } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenHeaders } from '../lib/diagnostics-token';

export const ENV_CHECK_URL = publicApi.diagnostics.envCheck.path;

export async function fetchEnvCheck(token: string | null, signal?: AbortSignal): Promise<EnvCheckResponse> {
  return callRoute(publicApi.diagnostics.envCheck, {}, { headers: tokenHeaders(token), ...(signal ? { signal } : {}) });
}

export const envCheckQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [ENV_CHECK_URL, token],
    queryFn: ({ signal }) => fetchEnvCheck(token, signal),
    enabled,
  });

/** The fallback: only asked once the e-mail check has failed. */
export function useEnvCheck(token: string | null, { enabled }: { enabled: boolean }) {
  return useQuery(envCheckQueryOptions(token, enabled));
}
