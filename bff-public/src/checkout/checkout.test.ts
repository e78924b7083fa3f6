import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  checkoutConfigSchema,
  createSubscriptionResponseSchema,
  FREQUENCIES,
  type Frequency,
  WAITLIST_ENTRY_PLACEHOLDER_ID,
  WAITLIST_MESSAGES,
} from '@fresh-pouf/contracts';
import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { startTestCore, type TestCore } from 'core-service/testing';
import { sampleValue } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';
import { useTestBff } from '../testing/use-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;
const WEBHOOK_SECRET = 'whsec_test_checkout_secret';
const PUBLISHABLE_KEY = 'pk_test_checkout';

// docs/product/plans-and-prices.md, written out by hand (not computed with the code under test).
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

const request = (
  plan: { planId: string; poufs: number; frequency: string; amount: number },
  email = uniqueEmail(),
  checkoutToken = tokenFor(email),
  fullName = 'Grace Hopper',
) => ({
  waitlistEntryId: WAITLIST_ENTRY_PLACEHOLDER_ID,
  planId: plan.planId,
  isSubscription: true,
  planDetails: plan,
  customer: { email, fullName, joinDate: '2026-11-21' },
  checkoutToken,
});
// One browser's token per address, as the checkout page keeps it for the visit.
const tokenFor = (email: string) => createHash('sha256').update(`browser:${email}`).digest('base64url');
const strangerToken = () => randomBytes(32).toString('base64url');
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
  subscription_status: string | null;
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
      // A visitor may name its client address (X-Forwarded-For), as behind the gateway.
      TRUST_PROXY: '127.0.0.1',
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
  const subscriptionCreates = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');

  it('serves the publishable key at run time', async () => {
    const res = await fetch(`${bff.url}/api/checkout/config`);
    expect(checkoutConfigSchema.parse(await res.json())).toEqual({ publishableKey: PUBLISHABLE_KEY });
  });

  it.each(FIXED)(
    '%s (%s): charges $%s every %s month(s), at the locked price',
    async (planId, frequency, amount, months) => {
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
    },
  );

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

  // The checkout shares the consent rule of the waitlist.
  it('records the published Privacy Policy version, and no consent for one never published', async () => {
    const plan = { planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 };
    const consentOf = async (email: string) =>
      (
        await core.query(
          'SELECT privacy_version, privacy_accepted_at IS NOT NULL AS accepted FROM waitlist_entries WHERE email = $1',
          [email],
        )
      )[0];

    const forged = uniqueEmail();
    const refused = await bff.post('/api/create-subscription', request(plan, forged), {
      'x-signup-privacy-version': '9999-99-99',
    });
    expect(refused.status).toBe(200);
    expect(await consentOf(forged)).toEqual({ privacy_version: null, accepted: false });

    const honest = uniqueEmail();
    const kept = await bff.post('/api/create-subscription', request(plan, honest), {
      'x-signup-privacy-version': '2026-11-23',
    });
    expect(kept.status).toBe(200);
    expect(await consentOf(honest)).toEqual({ privacy_version: '2026-11-23', accepted: true });
  });

  it('makes the product again when it went away at Stripe (deleted in the dashboard), and takes the payment', async () => {
    expect((await subscribe(request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }))).status).toBe(
      200,
    );
    stripe.products.clear();
    const productCreates = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products').length;
    const before = productCreates();
    const { status, body } = await subscribe(
      request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }),
    );
    expect(status).toBe(200);
    expect(createSubscriptionResponseSchema.parse(body).amount).toBe(6.74);
    expect(productCreates()).toBe(before + 1);
    expect(stripe.products.has('fresh_pouf_early_bird')).toBe(true);
  });

  it('refuses a tampered amount and creates nothing anywhere', async () => {
    const before = stripe.requests.length;
    const email = uniqueEmail();
    const { status, body } = await subscribe(
      request({ planId: 'family', poufs: 5, frequency: 'quarterly', amount: 0.5 }, email),
    );
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

  it('keeps where the Early Bird came from, credits its referrer once confirmed, and e-mails its place with a confirm link', async () => {
    const referrer = uniqueEmail();
    expect(
      (await subscribe(request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, referrer))).status,
    ).toBe(200);
    const [{ referral_code: code } = { referral_code: '' }] = await core.query<{ referral_code: string }>(
      'SELECT referral_code FROM waitlist_entries WHERE email = $1',
      [referrer],
    );
    expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const email = uniqueEmail();
    const attribution = encodeURIComponent(
      JSON.stringify({ utmSource: 'newsletter', utmCampaign: 'launch', ref: code }),
    );
    // The friend pays from an address of its own: one from the referrer's would be held for an admin.
    const res = await bff.post(
      '/api/create-subscription',
      request({ planId: 'bi-monthly', poufs: 1, frequency: 'bi-monthly', amount: 7.49 }, email),
      {
        'x-signup-attribution': attribution,
        'x-forwarded-for': '203.0.113.50',
      },
    );
    expect(res.status).toBe(200);
    const [stored] = await core.query(
      'SELECT utm_source, utm_campaign, referral_code_used, confirmed_at FROM waitlist_entries WHERE email = $1',
      [email],
    );
    expect(stored).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'launch',
      referral_code_used: code,
      confirmed_at: null,
    });

    const [mail] = await core.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM email_outbox WHERE to_address = $1',
      [email],
    );
    expect(mail?.subject).toBe('Confirm your place on the Fresh Pouf waitlist');
    const token = /\/waitlist\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
    expect((await bff.post('/api/waitlist/confirm', { token })).status).toBe(200);
    const [credited] = await core.query<{ referrals: string }>(
      'SELECT p.referrals FROM waitlist_places(5) p JOIN waitlist_entries e ON e.id = p.id WHERE e.email = $1',
      [referrer],
    );
    expect(credited).toEqual({ referrals: '1' });
  });

  it('a double click (two requests at once) still makes one subscription', async () => {
    const email = uniqueEmail();
    const body = request({ planId: 'quarterly', poufs: 1, frequency: 'quarterly', amount: 9.74 }, email);
    const [a, b] = await Promise.all([subscribe(body), subscribe(body)]);
    expect(createSubscriptionResponseSchema.parse(a.body).clientSecret).toBe(
      createSubscriptionResponseSchema.parse(b.body).clientSecret,
    );
    expect([...stripe.customers.values()].filter((c) => c.email === email)).toHaveLength(1);
    const subs = [...stripe.subscriptions.values()].filter((s) => stripe.customers.get(s.customer)?.email === email);
    expect(subs).toHaveLength(1);
    expect(subscriptionCreates().every((r) => r.idempotencyKey)).toBe(true);
    expect(
      stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').every((r) => r.idempotencyKey),
    ).toBe(true);
  });

  it('a subscription Stripe made but the entry never recorded is found and reused, not made twice', async () => {
    const email = uniqueEmail();
    const body = request({ planId: 'family', poufs: 4, frequency: 'monthly', amount: 21.57 }, email);
    const first = createSubscriptionResponseSchema.parse((await subscribe(body)).body);
    await core.query(
      'UPDATE waitlist_entries SET stripe_subscription_id = NULL, stripe_payment_intent_id = NULL WHERE email = $1',
      [email],
    );
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
    const { status } = await subscribe(
      request({ planId: 'family', poufs: 2, frequency: 'monthly', amount: 11.99 }, email),
    );
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
    expect(await entry(email)).toMatchObject({
      email,
      early_bird: true,
      payment_made: false,
      stripe_subscription_id: null,
    });
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
      expect(
        await core.query('SELECT event_id FROM processed_stripe_events WHERE event_id = $1', [event.id]),
      ).toHaveLength(1);
    });

    it('counts deliveries by event type and outcome, and how late they arrived', async () => {
      const { sub } = await subscribedEntry();
      const count = async (type: string, outcome: string) =>
        sampleValue(await bff.metrics(), 'stripe_webhook_events_total', { type, outcome }) ?? 0;
      const lagged = async () =>
        sampleValue(await bff.metrics(), 'stripe_webhook_lag_seconds_count', { type: 'invoice.paid' }) ?? 0;
      const before = {
        applied: await count('invoice.paid', 'applied'),
        duplicate: await count('invoice.paid', 'duplicate'),
        bad: await count('unknown', 'invalid-signature'),
        lagged: await lagged(),
      };

      const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET });
      await deliver(event.payload, event.header);
      await deliver(event.payload, event.header);
      await deliver(event.payload, 't=1,v1=forged');

      expect(await count('invoice.paid', 'applied')).toBe(before.applied + 1);
      expect(await count('invoice.paid', 'duplicate')).toBe(before.duplicate + 1);
      expect(await count('unknown', 'invalid-signature')).toBe(before.bad + 1);
      expect(await lagged()).toBe(before.lagged + 2);
    });

    it('a bad signature gets 400 and changes nothing', async () => {
      const { email, sub } = await subscribedEntry();
      const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: 'whsec_someone_else' });
      const res = await deliver(event.payload, event.header);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: CHECKOUT_MESSAGES.invalidSignature });
      const tampered = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), { secret: WEBHOOK_SECRET });
      expect(
        (await deliver(tampered.payload.replace('"amount_paid":1879', '"amount_paid":1'), tampered.header)).status,
      ).toBe(400);
      expect((await deliver(tampered.payload, '')).status).toBe(400);
      expect((await entry(email))?.payment_made).toBe(false);
      expect(
        await core.query('SELECT event_id FROM processed_stripe_events WHERE event_id = $1', [event.id]),
      ).toHaveLength(0);
    });

    it('a stale timestamp gets 400 and changes nothing', async () => {
      const { email, sub } = await subscribedEntry();
      const oldTimestamp = Math.floor(Date.now() / 1000) - 60 * 60;
      const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), {
        secret: WEBHOOK_SECRET,
        timestamp: oldTimestamp,
      });
      expect((await deliver(event.payload, event.header)).status).toBe(400);
      expect((await entry(email))?.payment_made).toBe(false);
    });

    // The 5-minute tolerance holds both ways; Stripe's SDK checks only the past.
    describe('signing time', () => {
      const recorded = async (eventId: string) => ({
        processed: (await core.query('SELECT event_id FROM processed_stripe_events WHERE event_id = $1', [eventId]))
          .length,
        logged: (await core.query('SELECT event_id FROM stripe_event_log WHERE event_id = $1', [eventId])).length,
      });
      const signedAt = async (offsetSeconds: number) => {
        const { email, sub } = await subscribedEntry();
        const timestamp = Math.floor(Date.now() / 1000) + offsetSeconds;
        return {
          email,
          event: stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), {
            secret: WEBHOOK_SECRET,
            timestamp,
          }),
        };
      };

      it('refuses a correctly signed event dated 1 hour ahead: 400, nothing recorded', async () => {
        const { email, event } = await signedAt(60 * 60);
        const res = await deliver(event.payload, event.header);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: CHECKOUT_MESSAGES.invalidSignature });
        expect((await entry(email))?.payment_made).toBe(false);
        expect(await recorded(event.id)).toEqual({ processed: 0, logged: 0 });
      });

      it('refuses a correctly signed event dated 6 minutes ago: 400, nothing recorded', async () => {
        const { email, event } = await signedAt(-6 * 60);
        expect((await deliver(event.payload, event.header)).status).toBe(400);
        expect((await entry(email))?.payment_made).toBe(false);
        expect(await recorded(event.id)).toEqual({ processed: 0, logged: 0 });
      });

      it('refuses a future signing time hidden behind an earlier t= element', async () => {
        const { email, event } = await signedAt(60 * 60);
        const header = `t=${Math.floor(Date.now() / 1000)},${event.header}`;
        expect((await deliver(event.payload, header)).status).toBe(400);
        expect((await entry(email))?.payment_made).toBe(false);
      });

      it('accepts an event dated 2 minutes ahead (clock drift) and applies it', async () => {
        const { email, event } = await signedAt(2 * 60);
        const res = await deliver(event.payload, event.header);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ outcome: 'applied' });
        expect((await entry(email))?.payment_made).toBe(true);
        expect(await recorded(event.id)).toEqual({ processed: 1, logged: 1 });
      });
    });

    it('a declined first payment leaves the entry unpaid and incomplete (not past due), with no dunning e-mail', async () => {
      const { email, sub } = await subscribedEntry();
      const invoice = stripe.invoiceFor(sub, false);
      expect(invoice).toMatchObject({ billing_reason: 'subscription_create' });
      const event = stripe.signedEvent('invoice.payment_failed', invoice, { secret: WEBHOOK_SECRET });
      expect((await deliver(event.payload, event.header)).status).toBe(200);
      expect(await entry(email)).toMatchObject({
        payment_made: false,
        payment_amount: null,
        subscription_status: 'incomplete',
      });
      const kinds = await core.query<{ kind: string }>('SELECT kind FROM email_outbox WHERE to_address = $1', [email]);
      expect(kinds.map((m) => m.kind)).not.toContain('subscription-payment-failed');
    });

    it('events out of order leave the newest state: paid, then an older failure', async () => {
      const { email, sub } = await subscribedEntry();
      const now = Math.floor(Date.now() / 1000);
      const failed = stripe.signedEvent('invoice.payment_failed', stripe.invoiceFor(sub, false), {
        secret: WEBHOOK_SECRET,
        created: now - 10,
      });
      const paid = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), {
        secret: WEBHOOK_SECRET,
        created: now,
      });
      await deliver(paid.payload, paid.header);
      await deliver(failed.payload, failed.header);
      expect((await entry(email))?.payment_made).toBe(true);
    });

    it('a deleted subscription ends the payment, even if an older payment arrives after it', async () => {
      const { email, sub } = await subscribedEntry();
      const now = Math.floor(Date.now() / 1000);
      const paid = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub, true), {
        secret: WEBHOOK_SECRET,
        created: now - 10,
      });
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
        {
          STRIPE_SECRET_KEY: 'sk_test_checkout',
          STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: stripe.url,
        },
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

    it('acknowledges events the product does not use: on the event log as ignored, no entry touched', async () => {
      const event = stripe.signedEvent(
        'customer.created',
        { id: 'cus_x', object: 'customer' },
        { secret: WEBHOOK_SECRET },
      );
      const res = await deliver(event.payload, event.header);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(
        await core.query('SELECT type, outcome, entry_id FROM stripe_event_log WHERE event_id = $1', [event.id]),
      ).toEqual([{ type: 'customer.created', outcome: 'ignored', entry_id: null }]);
    });
  });

  describe('payment status', () => {
    const statusOf = async (query: string) => {
      const res = await fetch(`${bff.url}/api/checkout/payment-status?${query}`);
      return { status: res.status, body: (await res.json()) as unknown };
    };

    it('tells /success, which holds the client secret, what Stripe says about the payment', async () => {
      const email = uniqueEmail();
      const { clientSecret } = createSubscriptionResponseSchema.parse(
        (await subscribe(request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email))).body,
      );
      const intentId = (await entry(email))?.stripe_payment_intent_id ?? '';
      const query = `payment_intent=${intentId}&payment_intent_client_secret=${clientSecret}`;
      expect(await statusOf(query)).toEqual({ status: 200, body: { status: 'failed' } });
      const intent = stripe.intents.get(intentId);
      if (intent) intent.status = 'processing';
      expect(await statusOf(query)).toEqual({ status: 200, body: { status: 'processing' } });
      if (intent) intent.status = 'succeeded';
      expect(await statusOf(query)).toEqual({ status: 200, body: { status: 'succeeded' } });
      expect((await statusOf('payment_intent=../../v1/customers&payment_intent_client_secret=x')).status).toBe(400);
    });

    it('answers nobody who lacks the client secret, and an unknown intent looks the same as a wrong secret', async () => {
      const email = uniqueEmail();
      await subscribe(request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email));
      const intentId = (await entry(email))?.stripe_payment_intent_id ?? '';
      const intent = stripe.intents.get(intentId);
      if (intent) intent.status = 'succeeded';

      const bare = await statusOf(`payment_intent=${intentId}`);
      expect(bare.status).toBe(400);
      expect(bare.body).toMatchObject({
        fieldErrors: { payment_intent_client_secret: ['payment_intent_client_secret is missing'] },
      });
      const guessed = await statusOf(
        `payment_intent=${intentId}&payment_intent_client_secret=${intentId}_secret_guess`,
      );
      expect(guessed).toEqual({ status: 404, body: expect.objectContaining({ message: 'No such payment.' }) });
      const unknown = await statusOf('payment_intent=pi_unknown&payment_intent_client_secret=pi_unknown_secret_guess');
      expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ message: 'No such payment.' }) });
    });
  });

  describe('an address already on the list (checkout takeover)', () => {
    const MONTHLY = { planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 };
    const FAMILY_3 = { planId: 'family', poufs: 3, frequency: 'monthly', amount: 17.08 };
    interface Mail {
      kind: string;
      subject: string;
      text_body: string;
      html_body: string;
    }
    const mailsTo = (email: string) =>
      core.query<Mail>(
        'SELECT kind, subject, text_body, html_body FROM email_outbox WHERE to_address = $1 ORDER BY id',
        [email],
      );
    const claimLinkIn = (mail: Mail | undefined) => {
      const link = mail?.text_body.match(/https?:\/\/\S+\/checkout\?\S+/)?.[0];
      if (!link) throw new Error(`no checkout link in ${mail?.text_body}`);
      return new URL(link);
    };
    // Every error body carries its request id; the rest must be the same.
    const answer = async (body: unknown) => {
      const { status, body: json } = await subscribe(body);
      const { requestId: _requestId, ...rest } = json as Record<string, unknown>;
      return { status, body: rest };
    };
    const VERIFY = { status: 409, body: { message: CHECKOUT_MESSAGES.verifyByEmail } };
    const stripeObjectsFor = (email: string) => {
      const customers = [...stripe.customers.values()].filter((c) => c.email === email);
      const subscriptions = [...stripe.subscriptions.values()].filter((sub) =>
        customers.some((c) => c.id === sub.customer),
      );
      return { customers, subscriptions };
    };
    const joinWaitlist = async (email: string) => {
      const res = await bff.post('/api/waitlist', {
        fullName: 'Ada Lovelace',
        email,
        plan: 'quarterly',
        joinDate: '2026-11-20',
        earlyBird: false,
        isFamily: false,
        numberOfPoufs: 1,
        frequency: 'quarterly',
      });
      expect(res.status).toBe(201);
    };

    it("a stranger's checkout for a waitlist address changes nothing, creates nothing at Stripe, and e-mails the owner a link", async () => {
      const email = uniqueEmail();
      await joinWaitlist(email);
      const before = await entry(email);

      expect(await answer(request(MONTHLY, email, strangerToken(), 'Mallory'))).toEqual(VERIFY);
      // Only the count of e-mails re-sent to the address moved (it caps them).
      expect(await entry(email)).toEqual({ ...before, resend_times: [expect.any(Date)], resends_total: 1 });
      expect(
        await core.query('SELECT full_name, plan, early_bird FROM waitlist_entries WHERE email = $1', [email]),
      ).toEqual([{ full_name: 'Ada Lovelace', plan: 'quarterly', early_bird: false }]);
      expect(stripeObjectsFor(email)).toEqual({ customers: [], subscriptions: [] });

      const mails = await mailsTo(email);
      expect(mails.map((m) => m.kind)).toEqual(['waitlist-confirmation', 'early-bird-checkout-link']);
      expect(mails[1]?.subject).toBe('Continue your Fresh Pouf Early Bird checkout');
      // The owner has not confirmed the address: no name greets them, and the stranger's "Mallory" appears nowhere.
      expect(mails[1]?.text_body).toContain('Hi there,');
      expect(mails[1]?.text_body).toContain("Didn't sign up? This wasn't me: ");
      expect(mails[1]?.text_body + (mails[1]?.html_body ?? '')).not.toContain('Mallory');
      const link = claimLinkIn(mails[1]);
      expect(link.pathname).toBe('/checkout');
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        id: 'monthly',
        subscription: 'true',
        poufs: '1',
        frequency: 'monthly',
      });
      expect(link.searchParams.get('claim')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("the owner's e-mailed link opens the checkout: the entry becomes an Early Bird with the plan chosen", async () => {
      const email = uniqueEmail();
      await joinWaitlist(email);
      expect((await subscribe(request(FAMILY_3, email, strangerToken(), 'Ada Lovelace'))).status).toBe(409);
      const claim = claimLinkIn((await mailsTo(email)).at(-1)).searchParams.get('claim') ?? '';

      const owner = await subscribe(request(FAMILY_3, email, claim, 'Ada Lovelace'));
      expect(owner.status).toBe(200);
      expect(createSubscriptionResponseSchema.parse(owner.body).amount).toBe(17.08);
      expect(await entry(email)).toMatchObject({
        early_bird: true,
        has_early_bird_discount: true,
        payment_made: false,
      });
      expect(stripeObjectsFor(email).subscriptions).toHaveLength(1);
    });

    it("a stranger gets no client secret for an Early Bird's open payment and cannot cancel it", async () => {
      const email = uniqueEmail();
      const owner = createSubscriptionResponseSchema.parse((await subscribe(request(MONTHLY, email))).body);
      const subscriptionId = (await entry(email))?.stripe_subscription_id ?? '';

      const samePlan = await answer(request(MONTHLY, email, strangerToken(), 'Mallory'));
      expect(samePlan).toEqual(VERIFY);
      expect(JSON.stringify(samePlan.body)).not.toContain(owner.clientSecret);
      const otherPlan = await subscribe(request(FAMILY_3, email, strangerToken(), 'Mallory'));
      expect(otherPlan.status).toBe(409);

      expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('incomplete');
      expect(
        await core.query('SELECT full_name, plan, stripe_subscription_id FROM waitlist_entries WHERE email = $1', [
          email,
        ]),
      ).toEqual([{ full_name: 'Grace Hopper', plan: 'monthly', stripe_subscription_id: subscriptionId }]);
      // The owner's own browser goes on as before.
      const again = createSubscriptionResponseSchema.parse((await subscribe(request(MONTHLY, email))).body);
      expect(again.clientSecret).toBe(owner.clientSecret);
    });

    it('whether an address has paid is told to nobody: a paid and an unpaid address answer alike', async () => {
      const paid = uniqueEmail();
      await subscribe(request(MONTHLY, paid));
      await core.query('UPDATE waitlist_entries SET payment_made = true WHERE email = $1', [paid]);
      const unpaid = uniqueEmail();
      await subscribe(request(MONTHLY, unpaid));

      const atPaid = await answer(request(MONTHLY, paid, strangerToken()));
      const atUnpaid = await answer(request(MONTHLY, unpaid, strangerToken()));
      expect(atPaid).toEqual(VERIFY);
      expect(atUnpaid).toEqual(atPaid);
      // The waitlist's own 409 is the same for both too.
      const join = (email: string) =>
        bff.post('/api/waitlist', {
          fullName: 'Eve',
          email,
          plan: 'monthly',
          joinDate: '2026-11-20',
          earlyBird: false,
          isFamily: false,
        });
      const [joinPaid, joinUnpaid] = await Promise.all([join(paid), join(unpaid)]);
      expect([joinPaid.status, await joinPaid.json()]).toEqual([409, { message: WAITLIST_MESSAGES.duplicate }]);
      expect([joinUnpaid.status, await joinUnpaid.json()]).toEqual([409, { message: WAITLIST_MESSAGES.duplicate }]);

      // Only the inbox learns it: the paid address is told there is nothing to pay, with no link
      // (and, for the waitlist's try, that the address is already on the list).
      const mails = await mailsTo(paid);
      expect(mails.map((m) => m.kind).filter((kind) => kind !== 'waitlist-confirmation')).toEqual([
        'early-bird-already-subscribed',
        'waitlist-already-listed',
      ]);
      const mail = mails.find((m) => m.kind === 'early-bird-already-subscribed');
      expect(mail?.text_body).not.toContain('/checkout');
      // With its own token, the owner hears it directly.
      expect(await answer(request(MONTHLY, paid))).toEqual({
        status: 409,
        body: { message: CHECKOUT_MESSAGES.alreadyPaid },
      });
    });

    it('repeated attempts on one address send one e-mail per interval, not one per request', async () => {
      const email = uniqueEmail();
      await subscribe(request(MONTHLY, email));
      for (let i = 0; i < 5; i += 1)
        expect((await subscribe(request(MONTHLY, email, strangerToken()))).status).toBe(409);
      expect((await mailsTo(email)).filter((m) => m.kind === 'early-bird-checkout-link')).toHaveLength(1);
    });

    it('an expired link opens nothing', async () => {
      const email = uniqueEmail();
      await joinWaitlist(email);
      await subscribe(request(MONTHLY, email, strangerToken()));
      const claim = claimLinkIn((await mailsTo(email)).at(-1)).searchParams.get('claim') ?? '';
      await core.query(
        "UPDATE checkout_tokens SET expires_at = now() - interval '1 second' WHERE entry_id = (SELECT id FROM waitlist_entries WHERE email = $1)",
        [email],
      );
      expect(await answer(request(MONTHLY, email, claim))).toEqual(VERIFY);
      expect((await entry(email))?.early_bird).toBe(false);
    });

    it('refuses a request without a checkout token, or with a malformed one', async () => {
      const missing = await subscribe({ ...request(MONTHLY), checkoutToken: undefined });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ fieldErrors: { checkoutToken: ['checkoutToken is required'] } });
      const short = await subscribe(request(MONTHLY, uniqueEmail(), 'abc'));
      expect(short.body).toMatchObject({ fieldErrors: { checkoutToken: ['checkoutToken is malformed'] } });
    });
  });
});

describe('checkout API without Stripe keys (the embedded default)', () => {
  const { core, bff } = useTestBff();

  it('hands the browser no key', async () => {
    expect(await (await fetch(`${bff.url}/api/checkout/config`)).json()).toEqual({ publishableKey: null });
  });

  it('says payments are not configured and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await bff.post(
      '/api/create-subscription',
      request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email),
    );
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
  it("counts checkouts against the waitlist form's own per-address limit, before creating anything", async () => {
    const core = await startTestCore();
    const stripe = await startFakeStripe();
    const limited = await startTestBff(core, {
      WAITLIST_RATE_LIMIT_MAX: 2,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: stripe.url,
    });
    try {
      const signup = {
        fullName: 'Ada Lovelace',
        email: uniqueEmail(),
        plan: 'monthly',
        joinDate: '2026-11-20',
        earlyBird: false,
        isFamily: false,
        numberOfPoufs: 1,
        frequency: 'monthly',
      };
      expect((await limited.post('/api/waitlist', signup)).status).toBe(201);
      const attempt = (email: string) =>
        limited.post(
          '/api/create-subscription',
          request({ planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 }, email),
        );
      expect((await attempt(uniqueEmail())).status).toBe(200);
      const third = uniqueEmail();
      const res = await attempt(third);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: WAITLIST_MESSAGES.rateLimited });
      expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [third])).toEqual([]);
      expect([...stripe.customers.values()].filter((c) => c.email === third)).toEqual([]);
    } finally {
      await limited.close();
      await stripe.close();
      await core.close();
    }
  });
});
