import { apiRequest } from '@fresh-pouf/api-client';
import {
  BILLING_PORTAL_SESSION_URL,
  type PaymentStatusQuery,
  portalSessionResponseSchema,
} from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/billing/portal-session: the payment just made (its client secret is the proof) opens Stripe's customer portal. */
export async function openPortal(payment: PaymentStatusQuery): Promise<string> {
  const response = await apiRequest('POST', BILLING_PORTAL_SESSION_URL, { body: payment });
  return portalSessionResponseSchema.parse(await response.json()).url;
}

export const openPortalMutationOptions = () =>
  mutationOptions({ mutationKey: ['billing', 'open-portal'], mutationFn: openPortal });

export function useOpenPortal() {
  return useMutation(openPortalMutationOptions());
}
