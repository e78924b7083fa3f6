import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  earlyBirdEntryResultSchema,
  paymentEventResultSchema,
  type PaymentEvent,
} from '@fresh-pouf/contracts';
import { describe, expect, it } from 'vitest';
import { internalCall, useTestCore } from '../testing';

const core = useTestCore();

const call = (method: string, path: string, body: unknown) => internalCall(core, method, path, { body });

const browserToken = () => randomBytes(32).toString('base64url');

const earlyBird = (overrides: Record<string, unknown> = {}) => ({
  email: `bird-${randomUUID().slice(0, 8)}@example.com`,
  fullName: 'Grace Hopper',
  joinDate: '2026-11-21',
  plan: 'family',
  numberOfPoufs: 3,
  frequency: 'bi-monthly',
  checkoutToken: browserToken(),
  ...overrides,
});

async function prepare(body: Record<string, unknown>) {
  const { status, body: json } = await call('POST', '/checkout/early-bird-entries', body);
  return { status, json };
}

async function ready(body: Record<string, unknown>) {
  const { status, json } = await prepare(body);
  expect(status).toBe(200);
  const result = earlyBirdEntryResultSchema.parse(json);
  if (result.outcome !== 'ready') throw new Error(`expected a ready entry, got ${JSON.stringify(result)}`);
  return result.entry;
}

const mailsTo = (email: string) =>
  core.query<{ kind: string; text_body: string }>(
    'SELECT kind, text_body FROM email_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );

async function paidEntry(body: Record<string, unknown> = earlyBird()) {
  const entry = await ready(body);
  const sub = `sub_${randomUUID()}`;
  await call('PATCH', `/waitlist-entries/${entry.id}/stripe`, {
    stripeCustomerId: `cus_${entry.id}`,
    stripeSubscriptionId: sub,
  });
  return { entry, sub };
}

const event = (sub: string, overrides: Partial<PaymentEvent>): PaymentEvent => ({
  eventId: `evt_${randomUUID()}`,
  type: 'invoice.paid',
  occurredAt: 1_800_000_000,
  kind: 'paid',
  subscriptionId: sub,
  customerId: null,
  paymentMethod: 'card',
  amountCents: 1879,
  ...overrides,
});

async function record(e: PaymentEvent) {
  return paymentEventResultSchema.parse((await call('POST', '/payment-events', e)).body);
}

async function entryState(id: number) {
  const [row] = await core.query<{
    payment_made: boolean;
    payment_amount: string | null;
    payment_method: string | null;
  }>('SELECT payment_made, payment_amount, payment_method FROM waitlist_entries WHERE id = $1', [id]);
  return row;
}

describe('Early Bird entries', () => {
  it('treats the same Gmail address written differently as the listed entry: nothing changes, its owner gets the link', async () => {
    const user = `bird${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const listed = await ready(
      earlyBird({ email: `${user}@gmail.com`, plan: 'monthly', numberOfPoufs: 1, frequency: 'monthly' }),
    );
    const alias = `${user.slice(0, 2)}.${user.slice(2)}+deal@gmail.com`;
    expect(await prepare(earlyBird({ email: alias, fullName: 'Mallory' }))).toEqual({
      status: 200,
      json: { outcome: 'verify-email' },
    });
    expect(
      await core.query('SELECT id, full_name FROM waitlist_entries WHERE normalized_email = $1', [`${user}@gmail.com`]),
    ).toEqual([{ id: listed.id, full_name: 'Grace Hopper' }]);
    expect((await mailsTo(`${user}@gmail.com`)).map((m) => m.kind)).toContain('early-bird-checkout-link');
  });

  it('creates an entry marked earlyBird with the discount, then the same checkout (its token) updates it', async () => {
    const body = earlyBird();
    const first = await ready(body);
    expect(first).toMatchObject({
      earlyBird: true,
      hasEarlyBirdDiscount: true,
      isFamily: true,
      numberOfPoufs: 3,
      paymentMade: false,
    });
    const again = await ready({ ...body, plan: 'quarterly', numberOfPoufs: 1, frequency: 'quarterly' });
    expect(again).toMatchObject({ id: first.id, plan: 'quarterly', isFamily: false, numberOfPoufs: 1 });
    // Only the token's hash is kept.
    const tokens = await core.query<{ token_hash: string; source: string }>(
      'SELECT token_hash, source FROM checkout_tokens WHERE entry_id = $1',
      [first.id],
    );
    expect(tokens).toEqual([
      { token_hash: createHash('sha256').update(String(body.checkoutToken)).digest('hex'), source: 'browser' },
    ]);
  });

  it('confirms a new Early Bird entry at once, saying the price is held: nobody is lost if checkout then fails', async () => {
    const body = earlyBird({ plan: 'monthly', numberOfPoufs: 1, frequency: 'monthly' });
    const entry = await ready(body);
    expect(entry).toMatchObject({ earlyBird: true, paymentMade: false });
    const mails = await mailsTo(String(body.email));
    expect(mails.map((m) => m.kind)).toEqual(['waitlist-confirmation']);
    expect(mails[0]?.text_body).toContain(
      'Your Early Bird price of $6.74/month (25% off, locked for life) is held for you',
    );
    // The same checkout again (a retry, another plan) sends nothing more.
    await ready({ ...body, plan: 'quarterly', numberOfPoufs: 1, frequency: 'quarterly' });
    expect(await mailsTo(String(body.email))).toHaveLength(1);
  });

  it('leaves an existing waitlist sign-up alone for an unproven checkout, e-mails its owner, and the e-mailed token turns it into an Early Bird', async () => {
    const body = earlyBird({ plan: 'monthly', numberOfPoufs: 1, frequency: 'monthly' });
    const signup = await call('POST', '/waitlist-entries', { ...body, earlyBird: false, isFamily: false });
    expect(signup.status).toBe(201);

    expect(await prepare({ ...body, fullName: 'Mallory' })).toEqual({ status: 200, json: { outcome: 'verify-email' } });
    expect(
      await core.query('SELECT full_name, early_bird FROM waitlist_entries WHERE email = $1', [body.email]),
    ).toEqual([{ full_name: 'Grace Hopper', early_bird: false }]);
    const link = (await mailsTo(String(body.email))).find((m) => m.kind === 'early-bird-checkout-link');
    const claim = link?.text_body.match(/[?&]claim=([A-Za-z0-9_-]{43})/)?.[1];
    expect(claim).toBeDefined();

    const entry = await ready({ ...body, checkoutToken: claim });
    expect(entry).toMatchObject({ earlyBird: true, hasEarlyBirdDiscount: true, fullName: 'Grace Hopper' });
    expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [body.email])).toHaveLength(1);
  });

  it('two checkouts racing for a new address: the one that created the entry keeps it, the other changes nothing', async () => {
    const mine = earlyBird();
    const theirs = {
      ...mine,
      fullName: 'Mallory',
      plan: 'monthly',
      numberOfPoufs: 1,
      frequency: 'monthly',
      checkoutToken: browserToken(),
    };
    const results = await Promise.all([prepare(mine), prepare(theirs)]);
    const outcomes = results.map((r) => earlyBirdEntryResultSchema.parse(r.json).outcome).sort();
    expect(outcomes).toEqual(['ready', 'verify-email']);
    const [row] = await core.query<{ full_name: string; plan: string }>(
      'SELECT full_name, plan FROM waitlist_entries WHERE email = $1',
      [mine.email],
    );
    const winner = earlyBirdEntryResultSchema.parse(results[0]?.json).outcome === 'ready' ? mine : theirs;
    expect(row).toEqual({ full_name: winner.fullName, plan: winner.plan });
  });

  it('tells a stranger nothing about a paid address, and its owner (by token) that it has paid, leaving its plan alone', async () => {
    const body = earlyBird();
    const { entry, sub } = await paidEntry(body);
    await record(event(sub, {}));
    const other = { ...body, plan: 'monthly', numberOfPoufs: 1, frequency: 'monthly' };

    expect(await prepare({ ...other, checkoutToken: browserToken() })).toEqual({
      status: 200,
      json: { outcome: 'verify-email' },
    });
    expect((await mailsTo(entry.email)).at(-1)?.kind).toBe('early-bird-already-subscribed');

    const owner = await prepare(other);
    expect(owner.status).toBe(409);
    expect((owner.json as { message: string }).message).toBe(CHECKOUT_MESSAGES.alreadyPaid);
    expect(await core.query('SELECT plan FROM waitlist_entries WHERE id = $1', [entry.id])).toEqual([
      { plan: 'family' },
    ]);
  });

  it('refuses a request without a well-formed token', async () => {
    const { status, json } = await prepare(earlyBird({ checkoutToken: 'short' }));
    expect(status).toBe(400);
    expect(json).toMatchObject({ fieldErrors: { checkoutToken: ['checkoutToken is malformed'] } });
  });
});

describe('payment events', () => {
  it('marks the entry paid once, even when the event comes twice', async () => {
    const { entry, sub } = await paidEntry();
    const e = event(sub, {});
    expect(await record(e)).toEqual({ outcome: 'applied', entryId: entry.id });
    expect(await record(e)).toEqual({ outcome: 'duplicate', entryId: null });
    expect(await entryState(entry.id)).toEqual({ payment_made: true, payment_amount: '18.79', payment_method: 'card' });
    expect(await core.query('SELECT outcome FROM processed_stripe_events WHERE event_id = $1', [e.eventId])).toEqual([
      { outcome: 'applied' },
    ]);
  });

  it('the first payment queues one confirmation e-mail; a renewal or a redelivery queues none', async () => {
    const { entry, sub } = await paidEntry();
    await record(event(sub, { occurredAt: 1_800_000_000 }));
    await record(event(sub, { occurredAt: 1_800_000_000 + 90 * 86_400 }));
    const mails = await core.query<{ to_address: string; kind: string; subject: string; text_body: string }>(
      "SELECT to_address, kind, subject, text_body FROM email_outbox WHERE to_address = $1 AND kind <> 'waitlist-confirmation'",
      [entry.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'early-bird-payment-confirmation',
      subject: 'Your Fresh Pouf Early Bird subscription is confirmed',
    });
    expect(mails[0]?.text_body).toContain('Hi Grace Hopper,');
    expect(mails[0]?.text_body).toContain('3 poufs per delivery, Bi-Monthly at $18.79/2 months');
    expect(mails[0]?.text_body).toContain('locked in for life');
  });

  it('a failed payment queues no e-mail', async () => {
    const { entry, sub } = await paidEntry();
    await record(event(sub, { kind: 'failed', type: 'invoice.payment_failed' }));
    expect(
      await core.query("SELECT id FROM email_outbox WHERE to_address = $1 AND kind <> 'waitlist-confirmation'", [
        entry.email,
      ]),
    ).toHaveLength(0);
  });

  it('two deliveries at once still count once', async () => {
    const { entry, sub } = await paidEntry();
    const e = event(sub, {});
    const results = await Promise.all([record(e), record(e), record(e)]);
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    expect((await entryState(entry.id))?.payment_made).toBe(true);
  });

  it('a failed payment leaves the entry unpaid', async () => {
    const { entry, sub } = await paidEntry();
    expect((await record(event(sub, { kind: 'failed', type: 'invoice.payment_failed' }))).outcome).toBe('applied');
    expect(await entryState(entry.id)).toMatchObject({ payment_made: false, payment_amount: null });
  });

  it('an older failure delivered after a newer payment changes nothing', async () => {
    const { entry, sub } = await paidEntry();
    await record(event(sub, { occurredAt: 1_800_000_100 }));
    expect((await record(event(sub, { kind: 'failed', occurredAt: 1_800_000_050 }))).outcome).toBe('stale');
    expect((await entryState(entry.id))?.payment_made).toBe(true);
  });

  it('a cancellation after the payment ends it, whatever order they arrive in', async () => {
    const { entry, sub } = await paidEntry();
    await record(event(sub, { kind: 'ended', type: 'customer.subscription.deleted', occurredAt: 1_800_000_200 }));
    expect((await record(event(sub, { occurredAt: 1_800_000_100 }))).outcome).toBe('stale');
    expect((await entryState(entry.id))?.payment_made).toBe(false);
  });

  it('the subscription turning active before its invoice.paid arrives still records the amount', async () => {
    const { entry, sub } = await paidEntry();
    await record(
      event(sub, {
        kind: 'active',
        type: 'customer.subscription.updated',
        occurredAt: 1_800_000_101,
        amountCents: null,
      }),
    );
    expect((await record(event(sub, { occurredAt: 1_800_000_100 }))).outcome).toBe('stale');
    expect(await entryState(entry.id)).toEqual({ payment_made: true, payment_amount: '18.79', payment_method: 'card' });
  });

  it('an event for a subscription nobody holds is recorded and changes nothing', async () => {
    expect(await record(event('sub_unknown', {}))).toEqual({ outcome: 'no-entry', entryId: null });
  });
});
