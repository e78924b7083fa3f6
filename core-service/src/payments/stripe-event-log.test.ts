import { randomUUID } from 'node:crypto';
import { type PaymentEvent, stripeEventLogEntrySchema, stripeEventLogPageSchema } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, monthlySubscriber, startTestCore, type TestCore } from '../testing';

let core: TestCore;
let adminId: number;
let editorId: number;
beforeAll(async () => {
  core = await startTestCore();
  const [admin] = await core.query<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
  adminId = admin?.id ?? 0;
  const [editor] = await core.query<{ id: number }>(
    "INSERT INTO users (username, password, email, role) VALUES ('log-editor', 'x', 'log-editor@example.com', 'editor') RETURNING id",
  );
  editorId = editor?.id ?? 0;
});
afterAll(async () => {
  await core?.close();
});

const call = (method: string, path: string, body?: unknown, actor?: number) =>
  internalCall(core, method, path, { body, ...(actor ? { actor } : {}) });

const subscriber = () => monthlySubscriber(core, 'log');

const paid = (sub: string): PaymentEvent => ({
  eventId: `evt_${randomUUID().replaceAll('-', '')}`,
  type: 'invoice.paid',
  occurredAt: 1_800_000_000,
  kind: 'paid',
  subscriptionId: sub,
  customerId: null,
  amountCents: 674,
});

const logOf = async (query = '') =>
  stripeEventLogPageSchema.parse((await call('GET', `/admin/stripe-events${query}`, undefined, adminId)).body);

describe('the Stripe event log', () => {
  it('records every event with its outcome and entry; a redelivery counts as another attempt', async () => {
    const { id, email, sub } = await subscriber();
    const event = paid(sub);
    await call('POST', '/payment-events', event);
    await call('POST', '/payment-events', event);
    const ignored = { ...paid(sub), type: 'customer.created', kind: 'ignored' as const, subscriptionId: null };
    await call('POST', '/payment-events', ignored);

    const { events } = await logOf();
    expect(events.find((e) => e.eventId === event.eventId)).toMatchObject({
      type: 'invoice.paid',
      occurredAt: '2027-01-15T08:00:00.000Z',
      outcome: 'applied',
      attempts: 2,
      entryId: id,
      entryEmail: email,
      error: null,
    });
    expect(events.find((e) => e.eventId === ignored.eventId)).toMatchObject({ outcome: 'ignored', entryId: null });
    expect((await logOf('?outcome=ignored')).events.every((e) => e.outcome === 'ignored')).toBe(true);
    expect((await logOf('?type=invoice.paid')).events.map((e) => e.type)).not.toContain('customer.created');
  });

  it('keeps a failed event with its error, and a replay applies it once it can be', async () => {
    const { id, sub } = await subscriber();
    const event = paid(sub);
    // The database refuses the entry's update, as a broken deployment might.
    await core.query(
      `CREATE FUNCTION refuse_${id}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'entry ${id} is read-only'; END $$`,
    );
    await core.query(
      `CREATE TRIGGER refuse_${id} BEFORE UPDATE ON waitlist_entries FOR EACH ROW WHEN (OLD.id = ${id}) EXECUTE FUNCTION refuse_${id}()`,
    );
    expect((await call('POST', '/payment-events', event)).status).toBeGreaterThanOrEqual(500);
    const failed = (await logOf('?outcome=failed')).events.find((e) => e.eventId === event.eventId);
    expect(failed).toMatchObject({ outcome: 'failed', attempts: 1, error: `entry ${id} is read-only` });
    expect(await core.query('SELECT payment_made FROM waitlist_entries WHERE id = $1', [id])).toEqual([
      { payment_made: false },
    ]);

    await core.query(`DROP TRIGGER refuse_${id} ON waitlist_entries`);
    const replay = await call('POST', `/admin/stripe-events/${event.eventId}/replay`, undefined, adminId);
    expect(replay.status).toBe(200);
    expect(stripeEventLogEntrySchema.parse(replay.body)).toMatchObject({
      outcome: 'applied',
      attempts: 2,
      error: null,
      entryId: id,
    });
    expect(await core.query('SELECT payment_made FROM waitlist_entries WHERE id = $1', [id])).toEqual([
      { payment_made: true },
    ]);
    expect(
      await core.query(
        "SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'early-bird-payment-confirmation' AND to_address = (SELECT email FROM waitlist_entries WHERE id = $1)",
        [id],
      ),
    ).toEqual([{ n: 1 }]);

    const again = await call('POST', `/admin/stripe-events/${event.eventId}/replay`, undefined, adminId);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe('Only a failed event can be replayed.');
  });

  it('is for admins only; an unknown event is 404', async () => {
    expect((await call('GET', '/admin/stripe-events', undefined, editorId)).status).toBe(403);
    expect((await call('POST', '/admin/stripe-events/evt_nothing/replay', undefined, editorId)).status).toBe(403);
    const unknown = await call('POST', '/admin/stripe-events/evt_nothing/replay', undefined, adminId);
    expect(unknown.status).toBe(404);
    expect((unknown.body as { message: string }).message).toBe('Stripe event not found');
    expect((await call('GET', '/admin/stripe-events?outcome=bogus', undefined, adminId)).status).toBe(400);
  });
});
