import type { Frequency } from '@fresh-pouf/contracts';
import { Elements } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { stripeFor } from '../lib/load-stripe';
import { PaymentForm } from './payment-form';

interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  frequency: Frequency;
}

/** The Stripe Payment Element for one subscription's first payment. */
export function StripePayment({ publishableKey, clientSecret, amount, frequency }: StripePaymentProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm
        amount={amount}
        frequency={frequency}
        onReady={() => performance.mark('checkout:payment-form-ready')}
      />
    </Elements>
  );
}
