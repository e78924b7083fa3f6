import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminFixture, startAdminFixture } from '../testing/admin-fixture';

let stripe: FakeStripe;
let fx: AdminFixture;

beforeAll(async () => {
  stripe = await startFakeStripe();
  fx = await startAdminFixture({}, { STRIPE_READ_KEY: 'rk_test_read_subscriptions', STRIPE_API_URL: stripe.url });
  // 250 entries whose subscriptions this Stripe account has never heard of (say, a key of the wrong account).
  await fx.core.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, stripe_customer_id, stripe_subscription_id, subscription_status, payment_made)
     SELECT 'Lost ' || i, 'lost' || i || '@example.com', 'monthly', '2026-11-20', 'cus_lost' || i, 'sub_lost' || i, 'active', true
       FROM generate_series(1, 250) AS i`,
  );
});
afterAll(async () => {
  await fx?.close();
  await stripe?.close();
});

describe('Check subscriptions against Stripe, when much differs', () => {
  it('records every drift however many one page of entries holds, and shows the first 200 with the whole count', async () => {
    expect((await fx.bff.call('POST', '/api/admin/billing/reconcile', { token: fx.adminToken })).status).toBe(202);
    const run = await vi.waitFor(
      async () => {
        const body = (await (
          await fx.bff.call('GET', '/api/admin/billing/reconcile', { token: fx.adminToken })
        ).json()) as {
          run: {
            state: string;
            checked: number;
            driftCount: number;
            abandonedCount: number;
            drifts: Array<{ subscriptionId: string; differences: string[] }>;
          };
        };
        if (body.run.state === 'running') throw new Error('still running');
        return body.run;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(run).toMatchObject({ state: 'done', checked: 250, driftCount: 250, abandonedCount: 0 });
    expect(run.drifts).toHaveLength(200);
    expect(run.drifts[0]).toMatchObject({
      subscriptionId: 'sub_lost1',
      differences: ['subscription: Stripe has no such subscription'],
    });
    expect(run.drifts.at(-1)?.subscriptionId).toBe('sub_lost200');
    expect(await fx.core.query('SELECT count(*)::int AS n FROM reconcile_findings')).toEqual([{ n: 250 }]);
  });
});
