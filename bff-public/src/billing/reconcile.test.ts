import { createCoreClient, createLogger } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '@fresh-pouf/billing';
import { startStripeStack, type StripeStack } from '../testing/stripe-stack';
import { coreProductSide } from './core-product-side';
import { runReconcile } from './reconcile-cli';

describe('reconcile: the product against Stripe', () => {
  let stack: StripeStack;
  beforeAll(async () => {
    stack = await startStripeStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A monthly Early Bird ($6.74) who paid; the product believes "active". */
  async function customer() {
    const paid = await stack.paidMonthly('rec');
    const sub = stack.stripe.subscriptions.get(paid.stripe_subscription_id);
    if (!sub) throw new Error('no subscription at the fake');
    return { id: paid.id, email: paid.email, sub };
  }

  const run = (fix: boolean) =>
    runReconcile(
      coreProductSide(
        createCoreClient({ baseUrl: stack.core.url, token: stack.core.token, logger: createLogger('test', 'silent') }),
      ),
      createStripeClient('sk_test_stack', stack.stripe.url),
      { fix },
    );

  it("lists each difference and changes nothing; with --fix takes Stripe's word for state, never for a price", async () => {
    const inStep = await customer();
    const lapsed = await customer();
    const pricey = await customer();
    const vanished = await customer();
    lapsed.sub.status = 'past_due';
    lapsed.sub.cancelAtPeriodEnd = true;
    pricey.sub.unitAmount = 899;
    await stack.core.query('UPDATE waitlist_entries SET stripe_subscription_id = $2 WHERE id = $1', [
      vanished.id,
      'sub_gone',
    ]);
    const writesBefore = stack.stripe.requests.filter((r) => r.method !== 'GET').length;

    const report = await run(false);
    const byEntry = new Map(report.drifts.map((d) => [d.entryId, d.differences]));
    expect(report.abandoned).toEqual([]);
    expect(byEntry.has(inStep.id)).toBe(false);
    expect(byEntry.get(lapsed.id)).toEqual([
      'status: product says active, Stripe says past_due',
      'cancel at period end: product says no, Stripe says yes',
    ]);
    expect(byEntry.get(pricey.id)).toEqual(['price: locked at $6.74, Stripe charges $8.99 (fix it in Stripe)']);
    expect(byEntry.get(vanished.id)).toEqual(['subscription: Stripe has no such subscription']);
    // The subscription it held is still at Stripe, now held by no entry: the sets differ both ways.
    expect(report.drifts.filter((d) => d.entryId === null)).toEqual([
      {
        kind: 'drift',
        subscriptionId: vanished.sub.id,
        entryId: null,
        customerId: vanished.sub.customer,
        stripeStatus: 'active',
        differences: ['subscription: no entry holds it, Stripe says active'],
      },
    ]);
    expect(report.fixed).toBe(0);
    expect(
      await stack.core.query('SELECT subscription_status, cancel_at_period_end FROM waitlist_entries WHERE id = $1', [
        lapsed.id,
      ]),
    ).toEqual([{ subscription_status: 'active', cancel_at_period_end: false }]);

    const fixed = await run(true);
    expect(fixed.fixed).toBe(1);
    expect(
      await stack.core.query('SELECT subscription_status, cancel_at_period_end FROM waitlist_entries WHERE id = $1', [
        lapsed.id,
      ]),
    ).toEqual([{ subscription_status: 'past_due', cancel_at_period_end: true }]);
    const after = await run(false);
    expect(after.drifts.map((d) => d.entryId ?? 0).sort()).toEqual([0, pricey.id, vanished.id].sort());
    expect(stack.stripe.requests.filter((r) => r.method !== 'GET').length).toBe(writesBefore);
  });
});
