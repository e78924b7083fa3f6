import { randomUUID } from 'node:crypto';
import type { AdminStats, AdminWaitlistEntry, PaymentEvent } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, internalCall, monthlySubscriber, startCoreWithAdmin, type TestCore } from '../testing';

// On a real PostgreSQL: any price Stripe names other than the locked one raises
// the alert (dashboard and waitlist); Stripe's price matching again, or an admin's acknowledgement
// with a note, clears it.

let core: TestCore;
let adminId = 0;
let editorId = 0;

beforeAll(async () => {
  ({ core, adminId } = await startCoreWithAdmin('locksmith'));
  editorId = await createEditor(core, adminId);
});
afterAll(async () => {
  await core?.close();
});

const call = (method: string, path: string, body?: unknown, actor?: number) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by toEqual/toMatchObject
  internalCall<Record<string, any>>(core, method, path, { body, ...(actor === undefined ? {} : { actor }) });

let clock = 1_800_000_000;
const at = () => (clock += 10);
const record = async (e: PaymentEvent) =>
  expect((await call('POST', '/payment-events', e)).body).toMatchObject({ outcome: 'applied' });

/** Stripe's `customer.subscription.updated` with the subscription's price per period. */
const priced = (sub: string, priceCents: number, priceMonths: number, occurredAt = at()): PaymentEvent => ({
  eventId: `evt_${randomUUID()}`,
  type: 'customer.subscription.updated',
  occurredAt,
  kind: 'active',
  subscriptionId: sub,
  customerId: null,
  subscriptionStatus: 'active',
  cancelAtPeriodEnd: false,
  priceCents,
  priceMonths,
});
const upcoming = (sub: string, priceCents: number): PaymentEvent => ({
  eventId: `evt_${randomUUID()}`,
  type: 'invoice.upcoming',
  occurredAt: at(),
  kind: 'upcoming',
  subscriptionId: sub,
  customerId: null,
  invoiceId: null,
  priceCents,
});

/** The entry's alert as the dashboard and the waitlist show it (null for none). */
async function alertOf(id: number) {
  const stats = (await call('GET', '/admin/stats')).body as AdminStats;
  const page = (await call('GET', '/admin/waitlist?limit=1000')).body as { entries: AdminWaitlistEntry[] };
  return {
    dashboard: stats.priceAlerts.find((a) => a.entryId === id)?.detail ?? null,
    waitlist: page.entries.find((e) => e.id === id)?.priceAlert ?? null,
  };
}
const both = (detail: string | null) => ({ dashboard: detail, waitlist: detail });

async function activeSubscriber(label: string) {
  const person = await monthlySubscriber(core, label);
  await record({
    ...priced(person.sub, 674, 1),
    type: 'invoice.paid',
    kind: 'paid',
    invoiceId: `in_${randomUUID()}`,
    billingReason: 'subscription_create',
    amountCents: 674,
  });
  return person;
}

describe('the locked price', () => {
  it('a subscription changed to another price raises the alert at once; Stripe matching the lock again clears it', async () => {
    const { id, sub } = await activeSubscriber('changed');
    expect(await alertOf(id)).toEqual(both(null));

    await record(priced(sub, 899, 1));
    expect(await alertOf(id)).toEqual(
      both(
        `Subscription ${sub} (customer.subscription.updated) charges $8.99 per period; the locked Early Bird price is $6.74`,
      ),
    );

    await record(priced(sub, 674, 1));
    expect(await alertOf(id)).toEqual(both(null));
  });

  it('the same amount over another period is another price', async () => {
    const { id, sub } = await activeSubscriber('stretched');
    await record(priced(sub, 674, 2));
    expect(await alertOf(id)).toEqual(
      both(
        `Subscription ${sub} (customer.subscription.updated) charges $6.74 per 2 months; the locked Early Bird price is $6.74 per month`,
      ),
    );
  });

  it('an older event delivered late neither clears nor raises it', async () => {
    const { id, sub } = await activeSubscriber('late');
    const early = at();
    await record(priced(sub, 999, 1));
    expect((await call('POST', '/payment-events', priced(sub, 674, 1, early))).body).toMatchObject({
      outcome: 'stale',
    });
    expect(await alertOf(id)).toEqual(
      both(
        `Subscription ${sub} (customer.subscription.updated) charges $9.99 per period; the locked Early Bird price is $6.74`,
      ),
    );
  });

  it('an admin acknowledges it with a note (audit log): that price then stays quiet, another raises it, and the lock matching again forgets the acknowledgement', async () => {
    const { id, sub } = await activeSubscriber('acknowledged');
    await record(upcoming(sub, 899));
    const raised =
      'The upcoming invoice (invoice.upcoming) charges $8.99 per period; the locked Early Bird price is $6.74';
    expect(await alertOf(id)).toEqual(both(raised));

    const path = `/admin/waitlist/${id}/price-alert/acknowledge`;
    // Editors may not; a note is required, one line, 500 characters at most; nothing changes meanwhile.
    expect((await call('POST', path, { note: 'fine' }, editorId)).status).toBe(403);
    expect((await call('POST', path, { note: '   ' }, adminId)).body).toMatchObject({
      message: 'Please write a note: what was done about this price',
    });
    expect((await call('POST', path, { note: 'x'.repeat(501) }, adminId)).status).toBe(400);
    expect((await call('POST', path, { note: 'line\u2028break' }, adminId)).status).toBe(400);
    expect(await alertOf(id)).toEqual(both(raised));

    const done = await call('POST', path, { note: 'Agreed by phone: $8.99 from March (ticket 4411).' }, adminId);
    expect(done).toEqual({ status: 200, body: { entryId: id, priceCents: 899 } });
    expect(await alertOf(id)).toEqual(both(null));
    expect(
      await core.query("SELECT actor_id, actor_name, details FROM audit_log WHERE action = 'price-alert-acknowledge'"),
    ).toEqual([
      {
        actor_id: adminId,
        actor_name: 'locksmith',
        details: { entryId: id, priceCents: 899, note: 'Agreed by phone: $8.99 from March (ticket 4411).' },
      },
    ]);
    expect(await call('POST', path, { note: 'again' }, adminId)).toMatchObject({
      status: 409,
      body: { message: 'This entry has no open price alert.' },
    });
    expect((await call('POST', '/admin/waitlist/999999/price-alert/acknowledge', { note: 'x' }, adminId)).status).toBe(
      404,
    );

    await record(upcoming(sub, 899));
    expect(await alertOf(id)).toEqual(both(null));
    await record(upcoming(sub, 999));
    expect(await alertOf(id)).toEqual(
      both('The upcoming invoice (invoice.upcoming) charges $9.99 per period; the locked Early Bird price is $6.74'),
    );

    await record(upcoming(sub, 674));
    await record(upcoming(sub, 899));
    expect(await alertOf(id)).toEqual(both(raised));
  });
});
