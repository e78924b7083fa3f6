import { Elements } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { stripeFor } from '../lib/load-stripe';
import { PaymentForm } from './payment-form';

interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** The purchase's price with its period ("$7.49/2 months"). */
  price: string;
}

/** The Stripe Payment Element for one subscription's first payment. */
export function StripePayment({ publishableKey, clientSecret, price }: StripePaymentProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm price={price} onReady={() => performance.mark('checkout:payment-form-ready')} />
    </Elements>
  );
}
