import { ANNOUNCEMENT_MESSAGES } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

// The staff side of announcements through bff-admin on a real PostgreSQL. The core here has no e-mail
// provider: queued e-mails wait in the outbox, which is what these tests read (core's own tests
// follow them to a fake Postmark).

const URL = '/api/admin/announcements';
const DRAFT = {
  subject: 'We launch Monday',
  bodyMarkdown: '# Big news\n\nPoufs ship **Monday**.',
  segment: 'confirmed',
};

let fx: AdminFixture;
let editorToken: string;
/** A draft no test sends. */
let draftId: number;

beforeAll(async () => {
  fx = await startAdminFixture({ COMPANY_POSTAL_ADDRESS: '123 Lather Lane, Portland, OR 97201, USA' });
  editorToken = await fx.signInAsNewEditor('announce-editor');
  // Three confirmed (one paid, one Early Bird not yet paid) and one who never confirmed.
  await fx.core.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at, early_bird, payment_made) VALUES
       ('Ann', 'ann@example.com', 'monthly', '2026-11-01', now(), false, false),
       ('Ben', 'ben@example.com', 'quarterly', '2026-11-01', now(), true, false),
       ('Cat', 'cat@example.com', 'monthly', '2026-11-01', now(), true, true),
       ('Dan', 'dan@example.com', 'monthly', '2026-11-01', NULL, false, false)`,
  );
});
afterAll(async () => {
  await fx?.close();
});

const json = async <T>(res: Response) => (await res.json()) as T;
interface AnnouncementBody {
  announcement: {
    id: number;
    subject: string;
    status: string;
    recipients: number | null;
    progress: Record<string, number>;
  };
}

describe(URL, () => {
  it('lets an admin write, count, test-send and send an announcement', async () => {
    const token = fx.adminToken;
    const created = await fx.bff.call('POST', URL, { token, body: DRAFT });
    expect(created.status).toBe(201);
    const { announcement } = await json<AnnouncementBody>(created);
    expect(announcement).toMatchObject({ subject: DRAFT.subject, status: 'draft', recipients: null });

    const edited = await fx.bff.call('PUT', `${URL}/${announcement.id}`, {
      token,
      body: { ...DRAFT, subject: 'We launch on Monday' },
    });
    expect(edited.status).toBe(200);
    expect((await json<AnnouncementBody>(edited)).announcement.subject).toBe('We launch on Monday');

    // Which entries each segment reaches is core's to test; here the segment travels and the count comes back.
    const count = async (body: unknown) => json(await fx.bff.call('POST', `${URL}/recipients`, { token, body }));
    expect(await count({ segment: 'confirmed' })).toEqual({ recipients: 3, canSend: true, problem: null });
    expect(await count({ segment: 'plan', plan: 'monthly' })).toMatchObject({ recipients: 2 });
    expect(await count({ segment: 'plan', plan: 'family' })).toEqual({
      recipients: 0,
      canSend: false,
      problem: ANNOUNCEMENT_MESSAGES.noRecipients,
    });

    const tested = await fx.bff.call('POST', `${URL}/${announcement.id}/test`, { token });
    expect(tested.status).toBe(200);
    expect(await tested.json()).toEqual({ sentTo: ADMIN.email });
    const testMail = await fx.core.query<{ subject: string }>(
      'SELECT subject FROM email_outbox WHERE to_address = $1',
      [ADMIN.email],
    );
    expect(testMail.map((m) => m.subject)).toEqual(['[Test] We launch on Monday']);

    const sent = await fx.bff.call('POST', `${URL}/${announcement.id}/send`, { token });
    expect(sent.status).toBe(200);
    expect((await json<AnnouncementBody>(sent)).announcement).toMatchObject({ status: 'sending', recipients: 3 });
    const queued = await fx.core.query<{ to_address: string }>(
      'SELECT to_address FROM email_outbox WHERE announcement_id = $1 ORDER BY to_address',
      [announcement.id],
    );
    expect(queued.map((q) => q.to_address)).toEqual(['ann@example.com', 'ben@example.com', 'cat@example.com']);

    // Nothing can go out here (no provider): the progress says all three are left, and stays so across pause and resume.
    const paused = await fx.bff.call('POST', `${URL}/${announcement.id}/pause`, { token });
    expect((await json<AnnouncementBody>(paused)).announcement).toMatchObject({
      status: 'paused',
      progress: { sent: 0, failed: 0, skipped: 0, left: 3 },
    });
    const resumed = await fx.bff.call('POST', `${URL}/${announcement.id}/resume`, { token });
    expect((await json<AnnouncementBody>(resumed)).announcement.status).toBe('sending');

    const read = await fx.bff.call('GET', `${URL}/${announcement.id}`, { token });
    expect((await json<AnnouncementBody>(read)).announcement).toMatchObject({ id: announcement.id, status: 'sending' });
    const list = await json<{ announcements: { id: number }[] }>(await fx.bff.call('GET', URL, { token }));
    expect(list.announcements.map((a) => a.id)).toContain(announcement.id);

    // Sent is sent: a second send and an edit are refused with core's message.
    const again = await fx.bff.call('POST', `${URL}/${announcement.id}/send`, { token });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(ANNOUNCEMENT_MESSAGES.notDraft);
    expect((await fx.bff.call('PUT', `${URL}/${announcement.id}`, { token, body: DRAFT })).status).toBe(409);

    const audited = await fx.core.query<{ step: string }>(
      "SELECT details->>'step' AS step FROM audit_log WHERE action = 'announcement' AND (details->>'announcementId')::int = $1 ORDER BY id",
      [announcement.id],
    );
    expect(audited.map((a) => a.step)).toEqual(expect.arrayContaining(['create', 'test', 'send', 'pause', 'resume']));
  });

  it("previews a draft with core's layout, as sent, with nothing stored", async () => {
    const before = await fx.core.query('SELECT count(*)::int AS n FROM email_outbox');
    const res = await fx.bff.call('POST', `${URL}/preview`, {
      token: fx.adminToken,
      body: { subject: 'We launch Monday', bodyMarkdown: 'Hello all,\n\nPoufs ship **Monday**.' },
    });
    expect(res.status).toBe(200);
    const preview = await json<{ subject: string; html: string; text: string }>(res);
    expect(preview).toMatchObject({
      subject: 'We launch Monday',
      text: [
        'Hello all,',
        '',
        'Poufs ship **Monday**.',
        '',
        'Questions? Write to hello@freshpouf.com.',
        'You get this because you joined the Fresh Pouf waitlist and confirmed your place.',
        'Unsubscribe: http://localhost:8080/unsubscribe',
        'Fresh Pouf, 123 Lather Lane, Portland, OR 97201, USA',
        'Fresh Pouf: http://localhost:8080',
      ].join('\n'),
    });
    expect(preview.html).toContain('<p style="margin:0 0 16px;">Poufs ship <strong>Monday</strong>.</p>');
    expect(await fx.core.query('SELECT count(*)::int AS n FROM email_outbox')).toEqual(before);
    const tooLong = await fx.bff.call('POST', `${URL}/preview`, {
      token: fx.adminToken,
      body: { subject: 'x'.repeat(151), bodyMarkdown: '' },
    });
    expect({ status: tooLong.status, message: (await json<{ message: string }>(tooLong)).message }).toEqual({
      status: 400,
      message: ANNOUNCEMENT_MESSAGES.subject,
    });
  });

  it('refuses an editor every call, and a caller with no session', async () => {
    const created = await fx.bff.call('POST', URL, { token: fx.adminToken, body: DRAFT });
    const { id } = (await json<AnnouncementBody>(created)).announcement;
    draftId = id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', URL],
      ['POST', URL, DRAFT],
      ['GET', `${URL}/${id}`],
      ['PUT', `${URL}/${id}`, DRAFT],
      ['POST', `${URL}/recipients`, { segment: 'confirmed' }],
      ['POST', `${URL}/preview`, { subject: DRAFT.subject, bodyMarkdown: DRAFT.bodyMarkdown }],
      ['POST', `${URL}/${id}/test`],
      ['POST', `${URL}/${id}/send`],
      ['POST', `${URL}/${id}/pause`],
      ['POST', `${URL}/${id}/resume`],
    ];
    for (const [method, path, body] of calls) {
      expect(
        (await fx.bff.call(method, path, { token: editorToken, body })).status,
        `${method} ${path} as an editor`,
      ).toBe(403);
      expect((await fx.bff.call(method, path, { body })).status, `${method} ${path} with no session`).toBe(401);
    }
    const after = await json<AnnouncementBody>(await fx.bff.call('GET', `${URL}/${id}`, { token: fx.adminToken }));
    expect(after.announcement.status).toBe('draft');
  });

  it('answers a bad draft or segment with 400 and its message', async () => {
    const token = fx.adminToken;
    const bad = async (method: string, path: string, body: unknown) => {
      const res = await fx.bff.call(method, path, { token, body });
      return { status: res.status, message: (await json<{ message: string }>(res)).message };
    };
    expect(await bad('POST', URL, { ...DRAFT, subject: 'Hi' })).toEqual({
      status: 400,
      message: ANNOUNCEMENT_MESSAGES.subject,
    });
    expect(await bad('POST', URL, { ...DRAFT, bodyMarkdown: '' })).toEqual({
      status: 400,
      message: ANNOUNCEMENT_MESSAGES.body,
    });
    expect(await bad('POST', URL, { ...DRAFT, segment: 'plan' })).toEqual({
      status: 400,
      message: ANNOUNCEMENT_MESSAGES.plan,
    });
    expect(await bad('POST', `${URL}/recipients`, { segment: 'plan' })).toEqual({
      status: 400,
      message: ANNOUNCEMENT_MESSAGES.plan,
    });
    expect(await bad('PUT', `${URL}/${draftId}`, { ...DRAFT, subject: 'x'.repeat(151) })).toEqual({
      status: 400,
      message: ANNOUNCEMENT_MESSAGES.subject,
    });
    // A line separator in a subject would break the e-mail's subject line; a direction override would disguise it.
    const before = (await fx.core.query('SELECT id FROM announcements')).length;
    expect(await bad('POST', URL, { ...DRAFT, subject: 'We launch\u2028Bcc: everyone' })).toEqual({
      status: 400,
      message: 'Subject must not contain line breaks or control characters',
    });
    expect(await bad('POST', URL, { ...DRAFT, subject: 'Your \u202Ednuf\u202C is ready' })).toEqual({
      status: 400,
      message: 'Subject must not contain invisible or text-direction characters',
    });
    expect(await bad('PUT', `${URL}/${draftId}`, { ...DRAFT, subject: 'We launch\u2029Monday' })).toEqual({
      status: 400,
      message: 'Subject must not contain line breaks or control characters',
    });
    expect((await fx.core.query('SELECT id FROM announcements')).length).toBe(before);
    expect(
      await fx.core.query(
        'SELECT id FROM announcements WHERE strpos(subject, chr(8232)) > 0 OR strpos(subject, chr(8233)) > 0',
      ),
    ).toEqual([]);
    const missing = await fx.bff.call('GET', `${URL}/999999`, { token });
    expect(missing.status).toBe(404);
    expect((await json<{ message: string }>(missing)).message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
  });

  it('carries the longest ASCII body the schema allows to core', async () => {
    const res = await fx.bff.call('PUT', `${URL}/${draftId}`, {
      token: fx.adminToken,
      body: { ...DRAFT, bodyMarkdown: 'x'.repeat(50_000) },
    });
    expect(res.status).toBe(200);
  });

  // 50,000 accented letters are 100kb as UTF-8: more than the 64kb core reads elsewhere.
  it('carries the longest body the schema allows to core, in any alphabet', async () => {
    const res = await fx.bff.call('PUT', `${URL}/${draftId}`, {
      token: fx.adminToken,
      body: { ...DRAFT, bodyMarkdown: 'é'.repeat(50_000) },
    });
    expect(res.status).toBe(200);
  });

  // The audit log's target_id names staff accounts: an announcement is named in its details, so
  // ids beyond the number of users are no problem (two users here, so the third announcement).
  it('creates any number of announcements', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await fx.bff.call('POST', URL, { token: fx.adminToken, body: DRAFT })).status).toBe(201);
  });
});
