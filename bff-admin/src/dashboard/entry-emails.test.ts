import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

// The waitlist detail panel's e-mail history through bff-admin: every signed-in staff member
// reads it, nobody else; never an e-mail's text.

let fx: AdminFixture;
let editorToken: string;
let entryId = 0;

beforeAll(async () => {
  fx = await startAdminFixture();
  editorToken = await fx.signInAsNewEditor('mail-reader');
  const [entry] = await fx.core.query<{ id: number }>(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date) VALUES ('Mia Mail', 'mia.mail@example.com', 'monthly', '2026-11-20') RETURNING id`,
  );
  entryId = entry?.id ?? 0;
  await fx.core.query(
    `INSERT INTO email_outbox (kind, to_address, subject, html_body, text_body, status, created_at, sent_at, next_attempt_at)
     VALUES ('waitlist-confirmation', 'mia.mail@example.com', 'Confirm', '<p>secret link</p>', 'secret link', 'sent',
             '2026-11-20T09:00:00Z', '2026-11-20T09:00:05Z', now() + interval '1 day')`,
  );
});
afterAll(async () => {
  await fx?.close();
});

describe('GET /api/admin/waitlist/:id/emails', () => {
  it('answers an editor and an admin with what was sent, and nothing of its text', async () => {
    for (const token of [editorToken, fx.adminToken]) {
      const res = await fx.bff.call('GET', `/api/admin/waitlist/${entryId}/emails`, { token });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        emails: [
          {
            kind: 'waitlist-confirmation',
            stream: 'outbound',
            status: 'sent',
            queuedAt: '2026-11-20T09:00:00.000Z',
            sentAt: '2026-11-20T09:00:05.000Z',
          },
        ],
        total: 1,
      });
      expect(text).not.toContain('secret link');
    }
  });

  it('refuses a caller with no session (401) and answers 404 for an entry that does not exist', async () => {
    const anonymous = await fx.bff.call('GET', `/api/admin/waitlist/${entryId}/emails`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('waitlist-confirmation');
    for (const id of ['999999', 'not-a-number']) {
      const res = await fx.bff.call('GET', `/api/admin/waitlist/${id}/emails`, { token: editorToken });
      expect(res.status, id).toBe(404);
      expect(await res.json(), id).toMatchObject({ message: 'No waitlist entry has this id.' });
    }
  });
});
