import { callRoute } from '@fresh-pouf/api-client';
import { type PaymentStatusQuery, publicApi } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/billing/portal-session: the payment just made (its client secret is the proof) opens Stripe's customer portal. */
export async function openPortal(payment: PaymentStatusQuery): Promise<string> {
  return (await callRoute(publicApi.billing.portalSession, { body: payment })).url;
}

export const openPortalMutationOptions = () =>
  mutationOptions({ mutationKey: ['billing', 'open-portal'], mutationFn: openPortal });

export function useOpenPortal() {
  return useMutation(openPortalMutationOptions());
}
