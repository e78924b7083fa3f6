import { apiRequest } from '@fresh-pouf/api-client';
import { emailCheckResponseSchema, type EmailCheckResponse } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenHeaders } from '../lib/diagnostics-token';
import { parseAnswer } from '../lib/parse-answer';

export const EMAIL_CHECK_URL = '/api/email-check';

export async function fetchEmailCheck(token: string | null, signal?: AbortSignal): Promise<EmailCheckResponse> {
  const response = await apiRequest('GET', EMAIL_CHECK_URL, {
    headers: tokenHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return parseAnswer(response, emailCheckResponseSchema);
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
