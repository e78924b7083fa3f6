import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFixture, startAdminFixture } from '../testing/admin-fixture';

// Data requests through bff-admin: the export is a JSON download, an erasure deletes the
// entry's Stripe customer (or says to delete it by hand), and editors get nothing.

let stripe: FakeStripe;
let fx: AdminFixture;
let bare: AdminFixture;
let editorToken: string;

/** An entry with a Stripe customer that exists at the fake Stripe; with `subscription`, one running (active). */
async function payingEntry(on: AdminFixture, label: string, customer: string, subscription: string | null = null) {
  const email = `${label}@example.com`;
  const [row] = await on.core.query<{ id: number; unsubscribe_token: string }>(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, payment_made, stripe_customer_id, stripe_subscription_id, subscription_status, payment_date)
     VALUES ($1, $2, 'monthly', '2026-11-20', true, true, $3, $4, CASE WHEN $4::text IS NOT NULL THEN 'active' END, '2026-11-21') RETURNING id, unsubscribe_token`,
    [`Person ${label}`, email, customer, subscription],
  );
  return { id: row?.id ?? 0, email, token: row?.unsubscribe_token ?? '' };
}

/** An active subscription of `customer` at the fake Stripe (as a paid checkout leaves it). */
async function runningSubscription(customer: string): Promise<string> {
  const id = `sub_erase_${customer}`;
  stripe.subscriptions.set(id, {
    id,
    customer,
    status: 'active',
    metadata: {},
    unitAmount: 674,
    intervalCount: 1,
    invoiceId: `in_${customer}`,
    paymentIntentId: `pi_${customer}`,
    billingReason: 'subscription_create',
  });
  return id;
}

async function stripeCustomer(email: string) {
  const res = await fetch(`${stripe.url}/v1/customers`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_x', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name: 'Person' }).toString(),
  });
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  fx = await startAdminFixture({}, { STRIPE_SECRET_KEY: 'sk_test_erase_customers', STRIPE_API_URL: stripe.url });
  bare = await startAdminFixture();
  editorToken = await fx.signInAsNewEditor('dr-editor');
});
afterAll(async () => {
  await fx?.close();
  await bare?.close();
  await stripe?.close();
});

describe('data requests through bff-admin', () => {
  it('exports one entry as a JSON download', async () => {
    const entry = await payingEntry(fx, 'exported', 'cus_exported');
    const res = await fx.bff.call('GET', `/api/admin/waitlist/${entry.id}/export`, { token: fx.adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=fresh-pouf-entry-${entry.id}.json`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { entry: { email: string }; payment: { stripeCustomerId: string } };
    expect(body.entry.email).toBe(entry.email);
    expect(body.payment.stripeCustomerId).toBe('cus_exported');
    expect((await fx.bff.call('GET', '/api/admin/waitlist/999999/export', { token: fx.adminToken })).status).toBe(404);
  });

  it('erases an entry and deletes its Stripe customer', async () => {
    const customer = await stripeCustomer('erased@example.com');
    const entry = await payingEntry(fx, 'erased', customer);
    const res = await fx.bff.call('POST', `/api/admin/waitlist/${entry.id}/erase`, { token: fx.adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      entryId: entry.id,
      stripeCustomerId: customer,
      stripeCustomer: 'deleted',
      message: `Erased. Stripe customer ${customer} was deleted.`,
    });
    expect(stripe.customers.has(customer)).toBe(false);
    expect(stripe.requests.filter((r) => r.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: `/v1/customers/${customer}` }),
    ]);
    expect(
      await fx.core.query('SELECT full_name, stripe_customer_id FROM waitlist_entries WHERE id = $1', [entry.id]),
    ).toEqual([{ full_name: 'Erased', stripe_customer_id: null }]);
  });

  it('without a Stripe key, erases all the same and names the customer to delete by hand', async () => {
    const entry = await payingEntry(bare, 'by-hand', 'cus_byhand');
    const res = await bare.bff.call('POST', `/api/admin/waitlist/${entry.id}/erase`, { token: bare.adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      stripeCustomer: 'by-hand',
      message:
        'Erased. Delete Stripe customer cus_byhand by hand in the Stripe dashboard: bff-admin has no Stripe key.',
    });
    expect(await bare.core.query('SELECT email FROM waitlist_entries WHERE id = $1', [entry.id])).toEqual([
      { email: `erased-${entry.id}@erased.invalid` },
    ]);
  });

  it('cancels a running subscription at Stripe first, then erases: the entry counts as canceled, no longer as a customer', async () => {
    const customer = await stripeCustomer('subscribed@example.com');
    const subscription = await runningSubscription(customer);
    const entry = await payingEntry(fx, 'subscribed', customer, subscription);
    const from = stripe.requests.length;
    const res = await fx.bff.call('POST', `/api/admin/waitlist/${entry.id}/erase`, { token: fx.adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      subscriptionCanceled: subscription,
      stripeCustomer: 'deleted',
      message: `Erased. Stripe customer ${customer} was deleted. Subscription ${subscription} was canceled at Stripe.`,
    });
    // The subscription first, the customer last.
    expect(stripe.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /v1/subscriptions/${subscription}`,
      `DELETE /v1/customers/${customer}`,
    ]);
    expect(stripe.subscriptions.get(subscription)?.status).toBe('canceled');
    expect(
      await fx.core.query(
        'SELECT email, payment_made, subscription_status, stripe_subscription_id FROM waitlist_entries WHERE id = $1',
        [entry.id],
      ),
    ).toEqual([
      {
        email: `erased-${entry.id}@erased.invalid`,
        payment_made: false,
        subscription_status: 'canceled',
        stripe_subscription_id: null,
      },
    ]);
  });

  it('erases nothing while a running subscription cannot be canceled: no Stripe key (cancel it by hand), or Stripe failing', async () => {
    const byHand = await payingEntry(bare, 'running-by-hand', 'cus_running', 'sub_running_by_hand');
    const refused = await bare.bff.call('POST', `/api/admin/waitlist/${byHand.id}/erase`, { token: bare.adminToken });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message:
        'Nothing was erased: cancel subscription sub_running_by_hand in the Stripe dashboard first (bff-admin has no Stripe key), then erase again.',
    });
    expect(
      await bare.core.query('SELECT email, subscription_status FROM waitlist_entries WHERE id = $1', [byHand.id]),
    ).toEqual([{ email: byHand.email, subscription_status: 'active' }]);

    const customer = await stripeCustomer('stripe-down@example.com');
    const subscription = await runningSubscription(customer);
    const entry = await payingEntry(fx, 'stripe-down', customer, subscription);
    stripe.setMode('down');
    try {
      const failed = await fx.bff.call('POST', `/api/admin/waitlist/${entry.id}/erase`, { token: fx.adminToken });
      expect(failed.status).toBe(503);
      expect(await failed.json()).toMatchObject({
        message: `Stripe could not cancel subscription ${subscription}, so nothing was erased. Please try again.`,
      });
    } finally {
      stripe.setMode('ok');
    }
    expect(
      await fx.core.query('SELECT email, subscription_status FROM waitlist_entries WHERE id = $1', [entry.id]),
    ).toEqual([{ email: entry.email, subscription_status: 'active' }]);
    expect(stripe.customers.has(customer)).toBe(true);
  });

  it('lists open requests and marks one done', async () => {
    const entry = await payingEntry(fx, 'asker', 'cus_asker');
    await fx.core.query('INSERT INTO data_requests (entry_id) VALUES ($1)', [entry.id]);
    const list = await fx.bff.call('GET', '/api/admin/data-requests', { token: fx.adminToken });
    const { requests } = (await list.json()) as { requests: { id: number; entryId: number; email: string }[] };
    const mine = requests.find((r) => r.entryId === entry.id);
    expect(mine).toMatchObject({ email: entry.email });
    const done = await fx.bff.call('POST', `/api/admin/data-requests/${mine?.id}/done`, { token: fx.adminToken });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ entryId: entry.id, doneAt: expect.any(String) });
  });

  it('refuses an editor every call (Stripe is never asked), and a caller with no session', async () => {
    const customer = await stripeCustomer('kept@example.com');
    const entry = await payingEntry(fx, 'kept', customer);
    const before = stripe.requests.length;
    const calls: Array<[string, string]> = [
      ['GET', `/api/admin/waitlist/${entry.id}/export`],
      ['POST', `/api/admin/waitlist/${entry.id}/erase`],
      ['GET', '/api/admin/data-requests'],
      ['POST', '/api/admin/data-requests/1/done'],
    ];
    for (const [method, path] of calls) {
      const refused = await fx.bff.call(method, path, { token: editorToken });
      expect(refused.status, `${method} ${path}`).toBe(403);
      // The editor is told what they may not do, not another screen's rule.
      expect(await refused.json(), `${method} ${path}`).toMatchObject({
        message: 'Only administrators can export or erase personal data.',
      });
      expect((await fx.bff.call(method, path)).status, `${method} ${path}`).toBe(401);
    }
    expect(stripe.requests.length).toBe(before);
    expect(stripe.customers.has(customer)).toBe(true);
    expect(await fx.core.query('SELECT email FROM waitlist_entries WHERE id = $1', [entry.id])).toEqual([
      { email: entry.email },
    ]);
  });
});
