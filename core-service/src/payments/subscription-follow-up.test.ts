import { randomBytes, randomUUID } from 'node:crypto';
import { paymentEventResultSchema, type PaymentEvent } from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { internalCall, monthlySubscriber, paidEvent, useTestCore } from '../testing';

const core = useTestCore();

const call = (method: string, path: string, body: unknown) => internalCall(core, method, path, { body });

const subscriber = () => monthlySubscriber(core, 'sub');

/** A payment event for `sub` that names no invoice or billing reason unless `overrides` do. */
const event = (sub: string, overrides: Partial<PaymentEvent>): PaymentEvent =>
  paidEvent(sub, { invoiceId: undefined, billingReason: undefined, ...overrides });

const record = async (e: PaymentEvent) =>
  paymentEventResultSchema.parse((await call('POST', '/payment-events', e)).body);

const stateOf = async (id: number) =>
  (
    await core.query<Record<string, unknown>>(
      `SELECT payment_state, subscription_status, cancel_at_period_end, subscription_period_end, price_mismatch_detail
         FROM waitlist_entries WHERE id = $1`,
      [id],
    )
  )[0];

const mailsTo = (email: string) =>
  core.query<{ kind: string; subject: string; text_body: string }>(
    'SELECT kind, subject, text_body FROM email_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );

const portalTokenIn = (text: string) => /\/api\/billing\/portal\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('subscription status as Stripe reports it', () => {
  it('keeps status, a pending cancellation and its date; ends canceled; a late older update changes nothing', async () => {
    const { id, sub } = await subscriber();
    expect(await record(event(sub, {}))).toMatchObject({ outcome: 'applied' });
    expect(await stateOf(id)).toMatchObject({
      payment_state: 'paid',
      subscription_status: 'active',
      cancel_at_period_end: false,
    });

    const periodEnd = 1_802_476_800; // 2027-02-13T00:00:00Z
    const cancelling = event(sub, {
      type: 'customer.subscription.updated',
      kind: 'active',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      periodEnd,
    });
    expect(await record(cancelling)).toMatchObject({ outcome: 'applied' });
    expect(await stateOf(id)).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: true,
      subscription_period_end: new Date('2027-02-13T00:00:00Z'),
    });

    const ended = event(sub, { type: 'customer.subscription.deleted', kind: 'ended', subscriptionStatus: 'canceled' });
    expect(await record(ended)).toMatchObject({ outcome: 'applied' });
    expect(await stateOf(id)).toMatchObject({
      payment_state: 'ended',
      subscription_status: 'canceled',
      cancel_at_period_end: false,
    });

    const late = event(sub, {
      type: 'customer.subscription.updated',
      kind: 'failed',
      subscriptionStatus: 'past_due',
      occurredAt: cancelling.occurredAt + 1,
    });
    expect(await record(late)).toMatchObject({ outcome: 'stale' });
    expect(await record(ended)).toMatchObject({ outcome: 'duplicate' });
    expect(await stateOf(id)).toMatchObject({ subscription_status: 'canceled' });
  });
});

describe('failed payments', () => {
  it('e-mails once per failed invoice (Stripe retries send the event again), with a card-update link; a later payment clears the state', async () => {
    const { id, email, sub } = await subscriber();
    await record(event(sub, {}));
    const failed = (invoiceId: string) =>
      event(sub, { type: 'invoice.payment_failed', kind: 'failed', invoiceId, amountCents: 0 });
    expect(await record(failed('in_1'))).toMatchObject({ outcome: 'applied' });
    expect(await record(failed('in_1'))).toMatchObject({ outcome: 'applied' });
    expect(await stateOf(id)).toMatchObject({ payment_state: 'failed', subscription_status: 'past_due' });
    expect(
      (await mailsTo(email)).filter((m) => m.kind === 'subscription-payment-failed').map((m) => m.subject),
    ).toEqual(['Your Fresh Pouf payment did not go through']);
    await record(failed('in_2'));
    const notices = (await mailsTo(email)).filter((m) => m.kind === 'subscription-payment-failed');
    expect(notices).toHaveLength(2);
    expect(notices[0]?.text_body).toContain('update your card from the link above');
    expect(portalTokenIn(notices[0]?.text_body ?? '')).toBeDefined();

    await record(event(sub, { invoiceId: 'in_2' }));
    expect(await stateOf(id)).toMatchObject({ payment_state: 'paid', subscription_status: 'active' });
  });

  it('sends no dunning e-mail for a failure older than a payment already recorded', async () => {
    const { email, sub } = await subscriber();
    const paid = event(sub, {});
    await record(paid);
    const old = event(sub, {
      type: 'invoice.payment_failed',
      kind: 'failed',
      invoiceId: 'in_old',
      occurredAt: paid.occurredAt - 5,
    });
    expect(await record(old)).toMatchObject({ outcome: 'stale' });
    expect((await mailsTo(email)).map((m) => m.kind)).not.toContain('subscription-payment-failed');
  });

  it('confirms a cancellation once, however often Stripe says so', async () => {
    const { email, sub } = await subscriber();
    await record(event(sub, {}));
    await record(event(sub, { type: 'customer.subscription.deleted', kind: 'ended', subscriptionStatus: 'canceled' }));
    await record(event(sub, { type: 'customer.subscription.deleted', kind: 'ended', subscriptionStatus: 'canceled' }));
    expect((await mailsTo(email)).filter((m) => m.kind === 'subscription-ended').map((m) => m.subject)).toEqual([
      'Your Fresh Pouf subscription has ended',
    ]);
  });
});

describe('a declined first payment', () => {
  const firstFailure = (sub: string, overrides: Partial<PaymentEvent> = {}) =>
    event(sub, {
      type: 'invoice.payment_failed',
      kind: 'failed',
      invoiceId: `in_${randomUUID()}`,
      amountCents: 0,
      billingReason: 'subscription_create',
      ...overrides,
    });
  const kindsTo = async (email: string) => (await mailsTo(email)).map((m) => m.kind);

  it('leaves an unpaid Early Bird: incomplete, not past due, and no dunning e-mail; paying afterwards makes it active with one payment e-mail', async () => {
    const { id, email, sub } = await subscriber();
    expect(await record(firstFailure(sub))).toMatchObject({ outcome: 'applied' });
    expect(await stateOf(id)).toMatchObject({ payment_state: 'failed', subscription_status: 'incomplete' });
    expect(await kindsTo(email)).toEqual(['waitlist-confirmation']);

    await record(event(sub, { billingReason: 'subscription_create' }));
    await record(event(sub, { type: 'customer.subscription.updated', kind: 'active', subscriptionStatus: 'active' }));
    expect(await stateOf(id)).toMatchObject({ payment_state: 'active', subscription_status: 'active' });
    expect(await kindsTo(email)).toEqual(['waitlist-confirmation', 'early-bird-payment-confirmation']);
  });

  it('without a billing reason (an event logged before it was kept, replayed): a first payment when the entry never paid, a renewal once it has', async () => {
    const unpaid = await subscriber();
    await record(firstFailure(unpaid.sub, { billingReason: undefined }));
    expect(await stateOf(unpaid.id)).toMatchObject({ payment_state: 'failed', subscription_status: 'incomplete' });
    expect(await kindsTo(unpaid.email)).toEqual(['waitlist-confirmation']);

    const payer = await subscriber();
    await record(event(payer.sub, {}));
    await record(firstFailure(payer.sub, { billingReason: undefined }));
    expect(await stateOf(payer.id)).toMatchObject({ payment_state: 'failed', subscription_status: 'past_due' });
    expect(await kindsTo(payer.email)).toEqual([
      'waitlist-confirmation',
      'early-bird-payment-confirmation',
      'subscription-payment-failed',
    ]);
  });

  it('a renewal (subscription_cycle) that fails is past due and dunned, whatever the entry looks like', async () => {
    const { id, email, sub } = await subscriber();
    await record(event(sub, { billingReason: 'subscription_create' }));
    await record(firstFailure(sub, { billingReason: 'subscription_cycle' }));
    expect(await stateOf(id)).toMatchObject({ payment_state: 'failed', subscription_status: 'past_due' });
    expect(await kindsTo(email)).toEqual([
      'waitlist-confirmation',
      'early-bird-payment-confirmation',
      'subscription-payment-failed',
    ]);
  });

  it('sends no "subscription ended" e-mail when a checkout that never paid expires (incomplete_expired) or is cancelled', async () => {
    const expired = await subscriber();
    await record(firstFailure(expired.sub));
    const expiry = event(expired.sub, {
      type: 'customer.subscription.updated',
      kind: 'ended',
      subscriptionStatus: 'incomplete_expired',
    });
    expect(await record(expiry)).toMatchObject({ outcome: 'applied' });
    expect(await stateOf(expired.id)).toMatchObject({
      payment_state: 'ended',
      subscription_status: 'incomplete_expired',
    });
    expect(await kindsTo(expired.email)).toEqual(['waitlist-confirmation']);

    // Nothing heard at all before the end (a replaced checkout cancelled, an abandoned one).
    const abandoned = await subscriber();
    await record(
      event(abandoned.sub, {
        type: 'customer.subscription.deleted',
        kind: 'ended',
        subscriptionStatus: 'incomplete_expired',
      }),
    );
    await record(
      event(abandoned.sub, { type: 'customer.subscription.deleted', kind: 'ended', subscriptionStatus: 'canceled' }),
    );
    expect(await kindsTo(abandoned.email)).toEqual(['waitlist-confirmation']);
  });

  it('still confirms the end of a subscription paid before statuses were kept (no status on file)', async () => {
    const { id, email, sub } = await subscriber();
    await record(event(sub, {}));
    await core.query('UPDATE waitlist_entries SET subscription_status = NULL WHERE id = $1', [id]);
    await record(event(sub, { type: 'customer.subscription.deleted', kind: 'ended', subscriptionStatus: 'canceled' }));
    expect((await mailsTo(email)).filter((m) => m.kind === 'subscription-ended')).toHaveLength(1);
  });
});

describe('the locked price', () => {
  it('marks an invoice that would charge other than $6.74 (paid or upcoming), and leaves a right one alone', async () => {
    const { id, sub } = await subscriber();
    await record(event(sub, { priceCents: 674, invoiceId: 'in_ok' }));
    expect(await stateOf(id)).toMatchObject({ price_mismatch_detail: null });

    expect(
      await record(event(sub, { type: 'invoice.upcoming', kind: 'upcoming', priceCents: 899, invoiceId: 'in_next' })),
    ).toMatchObject({ outcome: 'applied' });
    expect(await stateOf(id)).toMatchObject({
      payment_state: 'paid',
      price_mismatch_detail:
        'Invoice in_next (invoice.upcoming) charges $8.99 per period; the locked Early Bird price is $6.74',
    });
  });
});

describe('links into the customer portal', () => {
  it("open the entry's Stripe customer; an unknown link is 404 and an expired one 410", async () => {
    const { id, email, sub } = await subscriber();
    await record(event(sub, {}));
    const confirmation = (await mailsTo(email)).find((m) => m.kind === 'early-bird-payment-confirmation');
    expect(confirmation?.text_body).toContain('Manage your subscription');
    const token = portalTokenIn(confirmation?.text_body ?? '');
    if (!token) throw new Error('no portal link in the payment confirmation');

    const [customer] = await core.query<{ stripe_customer_id: string }>(
      'SELECT stripe_customer_id FROM waitlist_entries WHERE id = $1',
      [id],
    );
    const resolve = (t: string) => call('POST', '/billing/portal-links/resolve', { token: t });
    const ok = await resolve(token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ customerId: customer?.stripe_customer_id });

    const unknown = await resolve(randomBytes(32).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'This link to manage your subscription is not valid.' });

    await core.query("UPDATE portal_tokens SET expires_at = now() - interval '1 second' WHERE entry_id = $1", [id]);
    const expired = await resolve(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ message: 'This link to manage your subscription has expired.' });

    expect((await resolve('not-a-token')).status).toBe(400);
  });
});

describe('asking for a portal link by e-mail', () => {
  it('mails a paying customer one link (asking again within 10 minutes sends nothing more); anyone else gets nothing, and every answer is the same', async () => {
    const { email, sub } = await subscriber();
    await record(event(sub, {}));
    const ask = (address: string) => call('POST', '/billing/portal-links', { email: address });
    expect((await ask(email)).status).toBe(204);
    expect((await ask(email)).status).toBe(204);
    const links = (await mailsTo(email)).filter((m) => m.kind === 'subscription-portal-link');
    expect(links.map((m) => m.subject)).toEqual(['Manage your Fresh Pouf subscription']);
    expect(portalTokenIn(links[0]?.text_body ?? '')).toBeDefined();

    const unpaid = await subscriber();
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    expect((await ask(unpaid.email)).status).toBe(204);
    expect((await ask(stranger)).status).toBe(204);
    expect((await mailsTo(unpaid.email)).map((m) => m.kind)).not.toContain('subscription-portal-link');
    expect(await mailsTo(stranger)).toEqual([]);
    expect((await ask('not an address')).status).toBe(400);
  });
});
