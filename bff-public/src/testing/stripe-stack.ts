import { createHash, randomUUID } from 'node:crypto';
import { WAITLIST_ENTRY_PLACEHOLDER_ID } from '@fresh-pouf/contracts';
import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { startTestCore, type TestCore } from 'core-service/testing';
import type { BffPublicConfig } from '../config';
import { startTestBff } from './start-test-bff';

export const STACK_WEBHOOK_SECRET = 'whsec_test_stack_secret';

export interface StripeStack {
  core: TestCore;
  stripe: FakeStripe;
  bff: Awaited<ReturnType<typeof startTestBff>>;
  /** A Stripe event, signed as Stripe would, delivered to the webhook. */
  deliver(type: string, object: unknown): Promise<Response>;
  /** A monthly Early Bird ($6.74) who paid through checkout and Stripe's webhook. */
  paidMonthly(
    label: string,
  ): Promise<{ id: number; email: string; stripe_customer_id: string; stripe_subscription_id: string }>;
  /**
   * What the Stripe.js test double's confirmPayment does in the browser: the typed card number
   * sent to the fake's confirm endpoint with the checkout's client secret (402 for a declined card).
   */
  confirmPayment(clientSecret: string, cardNumber: string): Promise<Response>;
  close(): Promise<void>;
}

export interface StripeStackOptions {
  /** core-service's own settings (an e-mail provider, say). */
  core?: Parameters<typeof startTestCore>[0];
  /** The fake Stripe delivers the events it makes (a confirmed payment, a renewal, an expiry) to the stack's webhook, as Stripe would. */
  webhook?: boolean;
}

/** A real core, the fake Stripe and a bff-public configured for payments between them. */
export async function startStripeStack(
  overrides: Partial<BffPublicConfig> = {},
  options: StripeStackOptions = {},
): Promise<StripeStack> {
  const core = await startTestCore(options.core);
  const stripe = await startFakeStripe();
  const bff = await startTestBff(core, {
    STRIPE_SECRET_KEY: 'sk_test_stack',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stack',
    STRIPE_WEBHOOK_SECRET: STACK_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    WAITLIST_RATE_LIMIT_MAX: 1000,
    ...overrides,
  });
  if (options.webhook) stripe.setWebhook({ url: `${bff.url}/api/stripe/webhook`, secret: STACK_WEBHOOK_SECRET });
  const deliver = (type: string, object: unknown) => {
    const event = stripe.signedEvent(type, object, { secret: STACK_WEBHOOK_SECRET });
    return bff.post('/api/stripe/webhook', event.payload, { 'stripe-signature': event.header });
  };
  return {
    core,
    stripe,
    bff,
    deliver,
    async paidMonthly(label) {
      const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
      const res = await bff.post('/api/create-subscription', {
        waitlistEntryId: WAITLIST_ENTRY_PLACEHOLDER_ID,
        planId: 'monthly',
        isSubscription: true,
        planDetails: { planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 },
        customer: { email, fullName: 'Grace Hopper', joinDate: '2026-11-21' },
        checkoutToken: createHash('sha256').update(email).digest('base64url'),
      });
      if (res.status !== 200) throw new Error(`create-subscription answered ${res.status}`);
      const [row] = await core.query<{ id: number; stripe_customer_id: string; stripe_subscription_id: string }>(
        'SELECT id, stripe_customer_id, stripe_subscription_id FROM waitlist_entries WHERE email = $1',
        [email],
      );
      if (!row) throw new Error('no entry');
      const sub = stripe.subscriptions.get(row.stripe_subscription_id);
      if (sub) sub.status = 'active';
      const paid = await deliver('invoice.paid', stripe.invoiceFor(row.stripe_subscription_id, true));
      if (paid.status !== 200) throw new Error(`webhook answered ${paid.status}`);
      return { email, ...row };
    },
    confirmPayment(clientSecret, cardNumber) {
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      return fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        body: new URLSearchParams({ client_secret: clientSecret, card_number: cardNumber }),
      });
    },
    async close() {
      await bff.close();
      await stripe.close();
      await core.close();
    },
  };
}
