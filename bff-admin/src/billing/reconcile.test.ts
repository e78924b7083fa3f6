import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { sampleValue } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFixture, startAdminFixture } from '../testing/admin-fixture';

let stripe: FakeStripe;
let fx: AdminFixture;
let bare: AdminFixture;
let editorToken: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  fx = await startAdminFixture({}, { STRIPE_READ_KEY: 'rk_test_read_subscriptions', STRIPE_API_URL: stripe.url });
  bare = await startAdminFixture();
  editorToken = await fx.signInAsNewEditor('rec-editor');
  await fx.core.query(`INSERT INTO waitlist_entries (full_name, email, plan, join_date, stripe_customer_id, stripe_subscription_id, subscription_status)
    VALUES ('Gone', 'gone@example.com', 'monthly', '2026-11-20', 'cus_gone', 'sub_gone', 'active')`);
});
afterAll(async () => {
  await fx?.close();
  await bare?.close();
  await stripe?.close();
});

describe('POST /api/admin/billing/reconcile', () => {
  it('lists what differs from Stripe for an admin, and writes nothing anywhere', async () => {
    const res = await fx.bff.call('POST', '/api/admin/billing/reconcile', { token: fx.adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      checked: 1,
      drifts: [{ entryId: expect.any(Number), email: 'gone@example.com', subscriptionId: 'sub_gone', differences: ['subscription: Stripe has no such subscription'] }],
    });
    expect(stripe.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(await fx.core.query("SELECT subscription_status FROM waitlist_entries WHERE email = 'gone@example.com'")).toEqual([{ subscription_status: 'active' }]);
  });

  it('reports the last check in its metrics: subscriptions compared and drifts found', async () => {
    const before = await fx.bff.metrics();
    expect(sampleValue(before, 'stripe_reconcile_last_run_timestamp_seconds')).toBeDefined();
    expect((await fx.bff.call('POST', '/api/admin/billing/reconcile', { token: fx.adminToken })).status).toBe(200);
    const after = await fx.bff.metrics();
    expect(sampleValue(after, 'stripe_reconcile_checked_subscriptions')).toBe(1);
    expect(sampleValue(after, 'stripe_reconcile_drifts')).toBe(1);
    expect(sampleValue(after, 'stripe_reconcile_last_run_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('is for admins only, and asks Stripe nothing for anyone else', async () => {
    const before = stripe.requests.length;
    expect((await fx.bff.call('POST', '/api/admin/billing/reconcile', { token: editorToken })).status).toBe(403);
    expect((await fx.bff.call('POST', '/api/admin/billing/reconcile')).status).toBe(401);
    expect(stripe.requests.length).toBe(before);
  });

  it('says what is missing when bff-admin has no Stripe key', async () => {
    const res = await bare.bff.call('POST', '/api/admin/billing/reconcile', { token: bare.adminToken });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Checking against Stripe needs a Stripe key on bff-admin (STRIPE_READ_KEY, a restricted key that can read subscriptions).',
    );
  });
});
