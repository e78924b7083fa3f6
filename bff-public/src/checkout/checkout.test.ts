import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  checkoutConfigSchema,
  createSubscriptionResponseSchema,
  FREQUENCIES,
  type Frequency,
  WAITLIST_ENTRY_PLACEHOLDER_ID,
  WAITLIST_MESSAGES,
} from '@fresh-pouf/contracts';
import { startTestCore, type TestCore } from 'core-service/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../stripe/testing/fake-stripe';
import { startTestBff } from '../testing/start-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;
const WEBHOOK_SECRET = 'whsec_test_checkout_secret';
const PUBLISHABLE_KEY = 'pk_test_checkout';

// Spec section 9, written out by hand (not computed with the code under test).
const FIXED: Array<[string, Frequency, number, number]> = [
  ['monthly', 'monthly', 6.74, 1],
  ['bi-monthly', 'bi-monthly', 7.49, 2],
  ['quarterly', 'quarterly', 9.74, 3],
];
const FAMILY: Record<Frequency, Record<number, number>> = {
  monthly: { 2: 11.99, 3: 17.08, 4: 21.57, 5: 25.47 },
  'bi-monthly': { 2: 13.18, 3: 18.79, 4: 23.73, 5: 28.01 },
  quarterly: { 2: 14.98, 3: 21.35, 4: 26.97, 5: 31.84 },
};
const MONTHS: Record<Frequency, number> = { monthly: 1, 'bi-monthly': 2, quarterly: 3 };

const request = (plan: { planId: string; poufs: number; frequency: string; amount: number }, email = uniqueEmail()) => ({
  waitlistEntryId: WAITLIST_ENTRY_PLACEHOLDER_ID,
  planId: plan.planId,
  isSubscription: true,
  planDetails: plan,
  customer: { email, fullName: 'Grace Hopper', joinDate: '2026-11-21' },
});
const uniqueEmail = () => `bird-${randomUUID().slice(0, 8)}@example.com`;

interface EntryRow {
  id: number;
  email: string;
  early_bird: boolean;
  has_early_bird_discount: boolean;
  payment_made: boolean;
  payment_amount: string | null;
  payment_method: string | null;
  payment_date: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_payment_intent_id: string | null;
}

describe('checkout API with Stripe configured', () => {
  let core: TestCore;
  let stripe: FakeStripe;
  let bff: Bff;
  const entry = async (email: string) =>
    (await core.query<EntryRow>('SELECT * FROM waitlist_entries WHERE email = $1', [email]))[0];

  beforeAll(async () => {
    core = await startTestCore();
    stripe = await startFakeStripe();
    bff = await startTestBff(core, {
      STRIPE_SECRET_KEY: 'sk_test_checkout',
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      WAITLIST_RATE_LIMIT_MAX: 1000,
    });
  });
  afterAll(async () => {
    await bff?.close();
    await stripe?.close();
    await core?.close();
  });
  beforeEach(() => stripe.setMode('ok'));

  const subscribe = async (body: unknown) => {
    const res = await bff.post('/api/create-subscription', body);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const subscriptionCreates = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');

  it('serves the publishable key at run time', async () => {
    const res = await fetch(`${bff.url}/api/checkout/config`);
    expect(checkoutConfigSchema.parse(await res.json())).toEqual({ publishableKey: PUBLISHABLE_KEY });
  });

  it.each(FIXED)('%s: charges $%d every %s, at the locked price', async (planId, frequency, amount, months) => {
    const email = uniqueEmail();
    const { status, body } = await subscribe(request({ planId, poufs: 1, frequency, amount }, email));
    expect(status).toBe(200);
    const answer = createSubscriptionResponseSchema.parse(body);
    expect(answer.amount).toBe(amount);
    const row = await entry(email);
    const sub = stripe.subscriptions.get(row?.stripe_subscription_id ?? '');
    expect(sub).toMatchObject({ unitAmount: Math.round(amount * 100), intervalCount: months, status: 'incomplete' });
    expect(answer.clientSecret).toBe(stripe.intents.get(sub?.paymentIntentId ?? '')?.clientSecret);
    expect(row).toMatchObject({ early_bird: true, has_early_bird_discount: true, payment_made: false });
    expect(row?.stripe_payment_intent_id).toBe(sub?.paymentIntentId);
    expect(stripe.customers.get(row?.stripe_customer_id ?? '')).toMatchObject({ email, name: 'Grace Hopper' });
  });

  for (const frequency of FREQUENCIES) {
    for (const poufs of [2, 3, 4, 5]) {
      const amount = FAMILY[frequency][poufs] ?? 0;
      it(`family, ${poufs} poufs ${frequency}: $${amount}`, async () => {
        const email = uniqueEmail();
        const { status, body } = await subscribe(request({ planId: 'family', poufs, frequency, amount }, email));
        expect(status).toBe(200);
        expect(createSubscriptionResponseSchema.parse(body).amount).toBe(amount);
        const row = await entry(email);
        expect(stripe.subscriptions.get(row?.stripe_subscription_id ?? '')).toMatchObject({
          unitAmount: Math.round(amount * 100),
          intervalCount: MONTHS[frequency],
        });
      });
    }
  }

  it('refuses a tampered amount and creates nothing anywhere', async () => {
    const before = stripe.requests.length;
    const email = uniqueEmail();
    const { status, body } = await subscribe(request({ planId: 'family', poufs: 5, frequency: 'quarterly', amount: 0.5 }, email));
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: CHECKOUT_MESSAGES.amountMismatch });
    expect(stripe.requests.length).toBe(before);
    expect(await entry(email)).toBeUndefined();
  });

  it.each([
    ['an unknown plan', { planId: 'weekly', poufs: 1, frequency: 'monthly', amount: 6.74 }],
    ['0 poufs', { planId: 'family', poufs: 0, frequency: 'monthly', amount: 6.99 }],
    ['6 poufs', { planId: 'family', poufs: 6, frequency: 'monthly', amount: 30 }],
    ['an unknown frequency', { planId: 'family', poufs: 2, frequency: 'weekly', amount: 11.99 }],
  ])('refuses %s', async (_label, plan) => {
    const before = stripe.requests.length;
    const email = uniqueEmail();
    const { status } = await subscribe(request(plan, email));
    expect(status).toBe(400);
    expect(stripe.requests.length).toBe(before);
    expect(await entry(email)).toBeUndefined();
  });

  it('refuses a request with no e-mail to bill', async () => {
    const body = request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 });
    const { status } = await subscribe({ ...body, customer: undefined });
    expect(status).toBe(400);
  });

  it('a repeated request makes one customer and one subscription', async () => {
    const email = uniqueEmail();
    const body = request({ planId: 'bi-monthly', poufs: 1, frequency: 'bi-monthly', amount: 7.49 }, email);
    const creates = subscriptionCreates().length;
    const first = createSubscriptionResponseSchema.parse((await subscribe(body)).body);
    const second = createSubscriptionResponseSchema.parse((await subscribe(body)).body);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect([...stripe.customers.values()].filter((c) => c.email === email)).toHaveLength(1);
    expect(subscriptionCreates().length).toBe(creates + 1);
  });

  it('a double click (two requests at once) still makes one subscription', async () => {
    const email = uniqueEmail();
    const body = request({ planId: 'quarterly', poufs: 1, frequency: 'quarterly', amount: 9.74 }, email);
    const [a, b] = await Promise.all([subscribe(body), subscribe(body)]);
    expect(createSubscriptionResponseSchema.parse(a.body).clientSecret).toBe(createSubscriptionResponseSchema.parse(b.body).clientSecret);
    expect([...stripe.customers.values()].filter((c) => c.email === email)).toHaveLength(1);
    const subs = [...stripe.subscriptions.values()].filter((s) => stripe.customers.get(s.customer)?.email === email);
    expect(subs).toHaveLength(1);
    expect(subscriptionCreates().every((r) => r.idempotencyKey)).toBe(true);
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').every((r) => r.idempotencyKey)).toBe(true);
  });

  it('a subscription Stripe made but the entry never recorded is found and reused, not made twice', async () => {
    const email = uniqueEmail();
    const body = request({ planId: 'family', poufs: 4, frequency: 'monthly', amount: 21.57 }, email);
    const first = createSubscriptionResponseSchema.parse((await subscribe(body)).body);
    await core.query('UPDATE waitlist_entries SET stripe_subscription_id = NULL, stripe_payment_intent_id = NULL WHERE email = $1', [email]);
    const creates = subscriptionCreates().length;
    const again = createSubscriptionResponseSchema.parse((await subscribe(body)).body);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(subscriptionCreates().length).toBe(creates);
    expect((await entry(email))?.stripe_subscription_id).toMatch(/^sub_/);
  });

  it('a changed plan replaces the unpaid subscription instead of adding a second one', async () => {
    const email = uniqueEmail();
    await subscribe(request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email));
    const first = (await entry(email))?.stripe_subscription_id ?? '';
    const { status } = await subscribe(request({ planId: 'family', poufs: 2, frequency: 'monthly', amount: 11.99 }, email));
    expect(status).toBe(200);
    const second = (await entry(email))?.stripe_subscription_id ?? '';
    expect(second).not.toBe(first);
    expect(stripe.subscriptions.get(first)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(second)?.unitAmount).toBe(1199);
  });

  it('when Stripe is down: a clear error, the sign-up kept, and a retry later works', async () => {
    const email = uniqueEmail();
    const body = request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email);
    stripe.setMode('down');
    const failed = await subscribe(body);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ message: CHECKOUT_MESSAGES.providerUnavailable });
    expect(await entry(email)).toMatchObject({ email, early_bird: true, payment_made: false, stripe_subscription_id: null });
    stripe.setMode('ok');
    expect((await subscribe(body)).status).toBe(200);
    expect((await entry(email))?.stripe_subscription_id).toMatch(/^sub_/);
  });

  describe('webhook', () => {
    const deliver = (payload: string, header: string) =>
      bff.post('/api/stripe/webhook', payload, { 'stripe-signature': header });

    async function subscribedEntry() {
      const email = uniqueEmail();
      await subscribe(request({ planId: 'family', poufs: 3, frequency: 'bi-monthly', amount: 18.79 }, email));
      const row = await entry(email);
      return { email, sub: row?.stripe_subscription_id ?? '' };
    }

    it('a valid invoice.paid marks the entry paid, once, even when delivered twice', async () => {
      const { email, sub } = await subscribedEntry();
      const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET });
      const first = await deliver(event.payload, event.header);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ outcome: 'applied' });
      const again = await deliver(event.payload, event.header);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
      const row = await entry(email);
      expect(row).toMatchObject({ payment_made: true, payment_amount: '18.79', payment_method: 'card' });
      expect(row?.payment_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await core.query('SELECT event_id FROM processed_stripe_events WHERE event_id = $1', [event.id])).toHaveLength(1);
    });

    it('a bad signature gets 400 and changes nothing', async () => {
      const { email, sub } = await subscribedEntry();
      const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: 'whsec_someone_else' });
      const res = await deliver(event.payload, event.header);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: CHECKOUT_MESSAGES.invalidSignature });
      const tampered = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET });
      expect((await deliver(tampered.payload.replace('"amount_paid":1879', '"amount_paid":1'), tampered.header)).status).toBe(400);
      expect((await deliver(tampered.payload, '')).status).toBe(400);
      expect((await entry(email))?.payment_made).toBe(false);
      expect(await core.query('SELECT event_id FROM processed_stripe_events WHERE event_id = $1', [event.id])).toHaveLength(0);
    });

    it('a stale timestamp gets 400 and changes nothing', async () => {
      const { email, sub } = await subscribedEntry();
      const oldTimestamp = Math.floor(Date.now() / 1000) - 60 * 60;
      const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET, timestamp: oldTimestamp });
      expect((await deliver(event.payload, event.header)).status).toBe(400);
      expect((await entry(email))?.payment_made).toBe(false);
    });

    it('a failed payment leaves the entry unpaid', async () => {
      const { email, sub } = await subscribedEntry();
      const event = stripe.signedEvent('invoice.payment_failed', stripe.invoiceFor(sub, false), { secret: WEBHOOK_SECRET });
      expect((await deliver(event.payload, event.header)).status).toBe(200);
      expect(await entry(email)).toMatchObject({ payment_made: false, payment_amount: null });
    });

    it('events out of order leave the newest state: paid, then an older failure', async () => {
      const { email, sub } = await subscribedEntry();
      const now = Math.floor(Date.now() / 1000);
      const failed = stripe.signedEvent('invoice.payment_failed', stripe.invoiceFor(sub, false), { secret: WEBHOOK_SECRET, created: now - 10 });
      const paid = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET, created: now });
      await deliver(paid.payload, paid.header);
      await deliver(failed.payload, failed.header);
      expect((await entry(email))?.payment_made).toBe(true);
    });

    it('a deleted subscription ends the payment, even if an older payment arrives after it', async () => {
      const { email, sub } = await subscribedEntry();
      const now = Math.floor(Date.now() / 1000);
      const paid = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET, created: now - 10 });
      const deleted = stripe.signedEvent(
        'customer.subscription.deleted',
        { id: sub, object: 'subscription', customer: null, status: 'canceled' },
        { secret: WEBHOOK_SECRET, created: now },
      );
      await deliver(deleted.payload, deleted.header);
      await deliver(paid.payload, paid.header);
      expect((await entry(email))?.payment_made).toBe(false);
    });

    it('answers 5xx when core cannot record the event, so Stripe delivers it again', async () => {
      const { sub } = await subscribedEntry();
      const orphan = await startTestBff(
        { url: 'http://127.0.0.1:9', token: core.token },
        { STRIPE_SECRET_KEY: 'sk_test_checkout', STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
      );
      try {
        const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET });
        const res = await orphan.post('/api/stripe/webhook', event.payload, { 'stripe-signature': event.header });
        expect(res.status).toBeGreaterThanOrEqual(500);
        // The same event, delivered again once core is back, is applied.
        expect(await (await deliver(event.payload, event.header)).json()).toMatchObject({ outcome: 'applied' });
      } finally {
        await orphan.close();
      }
    });

    it('acknowledges events the product does not use, storing nothing', async () => {
      const event = stripe.signedEvent('customer.created', { id: 'cus_x', object: 'customer' }, { secret: WEBHOOK_SECRET });
      expect((await deliver(event.payload, event.header)).status).toBe(200);
      expect(await core.query('SELECT event_id FROM processed_stripe_events WHERE event_id = $1', [event.id])).toHaveLength(0);
    });
  });

  describe('payment status', () => {
    it("tells /success what Stripe says about the payment", async () => {
      const email = uniqueEmail();
      await subscribe(request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email));
      const intentId = (await entry(email))?.stripe_payment_intent_id ?? '';
      const status = async () => (await fetch(`${bff.url}/api/checkout/payment-status?payment_intent=${intentId}`)).json();
      expect(await status()).toEqual({ status: 'failed' });
      const intent = stripe.intents.get(intentId);
      if (intent) intent.status = 'processing';
      expect(await status()).toEqual({ status: 'processing' });
      if (intent) intent.status = 'succeeded';
      expect(await status()).toEqual({ status: 'succeeded' });
      expect((await fetch(`${bff.url}/api/checkout/payment-status?payment_intent=../../v1/customers`)).status).toBe(400);
    });
  });
});

describe('checkout API without Stripe keys (the embedded default)', () => {
  let core: TestCore;
  let bff: Bff;
  beforeAll(async () => {
    core = await startTestCore();
    bff = await startTestBff(core);
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
  });

  it('hands the browser no key', async () => {
    expect(await (await fetch(`${bff.url}/api/checkout/config`)).json()).toEqual({ publishableKey: null });
  });

  it('says payments are not configured and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await bff.post('/api/create-subscription', request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: CHECKOUT_MESSAGES.notConfigured });
    expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [email])).toHaveLength(0);
  });

  it('refuses webhooks it cannot verify', async () => {
    const res = await bff.post('/api/stripe/webhook', '{}', { 'stripe-signature': 't=1,v1=abc' });
    expect(res.status).toBe(503);
  });
});

describe('checkout API rate limit', () => {
  it('limits checkouts per address like sign-ups, before creating anything', async () => {
    const core = await startTestCore();
    const limited = await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 2 });
    try {
      const attempt = () =>
        limited.post('/api/create-subscription', request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }));
      expect((await attempt()).status).toBe(503);
      expect((await attempt()).status).toBe(503);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ message: WAITLIST_MESSAGES.rateLimited });
    } finally {
      await limited.close();
      await core.close();
    }
  });
});
