import { callRoute } from '@fresh-pouf/api-client';
import { type PortalLinkRequest, publicApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/billing/portal-link: a link into the portal, mailed if the address has a subscription (the answer is the same either way). */
export async function requestPortalLink(request: PortalLinkRequest): Promise<void> {
  await callRoute(publicApi.billing.portalLink, { body: request });
}

export const requestPortalLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['billing', 'request-portal-link'], mutationFn: requestPortalLink });

export function useRequestPortalLink() {
  return useMutation(requestPortalLinkMutationOptions());
}
