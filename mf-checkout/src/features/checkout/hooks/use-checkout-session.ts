import { CHECKOUT_MESSAGES, type CheckoutCustomer, WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { toast } from '@fresh-pouf/ui';
import { useEffect } from 'react';
import { useCheckoutConfig } from '../api/checkout-config';
import { PaymentSessionError, useCreateSubscription } from '../api/create-subscription';
import { setupFailedToast } from '../lib/checkout-toasts';
import { stripeFor } from '../lib/load-stripe';
import type { PlanDetails } from '../lib/plan-details';
import { subscriptionRequest } from '../lib/subscription-request';

export type CheckoutSession =
  | { kind: 'loading' }
  | { kind: 'needs-customer' }
  | { kind: 'error'; message: string; detail?: string | undefined }
  | { kind: 'check-inbox' }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'ready'; clientSecret: string; publishableKey: string; amount: number };

/**
 * Loading, then the payment form or the error card (docs/product/checkout-and-payments.md#checkout-states). Without a publishable
 * key the server has no Stripe keys either, so nothing is asked of it; nor is anybody asked
 * for a name and e-mail before that is known.
 */
export function useCheckoutSession(
  details: PlanDetails,
  customer: CheckoutCustomer | null,
  checkoutToken: string,
): CheckoutSession {
  const config = useCheckoutConfig();
  const publishableKey = config.data?.publishableKey ?? null;
  const body = subscriptionRequest(details, customer, checkoutToken);
  const session = useCreateSubscription(body, { enabled: publishableKey !== null });

  // Stripe.js downloads while the server creates the subscription, not after it.
  const canPay = publishableKey !== null && body !== null;
  useEffect(() => {
    if (canPay && publishableKey) stripeFor(publishableKey).catch(() => undefined);
  }, [canPay, publishableKey]);

  const checkInbox =
    session.error instanceof PaymentSessionError && session.error.detail === CHECKOUT_MESSAGES.verifyByEmail;
  // Too many sign-ups from the visitor's network: the server says to wait. The spec's setup toast
  // ("Please try again") and 'Failed to create payment session' would contradict it, so the
  // page says the server's reason once, like the "check your inbox" notice.
  const limited = session.error instanceof PaymentSessionError && session.error.status === 429 ? session.error : null;
  const failed = config.isError || (session.isError && !checkInbox && !limited);
  useEffect(() => {
    if (failed) toast(setupFailedToast());
  }, [failed]);

  if (config.isError) return { kind: 'error', message: CHECKOUT_MESSAGES.setupFailed };
  if (config.isPending) return { kind: 'loading' };
  if (publishableKey === null) return { kind: 'error', message: CHECKOUT_MESSAGES.notConfigured };
  if (!body) return { kind: 'needs-customer' };
  if (checkInbox) return { kind: 'check-inbox' };
  if (limited) return { kind: 'rate-limited', message: limited.detail ?? WAITLIST_MESSAGES.rateLimited };
  if (session.isError) {
    const detail = session.error instanceof PaymentSessionError ? session.error.detail : undefined;
    return { kind: 'error', message: CHECKOUT_MESSAGES.setupFailed, detail };
  }
  if (session.isPending) return { kind: 'loading' };
  return {
    kind: 'ready',
    clientSecret: session.data.clientSecret,
    publishableKey,
    amount: session.data.amount ?? body.planDetails.amount,
  };
}
