import { callRoute } from '@fresh-pouf/api-client';
import { publicApi, type EmailCheckResponse } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenHeaders } from '../lib/diagnostics-token';

export const EMAIL_CHECK_URL = publicApi.diagnostics.emailCheck.path;

export async function fetchEmailCheck(token: string | null, signal?: AbortSignal): Promise<EmailCheckResponse> {
  return callRoute(
    publicApi.diagnostics.emailCheck,
    {},
    { headers: tokenHeaders(token), ...(signal ? { signal } : {}) },
  );
}

/** Keyed by the token, so entering one runs the check again. */
export const emailCheckQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [EMAIL_CHECK_URL, token],
    queryFn: ({ signal }) => fetchEmailCheck(token, signal),
  });

export function useEmailCheck(token: string | null) {
  return useQuery(emailCheckQueryOptions(token));
}
