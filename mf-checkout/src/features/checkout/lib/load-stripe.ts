import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js from js.stripe.com, once per key. The "pure" entry adds the script only when a
 * key is known, so pages that never take a payment never download it.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((err: unknown) => {
      loaded.delete(publishableKey);
      throw err;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
