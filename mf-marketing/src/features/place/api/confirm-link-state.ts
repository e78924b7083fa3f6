import { callRoute } from '@fresh-pouf/api-client';
import { type ConfirmLinkState, publicApi } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What an e-mailed confirm link is; reading it confirms nothing (mail scanners open links too). */
export async function fetchConfirmLinkState(token: string): Promise<ConfirmLinkState> {
  return callRoute(publicApi.waitlist.confirmLinkState, { body: { token } });
}

export const confirmLinkStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['waitlist', 'confirm-link', token],
    queryFn: () => fetchConfirmLinkState(token),
    retry: false,
    staleTime: Infinity,
  });

/** `enabled: false` where the page already knows (a form posted as HTML answered it). */
export function useConfirmLinkState(token: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...confirmLinkStateQueryOptions(token), enabled });
}
