import { callRoute } from '@fresh-pouf/api-client';
import { type NewConfirmLinkRequest, publicApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** A new confirm link, for an expired link's entry or an address; the answer is the same either way. */
export async function requestConfirmLink(request: NewConfirmLinkRequest): Promise<void> {
  await callRoute(publicApi.waitlist.newConfirmLink, { body: request });
}

export const requestConfirmLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['waitlist', 'request-confirm-link'], mutationFn: requestConfirmLink });

export function useRequestConfirmLink() {
  return useMutation(requestConfirmLinkMutationOptions());
}
