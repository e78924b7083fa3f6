import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, paymentEventResultSchema, waitlistEntryRecordSchema, type PaymentEvent } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCore, type TestCore } from '../testing';

let core: TestCore;
beforeAll(async () => {
  core = await startTestCore();
});
afterAll(async () => {
  await core?.close();
});

function call(method: string, path: string, body: unknown) {
  return fetch(`${core.url}/internal${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-service-token': core.token },
    body: JSON.stringify(body),
  });
}

const earlyBird = (overrides: Record<string, unknown> = {}) => ({
  email: `bird-${randomUUID().slice(0, 8)}@example.com`,
  fullName: 'Grace Hopper',
  joinDate: '2026-11-21',
  plan: 'family',
  numberOfPoufs: 3,
  frequency: 'bi-monthly',
  ...overrides,
});

async function paidEntry() {
  const entry = waitlistEntryRecordSchema.parse(await (await call('POST', '/checkout/early-bird-entries', earlyBird())).json());
  const sub = `sub_${randomUUID()}`;
  await call('PATCH', `/waitlist-entries/${entry.id}/stripe`, { stripeCustomerId: `cus_${entry.id}`, stripeSubscriptionId: sub });
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
  return paymentEventResultSchema.parse(await (await call('POST', '/payment-events', e)).json());
}

async function entryState(id: number) {
  const [row] = await core.query<{ payment_made: boolean; payment_amount: string | null; payment_method: string | null }>(
    'SELECT payment_made, payment_amount, payment_method FROM waitlist_entries WHERE id = $1',
    [id],
  );
  return row;
}

describe('Early Bird entries', () => {
  it('creates an entry marked earlyBird with the discount, then reuses it for the same address', async () => {
    const body = earlyBird();
    const first = waitlistEntryRecordSchema.parse(await (await call('POST', '/checkout/early-bird-entries', body)).json());
    expect(first).toMatchObject({ earlyBird: true, hasEarlyBirdDiscount: true, isFamily: true, numberOfPoufs: 3, paymentMade: false });
    const again = waitlistEntryRecordSchema.parse(
      await (await call('POST', '/checkout/early-bird-entries', { ...body, plan: 'quarterly', numberOfPoufs: 1, frequency: 'quarterly' })).json(),
    );
    expect(again).toMatchObject({ id: first.id, plan: 'quarterly', isFamily: false, numberOfPoufs: 1 });
  });

  it('turns an existing waitlist sign-up into an Early Bird', async () => {
    const body = earlyBird({ plan: 'monthly', numberOfPoufs: 1, frequency: 'monthly' });
    const signup = await call('POST', '/waitlist-entries', { ...body, earlyBird: false, isFamily: false });
    expect(signup.status).toBe(201);
    const entry = waitlistEntryRecordSchema.parse(await (await call('POST', '/checkout/early-bird-entries', body)).json());
    expect(entry).toMatchObject({ earlyBird: true, hasEarlyBirdDiscount: true });
    expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [body.email])).toHaveLength(1);
  });

  it('refuses a second checkout once the address has paid, leaving its plan alone', async () => {
    const { entry, sub } = await paidEntry();
    await record(event(sub, {}));
    const res = await call('POST', '/checkout/early-bird-entries', { ...earlyBird(), email: entry.email, plan: 'monthly', numberOfPoufs: 1, frequency: 'monthly' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(CHECKOUT_MESSAGES.alreadyPaid);
    expect(await core.query('SELECT plan FROM waitlist_entries WHERE id = $1', [entry.id])).toEqual([{ plan: 'family' }]);
  });
});

describe('payment events', () => {
  it('marks the entry paid once, even when the event comes twice', async () => {
    const { entry, sub } = await paidEntry();
    const e = event(sub, {});
    expect(await record(e)).toEqual({ outcome: 'applied', entryId: entry.id });
    expect(await record(e)).toEqual({ outcome: 'duplicate', entryId: null });
    expect(await entryState(entry.id)).toEqual({ payment_made: true, payment_amount: '18.79', payment_method: 'card' });
    expect(await core.query('SELECT outcome FROM processed_stripe_events WHERE event_id = $1', [e.eventId])).toEqual([{ outcome: 'applied' }]);
  });

  it('the first payment queues one confirmation e-mail; a renewal or a redelivery queues none', async () => {
    const { entry, sub } = await paidEntry();
    await record(event(sub, { occurredAt: 1_800_000_000 }));
    await record(event(sub, { occurredAt: 1_800_000_000 + 90 * 86_400 }));
    const mails = await core.query<{ to_address: string; kind: string; subject: string; text_body: string }>(
      'SELECT to_address, kind, subject, text_body FROM email_outbox WHERE to_address = $1',
      [entry.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'early-bird-payment-confirmation', subject: 'Your Fresh Pouf Early Bird subscription is confirmed' });
    expect(mails[0]?.text_body).toContain('Hi Grace Hopper,');
    expect(mails[0]?.text_body).toContain('3 poufs per delivery, Bi-Monthly at $18.79/2 months');
    expect(mails[0]?.text_body).toContain('locked in for life');
  });

  it('a failed payment queues no e-mail', async () => {
    const { entry, sub } = await paidEntry();
    await record(event(sub, { kind: 'failed', type: 'invoice.payment_failed' }));
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [entry.email])).toHaveLength(0);
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
    await record(event(sub, { kind: 'active', type: 'customer.subscription.updated', occurredAt: 1_800_000_101, amountCents: null }));
    expect((await record(event(sub, { occurredAt: 1_800_000_100 }))).outcome).toBe('stale');
    expect(await entryState(entry.id)).toEqual({ payment_made: true, payment_amount: '18.79', payment_method: 'card' });
  });

  it('an event for a subscription nobody holds is recorded and changes nothing', async () => {
    expect(await record(event('sub_unknown', {}))).toEqual({ outcome: 'no-entry', entryId: null });
  });
});
