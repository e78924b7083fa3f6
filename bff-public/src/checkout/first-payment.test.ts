import { createHash, randomUUID } from 'node:crypto';
import { createStripeClient } from '@fresh-pouf/billing';
import {
  createSubscriptionResponseSchema,
  type SubscriptionCounts,
  WAITLIST_ENTRY_PLACEHOLDER_ID,
} from '@fresh-pouf/contracts';
import { createCoreClient, createLogger } from '@fresh-pouf/server-kit';
import { DECLINE_MESSAGE, DECLINED_CARD, type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { internalCall } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreProductSide } from '../billing/core-product-side';
import { runReconcile } from '../billing/reconcile-cli';
import { startStripeStack, type StripeStack } from '../testing/stripe-stack';

// A card declined at the first checkout is the visitor's own failed try, told
// on the page; it is not a failed renewal. Everything real but Stripe and Postmark: bff-public,
// core on PostgreSQL, the fake Stripe delivering its signed events to the webhook, the fake
// Postmark receiving what the outbox sends.

const GOOD_CARD = '4242424242424242';
const SIGN_UP_SUBJECT = 'Confirm your place on the Fresh Pouf waitlist';
const PAYMENT_SUBJECT = 'Your Fresh Pouf Early Bird subscription is confirmed';
const DUNNING_SUBJECT = 'Your Fresh Pouf payment did not go through';

describe('a declined first payment leaves an unpaid Early Bird; a failed renewal is past due', () => {
  let stack: StripeStack;
  let postmark: FakePostmark;
  let adminId = 0;

  beforeAll(async () => {
    postmark = await startFakePostmark();
    stack = await startStripeStack(
      {},
      {
        webhook: true,
        core: { POSTMARK_SERVER_TOKEN: 'postmark-test-token', POSTMARK_API_URL: postmark.url, OUTBOX_POLL_MS: 50 },
      },
    );
    adminId = (await stack.core.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin'"))[0]?.id ?? 0;
  });
  afterAll(async () => {
    await stack?.close();
    await postmark?.close();
  });

  /** A monthly Early Bird ($6.74) at /checkout, before paying: the page holds the client secret. */
  async function checkout(label: string, email = `${label}-${randomUUID().slice(0, 8)}@example.com`) {
    const res = await stack.bff.post('/api/create-subscription', {
      waitlistEntryId: WAITLIST_ENTRY_PLACEHOLDER_ID,
      planId: 'monthly',
      isSubscription: true,
      planDetails: { planId: 'monthly', poufs: 1, frequency: 'monthly', amount: 6.74 },
      customer: { email, fullName: 'Grace Hopper', joinDate: '2026-11-21' },
      checkoutToken: createHash('sha256').update(`browser:${email}`).digest('base64url'),
    });
    expect(res.status).toBe(200);
    const { clientSecret } = createSubscriptionResponseSchema.parse(await res.json());
    const [row] = await stack.core.query<{ id: number; stripe_subscription_id: string }>(
      'SELECT id, stripe_subscription_id FROM waitlist_entries WHERE email = $1',
      [email],
    );
    if (!row) throw new Error('no entry');
    return { id: row.id, email, clientSecret, sub: row.stripe_subscription_id };
  }

  const pay = async (clientSecret: string, card: string) => {
    const res = await stack.confirmPayment(clientSecret, card);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** The webhook's answers to what the fake delivered since `from`. */
  const deliveredSince = (from: number) =>
    stack.stripe.deliveries.slice(from).map((d) => ({ type: d.type, status: d.status, body: d.body }));

  const state = async (id: number) =>
    (
      await stack.core.query(
        'SELECT payment_made, payment_amount, payment_state, subscription_status FROM waitlist_entries WHERE id = $1',
        [id],
      )
    )[0];

  const queuedKinds = async (email: string) =>
    (
      await stack.core.query<{ kind: string }>('SELECT kind FROM email_outbox WHERE to_address = $1 ORDER BY id', [
        email,
      ])
    ).map((m) => m.kind);

  /** The subjects Postmark received for the address, once the outbox has sent everything queued for it. */
  async function mailedSubjects(email: string): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await stack.core.query<{ waiting: string; sent: string }>(
        `SELECT count(*) FILTER (WHERE status <> 'sent') AS waiting, count(*) FILTER (WHERE status = 'sent') AS sent
           FROM email_outbox WHERE to_address = $1`,
        [email],
      );
      const received = postmark.received.filter((m) => m.To.includes(email));
      if (row?.waiting === '0' && received.length === Number(row.sent)) return received.map((m) => m.Subject);
      if (Date.now() > deadline) throw new Error(`the outbox did not send ${email}'s e-mails`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const counts = async () => {
    const stats = await internalCall<{ subscriptions: SubscriptionCounts }>(stack.core, 'GET', '/admin/stats', {
      actor: adminId,
    });
    if (!stats.body) throw new Error(`admin stats answered ${stats.status}`);
    return stats.body.subscriptions;
  };
  /** How the counts moved since `before`, by state. */
  /** The dashboard counts that moved since `before`, by how much: `{}` when none did. */
  const countsSince = async (before: SubscriptionCounts) => {
    const now = await counts();
    return Object.fromEntries(
      Object.entries(now)
        .map(([k, v]) => [k, v - before[k as keyof SubscriptionCounts]] as const)
        .filter(([, moved]) => moved !== 0),
    );
  };

  /** The staff waitlist's row and CSV line for the entry. */
  async function staffView(id: number, email: string) {
    const page = await internalCall<{
      entries: Array<{ id: number; paymentMade: boolean; subscriptionStatus: string | null }>;
    }>(stack.core, 'GET', `/admin/waitlist?limit=100`, { actor: adminId });
    const row = page.body?.entries.find((e) => e.id === id);
    const csv = await internalCall(stack.core, 'GET', '/admin/waitlist.csv', { actor: adminId });
    const line = csv.text.split('\r\n').find((l) => l.includes(email)) ?? '';
    return {
      paymentMade: row?.paymentMade,
      subscriptionStatus: row?.subscriptionStatus,
      pastDueInCsv: line.includes('Past due'),
      csvFound: line !== '',
    };
  }

  /** What the product's reconcile (the admin's "Check subscriptions against Stripe") says of the entry. */
  async function drift(id: number) {
    const report = await runReconcile(
      coreProductSide(
        createCoreClient({ baseUrl: stack.core.url, token: stack.core.token, logger: createLogger('test', 'silent') }),
      ),
      createStripeClient('sk_test_stack', stack.stripe.url),
      { fix: false },
    );
    return report.drifts.find((d) => d.entryId === id)?.differences ?? [];
  }

  /** Stripe's status of the entry's checkout when reconcile reports it as abandoned (apart from drift). */
  async function abandoned(id: number) {
    const report = await runReconcile(
      coreProductSide(
        createCoreClient({ baseUrl: stack.core.url, token: stack.core.token, logger: createLogger('test', 'silent') }),
      ),
      createStripeClient('sk_test_stack', stack.stripe.url),
      { fix: false },
    );
    return report.abandoned.filter((f) => f.entryId === id).map((f) => f.stripeStatus);
  }

  it('declined, then paid on the same page: unpaid meanwhile (no dunning, no "Past due", reconcile agrees), then paid with one payment e-mail', async () => {
    const start = await counts();
    const { id, email, clientSecret, sub } = await checkout('declined-then-paid');
    // Not paid yet, nothing heard from Stripe: its `incomplete` is the product's unpaid Early Bird.
    expect(await drift(id)).toEqual([]);
    const from = stack.stripe.deliveries.length;

    expect(await pay(clientSecret, DECLINED_CARD)).toEqual({
      status: 402,
      body: {
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINE_MESSAGE },
      },
    });
    expect(deliveredSince(from)).toEqual([
      { type: 'invoice.payment_failed', status: 200, body: { received: true, outcome: 'applied' } },
    ]);
    expect(stack.stripe.subscriptions.get(sub)?.status).toBe('incomplete');
    expect(await state(id)).toEqual({
      payment_made: false,
      payment_amount: null,
      payment_state: 'failed',
      subscription_status: 'incomplete',
    });
    expect(await queuedKinds(email)).toEqual(['waitlist-confirmation']);
    expect(await countsSince(start)).toEqual({ incomplete: 1 });
    expect(await staffView(id, email)).toEqual({
      paymentMade: false,
      subscriptionStatus: 'incomplete',
      pastDueInCsv: false,
      csvFound: true,
    });
    expect(await drift(id)).toEqual([]);

    // The same page, the same client secret, another card.
    const paid = await pay(clientSecret, GOOD_CARD);
    expect(paid).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    expect(deliveredSince(from + 1)).toEqual([
      { type: 'invoice.paid', status: 200, body: { received: true, outcome: 'applied' } },
      { type: 'customer.subscription.updated', status: 200, body: { received: true, outcome: 'applied' } },
    ]);
    expect(await state(id)).toEqual({
      payment_made: true,
      payment_amount: '6.74',
      payment_state: 'active',
      subscription_status: 'active',
    });
    expect(await countsSince(start)).toEqual({ active: 1 });
    expect(await drift(id)).toEqual([]);
    expect(await queuedKinds(email)).toEqual(['waitlist-confirmation', 'early-bird-payment-confirmation']);
    expect(await mailedSubjects(email)).toEqual([SIGN_UP_SUBJECT, PAYMENT_SUBJECT]);
  });

  it('declined and left: Stripe expires it; no "subscription ended" e-mail, counted nowhere; checking out again later pays normally', async () => {
    const start = await counts();
    const { id, email, clientSecret, sub } = await checkout('declined-then-expired');
    expect((await pay(clientSecret, DECLINED_CARD)).status).toBe(402);

    const from = stack.stripe.deliveries.length;
    await stack.stripe.expireIncomplete(sub);
    expect(deliveredSince(from)).toEqual([
      { type: 'customer.subscription.updated', status: 200, body: { received: true, outcome: 'applied' } },
    ]);
    expect(await state(id)).toEqual({
      payment_made: false,
      payment_amount: null,
      payment_state: 'ended',
      subscription_status: 'incomplete_expired',
    });
    expect(await queuedKinds(email)).toEqual(['waitlist-confirmation']);
    expect(await countsSince(start)).toEqual({});
    expect(await staffView(id, email)).toEqual({
      paymentMade: false,
      subscriptionStatus: 'incomplete_expired',
      pastDueInCsv: false,
      csvFound: true,
    });
    expect(await drift(id)).toEqual([]);
    expect(await abandoned(id)).toEqual(['incomplete_expired']);

    // A day later, the same browser comes back: a new subscription, paid at once.
    const again = await checkout('declined-then-expired', email);
    expect(again.id).toBe(id);
    expect(again.sub).not.toBe(sub);
    expect((await pay(again.clientSecret, GOOD_CARD)).status).toBe(200);
    expect(await state(id)).toEqual({
      payment_made: true,
      payment_amount: '6.74',
      payment_state: 'active',
      subscription_status: 'active',
    });
    expect(await drift(id)).toEqual([]);
    expect(await abandoned(id)).toEqual([]);
    expect(await mailedSubjects(email)).toEqual([SIGN_UP_SUBJECT, PAYMENT_SUBJECT]);
  });

  it('a renewal declined is past due with one dunning e-mail (and reconcile agrees); the next paid renewal makes it active again', async () => {
    const { id, email, clientSecret, sub } = await checkout('renewal');
    expect((await pay(clientSecret, GOOD_CARD)).status).toBe(200);
    const start = await counts();

    const from = stack.stripe.deliveries.length;
    const invoice = await stack.stripe.renew(sub, { declined: true });
    expect(invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'open' });
    expect(deliveredSince(from)).toEqual([
      { type: 'invoice.payment_failed', status: 200, body: { received: true, outcome: 'applied' } },
      { type: 'customer.subscription.updated', status: 200, body: { received: true, outcome: 'applied' } },
    ]);
    // Past due is still a customer: Paid, and in the paying customers' counts.
    expect(await state(id)).toEqual({
      payment_made: true,
      payment_amount: '6.74',
      payment_state: 'failed',
      subscription_status: 'past_due',
    });
    expect(await countsSince(start)).toEqual({ active: -1, pastDue: 1 });
    expect(await staffView(id, email)).toMatchObject({ subscriptionStatus: 'past_due', pastDueInCsv: true });
    expect(await drift(id)).toEqual([]);

    await stack.stripe.renew(sub);
    expect(await state(id)).toEqual({
      payment_made: true,
      payment_amount: '6.74',
      payment_state: 'active',
      subscription_status: 'active',
    });
    expect(await queuedKinds(email)).toEqual([
      'waitlist-confirmation',
      'early-bird-payment-confirmation',
      'subscription-payment-failed',
    ]);
    expect(await mailedSubjects(email)).toEqual([SIGN_UP_SUBJECT, PAYMENT_SUBJECT, DUNNING_SUBJECT]);
  });
});
