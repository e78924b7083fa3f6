import { test } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { BASE_URL } from '../ports';
import { E2E_STRIPE_ENV, FAKE_STRIPE_PORT } from './stripe-env';

/**
 * The fake Stripe API for one describe block, on the port the test site's bff-public calls,
 * delivering its events to the site's webhook through the gateway as Stripe would. Call inside
 * test.describe; the returned function gives the running fake.
 */
export function useFakeStripe(): () => FakeStripe {
  let stripe: FakeStripe | undefined;
  test.beforeAll(async () => {
    stripe = await startFakeStripe({ port: FAKE_STRIPE_PORT });
    stripe.setWebhook({ url: `${BASE_URL}/api/stripe/webhook`, secret: E2E_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
  });
  test.afterAll(async () => {
    await stripe?.close();
  });
  return () => {
    if (!stripe) throw new Error('the fake Stripe is not running');
    return stripe;
  };
}
