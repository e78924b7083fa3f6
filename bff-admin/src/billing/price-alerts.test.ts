import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFixture, startAdminFixture } from '../testing/admin-fixture';

// Through bff-admin: an admin clears a price alert with a note; a bad note is
// refused before core is asked, and editors get nothing.

let fx: AdminFixture;
let editorToken: string;

beforeAll(async () => {
  fx = await startAdminFixture();
  editorToken = await fx.signInAsNewEditor('pa-editor');
});
afterAll(async () => {
  await fx?.close();
});

async function alerted(label: string) {
  const [row] = await fx.core.query<{ id: number }>(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, payment_made, subscription_status,
                                   price_mismatch_at, price_mismatch_detail, price_mismatch_cents)
     VALUES ('Penny Price', $1, 'monthly', '2026-11-20', true, true, 'active', now(), 'Invoice in_1 (invoice.upcoming) charges $8.99 per period; the locked Early Bird price is $6.74', 899)
     RETURNING id`,
    [`${label}@example.com`],
  );
  return row?.id ?? 0;
}

describe('POST /api/admin/waitlist/:id/price-alert/acknowledge', () => {
  it('clears the alert for an admin, with the note in the audit log', async () => {
    const id = await alerted('cleared');
    const res = await fx.bff.call('POST', `/api/admin/waitlist/${id}/price-alert/acknowledge`, {
      token: fx.adminToken,
      body: { note: 'Corrected in Stripe by hand.' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ entryId: id, priceCents: 899 });
    expect(
      await fx.core.query('SELECT price_mismatch_at, price_acknowledged_cents FROM waitlist_entries WHERE id = $1', [
        id,
      ]),
    ).toEqual([{ price_mismatch_at: null, price_acknowledged_cents: 899 }]);
    expect(
      await fx.core.query("SELECT details->>'note' AS note FROM audit_log WHERE action = 'price-alert-acknowledge'"),
    ).toEqual([{ note: 'Corrected in Stripe by hand.' }]);
  });

  it('refuses a missing note (400), an editor (403) and no session (401), changing nothing', async () => {
    const id = await alerted('kept');
    const path = `/api/admin/waitlist/${id}/price-alert/acknowledge`;
    const missing = await fx.bff.call('POST', path, { token: fx.adminToken, body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Please write a note: what was done about this price' });
    expect((await fx.bff.call('POST', path, { token: editorToken, body: { note: 'mine' } })).status).toBe(403);
    expect((await fx.bff.call('POST', path, { body: { note: 'mine' } })).status).toBe(401);
    expect(await fx.core.query('SELECT price_mismatch_cents FROM waitlist_entries WHERE id = $1', [id])).toEqual([
      { price_mismatch_cents: 899 },
    ]);
  });
});
