import { CHECKOUT_MESSAGES, type CheckoutCustomer, earlyBirdPurchase, pricePerPeriod } from '@fresh-pouf/contracts';
import { useCheckoutSession } from '../hooks/use-checkout-session';
import type { PlanDetails } from '../lib/plan-details';
import { CheckoutErrorCard } from './checkout-error-card';
import { CheckoutLoading } from './checkout-loading';
import { StripePayment } from './stripe-payment';

interface CheckoutSessionProps {
  details: PlanDetails;
  customer: CheckoutCustomer | null;
  checkoutToken: string;
}

/** Who pays is known (or payments are off): the payment session, then the card form or why not. */
export function CheckoutSession({ details, customer, checkoutToken }: CheckoutSessionProps) {
  const session = useCheckoutSession(details, customer, checkoutToken);
  // Nobody to bill yet is the page's own "who pays" form (routes/checkout-page), never drawn here.
  if (session.kind === 'loading' || session.kind === 'needs-customer') return <CheckoutLoading />;
  if (session.kind === 'error') {
    // The Early Bird came to pay: if that cannot happen, the waitlist keeps them (spec: no lead lost).
    const keep = customer
      ? { customer, details, automatic: session.message === CHECKOUT_MESSAGES.notConfigured }
      : 'without-sign-up';
    return <CheckoutErrorCard message={session.message} detail={session.detail} keep={keep} />;
  }
  // The waitlist counts against the same limit, so it is not offered instead: Go Back only.
  if (session.kind === 'rate-limited')
    return <CheckoutErrorCard title={CHECKOUT_MESSAGES.rateLimitedTitle} message={session.message} tone="notice" />;
  if (session.kind === 'check-inbox')
    return (
      <CheckoutErrorCard
        title={CHECKOUT_MESSAGES.verifyByEmailTitle}
        message={CHECKOUT_MESSAGES.verifyByEmail}
        tone="notice"
      />
    );
  return (
    <StripePayment
      publishableKey={session.publishableKey}
      clientSecret={session.clientSecret}
      // The period of the purchase (a plan link without `frequency` bills at the plan's own rhythm), as the summary shows it.
      price={pricePerPeriod(session.amount, earlyBirdPurchase(details).frequency)}
    />
  );
}
