import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { sampleValue } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminFixture, startAdminFixture } from '../testing/admin-fixture';
import { startTestBffAdmin, type TestBffAdmin } from '../testing/start-test-bff';

/** The monthly Early Bird price every entry here locked, in cents ($6.74). */
const MONTHLY = 674;
const IN_STEP = 236;
const ADMINS_ONLY = 'Only administrators can reconcile subscriptions with Stripe.';

interface Finding {
  kind: string;
  subscriptionId: string;
  entryId: number | null;
  email: string | null;
  customerId: string | null;
  stripeStatus: string | null;
  differences: string[];
}
interface Run {
  id: number;
  state: string;
  startedAt: string;
  finishedAt: string | null;
  stripePages: number;
  checked: number;
  driftCount: number;
  abandonedCount: number;
  drifts: Finding[];
  abandoned: Finding[];
  error: string | null;
}

let stripe: FakeStripe;
let fx: AdminFixture;
let bare: AdminFixture;
let second: TestBffAdmin;
let editorToken: string;
const ids: Record<string, string> = {};
const entries: Record<string, number> = {};

/** Entries of the product, straight into core's database: [name, Stripe customer, subscription, product status]. */
async function addEntries(rows: Array<[string, string, string, string | null]>): Promise<void> {
  const inserted = await fx.core.query<{ id: number; full_name: string }>(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, stripe_customer_id, stripe_subscription_id, subscription_status, payment_made)
     SELECT t.name, t.name || '@example.com', 'monthly', '2026-11-20', t.customer, t.sub, t.status, coalesce(t.status = 'active', false)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(name, customer, sub, status)
     RETURNING id, full_name`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
  );
  for (const row of inserted) entries[row.full_name] = row.id;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  fx = await startAdminFixture({}, { STRIPE_READ_KEY: 'rk_test_read_subscriptions', STRIPE_API_URL: stripe.url });
  second = await startTestBffAdmin(fx.core, {
    ADMIN_JWT_SECRET: fx.bff.secret,
    STRIPE_READ_KEY: 'rk_test_read_subscriptions',
    STRIPE_API_URL: stripe.url,
  });
  bare = await startAdminFixture();
  editorToken = await fx.signInAsNewEditor('rec-editor');

  // Stripe: 236 customers in step, then one of each kind of finding; 242 in all, three pages of 100.
  const inStep: Array<[string, string, string, string | null]> = [];
  for (let i = 0; i < IN_STEP; i += 1) {
    const customer = `cus_ok${i}`;
    inStep.push([
      `ok${i}`,
      customer,
      stripe.seedSubscription({ customer, status: 'active', unitAmount: MONTHLY, intervalCount: 1 }),
      'active',
    ]);
  }
  await addEntries(inStep);
  ids.lapsed = stripe.seedSubscription({
    customer: 'cus_lapsed',
    status: 'past_due',
    unitAmount: MONTHLY,
    intervalCount: 1,
    cancelAtPeriodEnd: true,
  });
  ids.rhythm = stripe.seedSubscription({
    customer: 'cus_rhythm',
    status: 'active',
    unitAmount: MONTHLY,
    intervalCount: 2,
  });
  ids.pricey = stripe.seedSubscription({ customer: 'cus_pricey', status: 'active', unitAmount: 899, intervalCount: 1 });
  ids.expired = stripe.seedSubscription({
    customer: 'cus_expired',
    status: 'incomplete_expired',
    unitAmount: MONTHLY,
    intervalCount: 1,
  });
  ids.retried = stripe.seedSubscription({
    customer: 'cus_retried',
    status: 'incomplete',
    unitAmount: MONTHLY,
    intervalCount: 1,
  });
  ids.stranger = stripe.seedSubscription({
    customer: 'cus_stranger',
    status: 'active',
    unitAmount: MONTHLY,
    intervalCount: 1,
  });
  await addEntries([
    ['lapsed', 'cus_lapsed', ids.lapsed, 'active'],
    ['rhythm', 'cus_rhythm', ids.rhythm, 'active'],
    ['pricey', 'cus_pricey', ids.pricey, 'active'],
    // A declined first payment never retried: the product holds an unpaid Early Bird.
    ['expired', 'cus_expired', ids.expired, null],
    // The product says active; Stripe never heard of it.
    ['gone', 'cus_gone', 'sub_gone', 'active'],
  ]);
});
afterAll(async () => {
  await second?.close();
  await fx?.close();
  await bare?.close();
  await stripe?.close();
});

const start = (token = fx.adminToken, bff = fx.bff) => bff.call('POST', '/api/admin/billing/reconcile', { token });
const latest = async (bff = fx.bff): Promise<Run> => {
  const res = await bff.call('GET', '/api/admin/billing/reconcile', { token: fx.adminToken });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { run: Run | null };
  if (!body.run) throw new Error('no run');
  return body.run;
};
/** Polls until the latest run has ended. */
const ended = () =>
  vi.waitFor(
    async () => {
      const run = await latest();
      if (run.state === 'running') throw new Error('still running');
      return run;
    },
    { timeout: 20_000, interval: 50 },
  );
const bySubscription = (findings: Finding[]) =>
  [...findings].sort((a, b) => a.subscriptionId.localeCompare(b.subscriptionId));
const listCalls = () => stripe.requests.filter((r) => r.method === 'GET' && r.path === '/v1/subscriptions');

describe('Check subscriptions against Stripe, as a job', () => {
  it('lists Stripe a page at a time, compares the sets, and reports drift and abandoned checkouts apart, writing nothing', async () => {
    const listedBefore = listCalls().length;
    const requestsBefore = stripe.requests.length;
    const res = await start();
    expect(res.status).toBe(202);
    const started = (await res.json()) as Run;
    expect(started).toMatchObject({
      state: 'running',
      stripePages: 0,
      checked: 0,
      driftCount: 0,
      abandonedCount: 0,
      finishedAt: null,
      error: null,
    });

    const run = await ended();
    expect(run).toMatchObject({
      id: started.id,
      state: 'done',
      stripePages: 3,
      checked: 243,
      driftCount: 5,
      abandonedCount: 2,
      error: null,
    });
    expect(Date.parse(run.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
    expect(bySubscription(run.drifts)).toEqual(
      bySubscription([
        {
          kind: 'drift',
          subscriptionId: ids.lapsed ?? '',
          entryId: entries.lapsed ?? 0,
          email: 'lapsed@example.com',
          customerId: 'cus_lapsed',
          stripeStatus: 'past_due',
          differences: [
            'status: product says active, Stripe says past_due',
            'cancel at period end: product says no, Stripe says yes',
          ],
        },
        {
          kind: 'drift',
          subscriptionId: ids.rhythm ?? '',
          entryId: entries.rhythm ?? 0,
          email: 'rhythm@example.com',
          customerId: 'cus_rhythm',
          stripeStatus: 'active',
          differences: ['interval: plan bills every month, Stripe bills every 2 months (fix it in Stripe)'],
        },
        {
          kind: 'drift',
          subscriptionId: ids.pricey ?? '',
          entryId: entries.pricey ?? 0,
          email: 'pricey@example.com',
          customerId: 'cus_pricey',
          stripeStatus: 'active',
          differences: ['price: locked at $6.74, Stripe charges $8.99 (fix it in Stripe)'],
        },
        {
          kind: 'drift',
          subscriptionId: ids.stranger ?? '',
          entryId: null,
          email: null,
          customerId: 'cus_stranger',
          stripeStatus: 'active',
          differences: ['subscription: no entry holds it, Stripe says active'],
        },
        {
          kind: 'drift',
          subscriptionId: 'sub_gone',
          entryId: entries.gone ?? 0,
          email: 'gone@example.com',
          customerId: 'cus_gone',
          stripeStatus: null,
          differences: ['subscription: Stripe has no such subscription'],
        },
      ]),
    );
    expect(bySubscription(run.abandoned)).toEqual(
      bySubscription([
        {
          kind: 'abandoned',
          subscriptionId: ids.expired ?? '',
          entryId: entries.expired ?? 0,
          email: 'expired@example.com',
          customerId: 'cus_expired',
          stripeStatus: 'incomplete_expired',
          differences: [],
        },
        {
          kind: 'abandoned',
          subscriptionId: ids.retried ?? '',
          entryId: null,
          email: null,
          customerId: 'cus_retried',
          stripeStatus: 'incomplete',
          differences: [],
        },
      ]),
    );

    // Three list calls of 100, each after the last of the page before; one look-up by id, for the one no page listed.
    const listed = listCalls().slice(listedBefore);
    expect(listed.map((r) => r.params)).toEqual([
      { status: 'all', limit: '100' },
      { status: 'all', limit: '100', starting_after: expect.any(String) },
      { status: 'all', limit: '100', starting_after: expect.any(String) },
    ]);
    const newestFirst = [...stripe.subscriptions.keys()].reverse();
    expect(listed.map((r) => r.params.starting_after)).toEqual([undefined, newestFirst[99], newestFirst[199]]);
    const asked = stripe.requests.slice(requestsBefore).filter((r) => r.path !== '/v1/subscriptions');
    expect(asked.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/subscriptions/sub_gone']);
    expect(stripe.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(
      await fx.core.query(
        "SELECT subscription_status, cancel_at_period_end FROM waitlist_entries WHERE full_name = 'lapsed'",
      ),
    ).toEqual([{ subscription_status: 'active', cancel_at_period_end: false }]);

    // Its metrics, on this copy and on any other that shows the run.
    for (const bff of [fx.bff, second]) {
      await latest(bff);
      const metrics = await bff.metrics();
      expect(sampleValue(metrics, 'stripe_reconcile_checked_subscriptions')).toBe(243);
      expect(sampleValue(metrics, 'stripe_reconcile_drifts')).toBe(5);
      expect(sampleValue(metrics, 'stripe_reconcile_abandoned_checkouts')).toBe(2);
      expect(sampleValue(metrics, 'stripe_reconcile_last_run_timestamp_seconds')).toBe(
        Date.parse(run.finishedAt ?? '') / 1000,
      );
    }
  });

  it('shows its progress while it runs, on every copy, and a second start answers 409 until it ends', async () => {
    const release = stripe.holdListing();
    try {
      const res = await start();
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as Run;
      // The first page is done; the second is held at Stripe.
      const during = await vi.waitFor(
        async () => {
          const run = await latest(second);
          if (run.stripePages < 1) throw new Error('no page yet');
          return run;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(during).toMatchObject({ id, state: 'running', stripePages: 1, checked: 100, finishedAt: null });

      for (const bff of [fx.bff, second]) {
        const again = await start(fx.adminToken, bff);
        expect(again.status).toBe(409);
        expect(await again.json()).toMatchObject({
          message: 'A check against Stripe is already running; its progress is shown on Stripe Events.',
        });
      }
    } finally {
      release();
    }
    expect(await ended()).toMatchObject({
      state: 'done',
      stripePages: 3,
      checked: 243,
      driftCount: 5,
      abandonedCount: 2,
    });
  });

  it("ends as failed, saying so, when a page of Stripe's list cannot be read; the metrics keep the last finished check", async () => {
    const before = sampleValue(await fx.bff.metrics(), 'stripe_reconcile_last_run_timestamp_seconds');
    stripe.failListingAfter([...stripe.subscriptions.keys()].reverse()[99] ?? null);
    try {
      expect((await start()).status).toBe(202);
      const run = await ended();
      expect(run).toMatchObject({
        state: 'failed',
        stripePages: 1,
        checked: 100,
        error: 'Stripe could not be asked just now. Please try again.',
      });
      expect(run.finishedAt).not.toBeNull();
    } finally {
      stripe.failListingAfter(null);
    }
    await latest();
    expect(sampleValue(await fx.bff.metrics(), 'stripe_reconcile_last_run_timestamp_seconds')).toBe(before);
    // A failed run does not block the next one.
    expect((await start()).status).toBe(202);
    expect(await ended()).toMatchObject({ state: 'done', checked: 243 });
  });

  it('takes over from a run whose copy stopped reporting', async () => {
    const [stalled] = await fx.core.query<{ id: string }>(
      "INSERT INTO reconcile_runs (state, started_at, heartbeat_at) VALUES ('running', now() - interval '10 minutes', now() - interval '3 minutes') RETURNING id",
    );
    const res = await start();
    expect(res.status).toBe(202);
    expect(await fx.core.query('SELECT state, error FROM reconcile_runs WHERE id = $1', [stalled?.id])).toEqual([
      {
        state: 'failed',
        error: 'The copy of bff-admin running this check stopped before it finished. Start it again.',
      },
    ]);
    expect(await ended()).toMatchObject({ state: 'done' });
  });

  it('is for admins only, saying which screen, and asks Stripe nothing for anyone else', async () => {
    const before = stripe.requests.length;
    for (const method of ['POST', 'GET']) {
      const res = await fx.bff.call(method, '/api/admin/billing/reconcile', { token: editorToken });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: ADMINS_ONLY });
      expect((await fx.bff.call(method, '/api/admin/billing/reconcile')).status).toBe(401);
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('says what is missing when bff-admin has no Stripe key, and starts nothing', async () => {
    const res = await bare.bff.call('POST', '/api/admin/billing/reconcile', { token: bare.adminToken });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Checking against Stripe needs a Stripe key on bff-admin (STRIPE_READ_KEY, a restricted key that can read subscriptions).',
    );
    expect(
      await (await bare.bff.call('GET', '/api/admin/billing/reconcile', { token: bare.adminToken })).json(),
    ).toEqual({ run: null });
  });
});
