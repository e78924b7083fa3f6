import { apiRequest } from '@fresh-pouf/api-client';
import { envCheckResponseSchema, type EnvCheckResponse } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenHeaders } from '../lib/diagnostics-token';
import { parseAnswer } from '../lib/parse-answer';

export const ENV_CHECK_URL = '/api/env-check';

export async function fetchEnvCheck(token: string | null, signal?: AbortSignal): Promise<EnvCheckResponse> {
  const response = await apiRequest('GET', ENV_CHECK_URL, {
    headers: tokenHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return parseAnswer(response, envCheckResponseSchema);
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
