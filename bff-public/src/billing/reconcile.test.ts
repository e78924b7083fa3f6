import { createHash, randomUUID } from 'node:crypto';
import { WAITLIST_ENTRY_PLACEHOLDER_ID } from '@fresh-pouf/contracts';
import { createCoreClient, createLogger } from '@fresh-pouf/server-kit';
import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { startTestCore, type TestCore } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../stripe/stripe-client';
import { startTestBff } from '../testing/start-test-bff';
import { reconcile } from './reconcile';

const WEBHOOK_SECRET = 'whsec_test_reconcile';

describe('reconcile: the product against Stripe', () => {
  let core: TestCore;
  let stripe: FakeStripe;
  let bff: Awaited<ReturnType<typeof startTestBff>>;

  beforeAll(async () => {
    core = await startTestCore();
    stripe = await startFakeStripe();
    bff = await startTestBff(core, {
      STRIPE_SECRET_KEY: 'sk_test_reconcile',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_reconcile',
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

  /** A monthly Early Bird ($6.74) who paid; the product believes "active". */
  async function customer() {
    const email = `rec-${randomUUID().slice(0, 8)}@example.com`;
    await bff.post('/api/create-subscription', {
      waitlistEntryId: WAITLIST_ENTRY_PLACEHOLDER_ID,
      planId: 'monthly',
      isSubscription: true,
      planDetails: { planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 },
      customer: { email, fullName: 'Grace Hopper', joinDate: '2026-11-21' },
      checkoutToken: createHash('sha256').update(email).digest('base64url'),
    });
    const [row] = await core.query<{ id: number; stripe_subscription_id: string }>('SELECT id, stripe_subscription_id FROM waitlist_entries WHERE email = $1', [email]);
    if (!row) throw new Error('no entry');
    const sub = stripe.subscriptions.get(row.stripe_subscription_id);
    if (!sub) throw new Error('no subscription at the fake');
    sub.status = 'active';
    const event = stripe.signedEvent('invoice.paid', stripe.invoiceFor(sub.id, true), { secret: WEBHOOK_SECRET });
    await bff.post('/api/stripe/webhook', event.payload, { 'stripe-signature': event.header });
    return { id: row.id, email, sub };
  }

  const run = (fix: boolean) =>
    reconcile(createCoreClient({ baseUrl: core.url, token: core.token, logger: createLogger('test', 'silent') }), createStripeClient('sk_test_reconcile', stripe.url), {
      fix,
    });

  it('lists each difference and changes nothing; with --fix takes Stripe\'s word for state, never for a price', async () => {
    const inStep = await customer();
    const lapsed = await customer();
    const pricey = await customer();
    const vanished = await customer();
    lapsed.sub.status = 'past_due';
    lapsed.sub.cancelAtPeriodEnd = true;
    pricey.sub.unitAmount = 899;
    await core.query('UPDATE waitlist_entries SET stripe_subscription_id = $2 WHERE id = $1', [vanished.id, 'sub_gone']);
    const writesBefore = stripe.requests.filter((r) => r.method !== 'GET').length;

    const report = await run(false);
    const byEntry = new Map(report.drifts.map((d) => [d.entryId, d.differences]));
    expect(byEntry.has(inStep.id)).toBe(false);
    expect(byEntry.get(lapsed.id)).toEqual(['status: product says active, Stripe says past_due', 'cancel at period end: product says no, Stripe says yes']);
    expect(byEntry.get(pricey.id)).toEqual(['price: locked at $6.74, Stripe charges $8.99 (fix it in Stripe)']);
    expect(byEntry.get(vanished.id)).toEqual(['subscription: Stripe has no such subscription']);
    expect(report.fixed).toBe(0);
    expect(await core.query('SELECT subscription_status, cancel_at_period_end FROM waitlist_entries WHERE id = $1', [lapsed.id])).toEqual([
      { subscription_status: 'active', cancel_at_period_end: false },
    ]);

    const fixed = await run(true);
    expect(fixed.fixed).toBe(1);
    expect(await core.query('SELECT subscription_status, cancel_at_period_end FROM waitlist_entries WHERE id = $1', [lapsed.id])).toEqual([
      { subscription_status: 'past_due', cancel_at_period_end: true },
    ]);
    const after = await run(false);
    expect(after.drifts.map((d) => d.entryId).sort()).toEqual([pricey.id, vanished.id].sort());
    expect(stripe.requests.filter((r) => r.method !== 'GET').length).toBe(writesBefore);
  });
});
