import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

let fx: AdminFixture;
let editorToken: string;

beforeAll(async () => {
  fx = await startAdminFixture();
  editorToken = await fx.signInAsNewEditor('events-editor');
  await fx.core.query(
    `INSERT INTO stripe_event_log (event_id, type, occurred_at, outcome, error, event)
     VALUES ('evt_listed1', 'invoice.paid', '2026-11-22T10:00:00Z', 'failed', 'boom', '{}'::jsonb)`,
  );
});
afterAll(async () => {
  await fx?.close();
});

describe('/api/admin/stripe-events', () => {
  it('lists events for an admin', async () => {
    const res = await fx.bff.call('GET', '/api/admin/stripe-events?outcome=failed', { token: fx.adminToken });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { events: { eventId: string; outcome: string; error: string }[] };
    expect(body.events).toEqual([
      expect.objectContaining({ eventId: 'evt_listed1', outcome: 'failed', error: 'boom' }),
    ]);
  });

  it('refuses an editor, and a caller with no session', async () => {
    expect((await fx.bff.call('GET', '/api/admin/stripe-events', { token: editorToken })).status).toBe(403);
    expect(
      (await fx.bff.call('POST', '/api/admin/stripe-events/evt_listed1/replay', { token: editorToken })).status,
    ).toBe(403);
    expect((await fx.bff.call('GET', '/api/admin/stripe-events')).status).toBe(401);
  });

  it('answers a bad filter with 400', async () => {
    const res = await fx.bff.call('GET', '/api/admin/stripe-events?type=DROP%20TABLE', { token: fx.adminToken });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Type is letters, dots and underscores, e.g. invoice.paid',
    );
  });
});
