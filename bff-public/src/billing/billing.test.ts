import { randomBytes, randomUUID } from 'node:crypto';
import { PORTAL_URL } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStack, type StripeStack } from '../testing/stripe-stack';
const SITE = 'https://freshpouf.example';

describe('paying customers: the portal, subscription state, dunning and the locked price', () => {
  let stack: StripeStack;
  let core: StripeStack['core'];
  let stripe: StripeStack['stripe'];
  let bff: StripeStack['bff'];

  beforeAll(async () => {
    stack = await startStripeStack({ PORTAL_LINK_RATE_LIMIT_MAX: 1000, PUBLIC_SITE_URL: SITE });
    ({ core, stripe, bff } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => stripe.setMode('ok'));

  const deliver = (type: string, object: unknown) => stack.deliver(type, object);
  const portal = (token: string) =>
    fetch(`${bff.url}/api/billing/portal?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
  const mailsTo = (email: string) =>
    core.query<{ kind: string; text_body: string }>(
      'SELECT kind, text_body FROM email_outbox WHERE to_address = $1 ORDER BY id',
      [email],
    );
  const tokenIn = (text: string) => /\/api\/billing\/portal\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  const paidCustomer = () => stack.paidMonthly('payer');

  it("the link in the payment confirmation opens Stripe's customer portal for that customer, returning to the site", async () => {
    const { email, stripe_customer_id: customer } = await paidCustomer();
    const confirmation = (await mailsTo(email)).find((m) => m.kind === 'early-bird-payment-confirmation');
    const res = await portal(tokenIn(confirmation?.text_body ?? ''));
    expect(res.status).toBe(303);
    const session = stripe.portalSessions.at(-1);
    expect(res.headers.get('location')).toBe(`${PORTAL_URL}/${session?.id}`);
    expect(session).toMatchObject({ customer, returnUrl: `${SITE}/` });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('from /success, the payment just made (its client secret) opens the portal for its customer; another secret gets 404', async () => {
    const { stripe_subscription_id: sub, stripe_customer_id: customer } = await paidCustomer();
    const intent = stripe.intents.get(stripe.subscriptions.get(sub)?.paymentIntentId ?? '');
    if (!intent) throw new Error('no intent');
    intent.status = 'succeeded';
    const res = await bff.post('/api/billing/portal-session', {
      payment_intent: intent.id,
      payment_intent_client_secret: intent.clientSecret,
    });
    expect(res.status).toBe(200);
    const session = stripe.portalSessions.at(-1);
    expect(await res.json()).toEqual({ url: `${PORTAL_URL}/${session?.id}` });
    expect(session?.customer).toBe(customer);

    const wrong = await bff.post('/api/billing/portal-session', {
      payment_intent: intent.id,
      payment_intent_client_secret: `${intent.id}_secret_wrong`,
    });
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { message: string }).message).toBe('No such payment.');
    expect((await bff.post('/api/billing/portal-session', { payment_intent: 'nope' })).status).toBe(400);
  });

  it("a link that names nothing, is malformed or has expired leads to the site's page saying so", async () => {
    const { id, email } = await paidCustomer();
    const token = tokenIn(
      (await mailsTo(email)).find((m) => m.kind === 'early-bird-payment-confirmation')?.text_body ?? '',
    );
    const sessions = stripe.portalSessions.length;
    expect((await portal(randomBytes(32).toString('base64url'))).headers.get('location')).toBe(
      `${SITE}/manage-subscription?link=invalid`,
    );
    expect((await portal('../../etc')).headers.get('location')).toBe(`${SITE}/manage-subscription?link=invalid`);
    await core.query("UPDATE portal_tokens SET expires_at = now() - interval '1 second' WHERE entry_id = $1", [id]);
    expect((await portal(token)).headers.get('location')).toBe(`${SITE}/manage-subscription?link=expired`);
    expect(stripe.portalSessions.length).toBe(sessions);
  });

  it('Stripe down: the link leads to the page saying it is unavailable for now', async () => {
    const { email } = await paidCustomer();
    const token = tokenIn(
      (await mailsTo(email)).find((m) => m.kind === 'early-bird-payment-confirmation')?.text_body ?? '',
    );
    stripe.setMode('down');
    expect((await portal(token)).headers.get('location')).toBe(`${SITE}/manage-subscription?link=unavailable`);
  });

  it('asking for a link answers the same for a customer and a stranger; only the customer gets mail', async () => {
    const { email } = await paidCustomer();
    const stranger = `stranger-${randomUUID().slice(0, 8)}@example.com`;
    for (const address of [email, stranger]) {
      const res = await bff.post('/api/billing/portal-link', { email: address });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({
        message:
          'If that address has a Fresh Pouf subscription, a link to manage it is on its way. It works for 7 days.',
      });
    }
    expect((await mailsTo(email)).filter((m) => m.kind === 'subscription-portal-link')).toHaveLength(1);
    expect(await mailsTo(stranger)).toEqual([]);
    const bad = await bff.post('/api/billing/portal-link', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Please enter a valid email address');
  });

  it("keeps Stripe's subscription status and a pending cancellation from the webhook", async () => {
    const { id, stripe_subscription_id: sub, stripe_customer_id: customer } = await paidCustomer();
    const periodEnd = 1_802_476_800; // 2027-02-13T00:00:00Z
    const res = await deliver('customer.subscription.updated', {
      id: sub,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: periodEnd,
      items: { data: [{ current_period_end: periodEnd }] },
    });
    expect(await res.json()).toMatchObject({ outcome: 'applied' });
    expect(
      await core.query(
        'SELECT subscription_status, cancel_at_period_end, subscription_period_end FROM waitlist_entries WHERE id = $1',
        [id],
      ),
    ).toEqual([
      {
        subscription_status: 'active',
        cancel_at_period_end: true,
        subscription_period_end: new Date('2027-02-13T00:00:00Z'),
      },
    ]);
  });

  it('a failed renewal: past due and one dunning e-mail per failed invoice, however many retries Stripe reports', async () => {
    const { id, email, stripe_subscription_id: sub } = await paidCustomer();
    // The next period's invoice (billing_reason subscription_cycle), declined; this stack's fake delivers nothing itself.
    const failed = await stripe.renew(sub, { declined: true });
    expect(failed).toMatchObject({ billing_reason: 'subscription_cycle', status: 'open' });
    await deliver('invoice.payment_failed', failed);
    await deliver('invoice.payment_failed', failed);
    const notices = (await mailsTo(email)).filter((m) => m.kind === 'subscription-payment-failed');
    expect(notices).toHaveLength(1);
    expect(tokenIn(notices[0]?.text_body ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await core.query('SELECT payment_made, subscription_status FROM waitlist_entries WHERE id = $1', [id]),
    ).toEqual([
      // Still a customer while Stripe retries.
      { payment_made: true, subscription_status: 'past_due' },
    ]);
  });

  it('an upcoming invoice above the locked price is flagged, and nothing is asked of Stripe', async () => {
    const { id, stripe_subscription_id: sub } = await paidCustomer();
    const before = stripe.requests.length;
    const upcoming = { ...stripe.invoiceFor(sub, false), id: undefined, subtotal: 899, amount_due: 899 };
    expect(await (await deliver('invoice.upcoming', upcoming)).json()).toMatchObject({ outcome: 'applied' });
    expect(
      await core.query('SELECT price_mismatch_detail, payment_made FROM waitlist_entries WHERE id = $1', [id]),
    ).toEqual([
      {
        price_mismatch_detail:
          'The upcoming invoice (invoice.upcoming) charges $8.99 per period; the locked Early Bird price is $6.74',
        payment_made: true,
      },
    ]);
    expect(stripe.requests.length).toBe(before);
  });
});
