import type { Announcement } from '@fresh-pouf/contracts';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createEditor,
  createTestDatabase,
  internalCall,
  sendingTo,
  staffId,
  startCoreWithAdmin,
  startTestCore,
  type TestCore,
  type TestDatabase,
} from '../testing';

// Mail to the list on a real PostgreSQL with the fake Postmark: announcements reach a segment once each,
// never the unconfirmed, the unsubscribed or the suppressed, and survive a restart mid-send.

const ADDRESS = '123 Lather Lane, Suite 4, Portland, OR 97201, USA';
const SITE = 'https://freshpouf.example';

const until = (check: () => Promise<boolean>, timeout = 30_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 50 },
  );

/** Every answer these tests read, as one shape (each call fills part of it). */
interface Answer {
  announcement: Announcement;
  subject: string;
  html: string;
  text: string;
  user: { id: number };
  message: string;
  recipients: number;
  canSend: boolean;
  problem: string | null;
}

function client(core: TestCore, actorId: () => number) {
  const call = (method: string, path: string, body?: unknown) =>
    internalCall<Answer>(core, method, path, { actor: actorId(), body });
  return {
    call,
    create: (draft: Record<string, unknown>) => call('POST', '/announcements', draft),
    send: (id: number | undefined) => call('POST', `/announcements/${id}/send`),
    get: (id: number | undefined) => call('GET', `/announcements/${id}`),
  };
}

/** Entries written out by hand: who each segment must reach. */
async function seed(core: TestCore, tag: string) {
  await core.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at, early_bird, payment_made) VALUES
       ('Ann Confirmed', $1, 'monthly', '2026-11-01', now(), false, false),
       ('Ben Early', $2, 'quarterly', '2026-11-01', now(), true, false),
       ('Cat Paid', $3, 'monthly', '2026-11-01', now(), true, true),
       ('Dan Unconfirmed', $4, 'monthly', '2026-11-01', NULL, false, false),
       ('Eve Unsubscribed', $5, 'monthly', '2026-11-01', now(), false, false),
       ('Fay Bounced', $6, 'family', '2026-11-01', now(), false, false)`,
    ['ann', 'ben', 'cat', 'dan', 'eve', 'fay'].map((n) => `${n}-${tag}@example.com`),
  );
  const [eve] = await core.query<{ unsubscribe_token: string }>(
    'SELECT unsubscribe_token FROM waitlist_entries WHERE email = $1',
    [`eve-${tag}@example.com`],
  );
  return { eveToken: eve?.unsubscribe_token ?? '' };
}

describe('announcements', () => {
  let core: TestCore;
  let postmark: FakePostmark;
  let adminId = 0;
  let editorId = 0;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    postmark = await startFakePostmark();
    ({ core, adminId } = await startCoreWithAdmin('announcer', {
      ...sendingTo(postmark),
      COMPANY_POSTAL_ADDRESS: ADDRESS,
      PUBLIC_SITE_URL: SITE,
      LIST_UNSUBSCRIBE_INBOUND_ADDRESS: 'unsubscribe@inbound.freshpouf.example',
    }));
    admin = client(core, () => adminId);
    editorId = await createEditor(core, adminId);
  });
  afterAll(async () => {
    await core?.close();
    await postmark?.close();
  });

  it('an editor is refused every announcement call', async () => {
    const editor = client(core, () => editorId);
    const draft = await admin.create({ subject: 'Hello list', bodyMarkdown: 'Hi', segment: 'confirmed' });
    const id = draft.body?.announcement.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/announcements'],
      ['GET', `/announcements/${id}`],
      ['POST', '/announcements', { subject: 'Mine', bodyMarkdown: 'x', segment: 'confirmed' }],
      ['PUT', `/announcements/${id}`, { subject: 'Mine', bodyMarkdown: 'x', segment: 'confirmed' }],
      ['POST', '/announcements/recipients', { segment: 'confirmed' }],
      ['POST', '/announcements/preview', { subject: 'Mine', bodyMarkdown: 'x' }],
      ['POST', `/announcements/${id}/test`],
      ['POST', `/announcements/${id}/send`],
      ['POST', `/announcements/${id}/pause`],
      ['POST', `/announcements/${id}/resume`],
    ];
    for (const [method, path, body] of calls)
      expect((await editor.call(method, path, body)).status, `${method} ${path}`).toBe(403);
    expect((await admin.get(id)).body?.announcement).toMatchObject({ subject: 'Hello list', status: 'draft' });
  });

  it('counts each segment as written out by hand, leaving out the unconfirmed and the suppressed', async () => {
    // A database of its own: exactly the six people below.
    const own = await startTestCore({
      ADMIN_USERNAME: 'counter',
      ADMIN_PASSWORD: 'counter-password',
      COMPANY_POSTAL_ADDRESS: ADDRESS,
    });
    try {
      const id = await staffId(own, 'counter');
      const api = client(own, () => id);
      const { eveToken } = await seed(own, 'count');
      await own.query(
        "INSERT INTO email_suppressions (normalized_email, reason) VALUES ('fay-count@example.com', 'hard-bounce')",
      );
      const unsubscribed = await internalCall(own, 'POST', '/list/unsubscribe', { body: { token: eveToken } });
      expect(unsubscribed.body).toEqual({ subscribed: false, erasureRequested: false, blocked: null });

      const count = async (segment: Record<string, unknown>) =>
        (await api.call('POST', '/announcements/recipients', segment)).body;
      // Ann, Ben and Cat: Dan never confirmed, Eve unsubscribed, Fay's address bounced.
      expect(await count({ segment: 'confirmed' })).toEqual({ recipients: 3, canSend: true, problem: null });
      expect(await count({ segment: 'early-bird-unpaid' })).toMatchObject({ recipients: 1 });
      expect(await count({ segment: 'paid' })).toMatchObject({ recipients: 1 });
      expect(await count({ segment: 'plan', plan: 'monthly' })).toMatchObject({ recipients: 2 });
      expect(await count({ segment: 'plan', plan: 'family' })).toEqual({
        recipients: 0,
        canSend: false,
        problem: 'Nobody in this segment can receive it.',
      });
      expect((await count({ segment: 'plan' }))?.message).toBe('Please choose a plan for this segment');
    } finally {
      await own.close();
    }
  });

  it('a send reaches its segment once each, on the broadcast stream, with the one-click headers and the postal address', async () => {
    const tag = 'send';
    const { eveToken } = await seed(core, tag);
    await core.query(
      "INSERT INTO email_suppressions (normalized_email, reason) VALUES ('fay-send@example.com', 'spam-complaint')",
    );
    await internalCall(core, 'POST', '/list/unsubscribe', { body: { token: eveToken } });
    // Only this test's people: Early Bird not yet paid is Ben alone among them.
    const draft = await admin.create({
      subject: 'We launch Monday',
      bodyMarkdown: '# Big news\n\nPoufs ship **Monday**. <script>alert(1)</script>',
      segment: 'early-bird-unpaid',
    });
    const id = draft.body?.announcement.id;
    const sent = await admin.send(id);
    expect(sent.status).toBe(200);
    expect(sent.body?.announcement).toMatchObject({ status: 'sending' });
    const recipients = sent.body?.announcement.recipients as number;

    // Once every e-mail has gone, there is nothing to pause, whether or not anyone looked since.
    await until(
      async () =>
        (
          await core.query(
            "SELECT 1 FROM email_outbox WHERE announcement_id = $1 AND status IN ('pending', 'sending')",
            [id],
          )
        ).length === 0,
    );
    expect(await admin.call('POST', `/announcements/${id}/pause`)).toMatchObject({
      status: 409,
      body: { message: 'Every e-mail of this announcement has gone out: it is sent, with nothing left to pause.' },
    });

    await until(async () => (await admin.get(id)).body?.announcement.status === 'sent');
    const done = (await admin.get(id)).body?.announcement;
    expect(done?.progress).toEqual({ sent: recipients, failed: 0, skipped: 0, left: 0 });

    const mine = postmark.received.filter(
      (m) => m.Subject === 'We launch Monday' && m.To.endsWith(`-${tag}@example.com`),
    );
    expect(mine.map((m) => m.To)).toEqual([`ben-${tag}@example.com`]);
    const [ben] = mine;
    const [{ unsubscribe_token: benToken } = { unsubscribe_token: '' }] = await core.query<{
      unsubscribe_token: string;
    }>('SELECT unsubscribe_token FROM waitlist_entries WHERE email = $1', [`ben-${tag}@example.com`]);
    expect(ben?.MessageStream).toBe('broadcast');
    expect(ben?.Headers).toEqual({
      // The mailto reaches Postmark's inbound webhook with Ben's token.
      'List-Unsubscribe': `<${SITE}/api/unsubscribe?token=${benToken}>, <mailto:unsubscribe+${benToken}@inbound.freshpouf.example?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(ben?.TextBody).toContain(`Unsubscribe: ${SITE}/unsubscribe?token=${benToken}`);
    expect(ben?.TextBody).toContain(`Fresh Pouf, ${ADDRESS}`);
    expect(ben?.HtmlBody).toContain(
      '<h1 style="margin:24px 0 12px;font-size:22px;line-height:1.25;color:#0f2a33;">Big news</h1>',
    );
    expect(ben?.HtmlBody).toContain('<strong>Monday</strong>');
    expect(ben?.HtmlBody).not.toContain('<script>');

    // Sent is sent: neither a second send nor an edit.
    expect((await admin.send(id)).status).toBe(409);
    expect(
      (await admin.call('PUT', `/announcements/${id}`, { subject: 'Changed', bodyMarkdown: 'x', segment: 'confirmed' }))
        .status,
    ).toBe(409);
  });

  it("each reader's footer says truly why they get it: a paying customer's names their subscription", async () => {
    const tag = 'why';
    await seed(core, tag);
    // A payer who never pressed the confirm link: in the list all the same, as a customer.
    await core.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at, early_bird, payment_made)
       VALUES ('Gus Payer', $1, 'bi-monthly', '2026-11-01', NULL, true, true)`,
      [`gus-${tag}@example.com`],
    );
    const draft = await admin.create({
      subject: 'Why you get this',
      bodyMarkdown: 'Poufs ship Monday.',
      segment: 'confirmed',
    });
    const id = draft.body?.announcement.id;
    expect((await admin.send(id)).status).toBe(200);
    await until(async () => (await admin.get(id)).body?.announcement.status === 'sent');

    const mine = postmark.received.filter(
      (m) => m.Subject === 'Why you get this' && m.To.endsWith(`-${tag}@example.com`),
    );
    const footer = (to: string) => {
      const mail = mine.find((m) => m.To === `${to}-${tag}@example.com`);
      const line = mail?.TextBody.split('\n').find((l) => l.startsWith('You get this because')) ?? '';
      // The HTML says the same, right before its Unsubscribe link.
      expect(mail?.HtmlBody).toContain(`${line} <a href=`);
      return line;
    };
    // Everyone who confirmed or pays; Dan did neither.
    expect(mine.map((m) => m.To).sort()).toEqual(
      ['ann', 'ben', 'cat', 'eve', 'fay', 'gus'].map((n) => `${n}-${tag}@example.com`),
    );
    expect(footer('ann')).toBe('You get this because you joined the Fresh Pouf waitlist and confirmed your place.');
    expect(footer('ben')).toBe('You get this because you joined the Fresh Pouf waitlist and confirmed your place.');
    expect(footer('cat')).toBe('You get this because you have a Fresh Pouf Early Bird subscription (Monthly plan).');
    expect(footer('gus')).toBe('You get this because you have a Fresh Pouf Early Bird subscription (Bi-Monthly plan).');
    expect(mine.some((m) => m.TextBody.includes('reason-') || m.HtmlBody.includes('reason-'))).toBe(false);
  });

  // The test send is one message to the admin who asked for it: transactional, so `outbound`,
  // yet rendered exactly as the list gets it (see ListMailService.test).
  it('a test send reaches the acting admin alone, on the outbound stream, with the list footer', async () => {
    const draft = await admin.create({
      subject: 'Preview of the launch',
      bodyMarkdown: 'Poufs ship **Monday**.',
      segment: 'confirmed',
    });
    const id = draft.body?.announcement.id;
    const tested = await admin.call('POST', `/announcements/${id}/test`);
    expect(tested).toMatchObject({ status: 200, body: { sentTo: 'announcer@freshpouf.com' } });

    const [mail] = await postmark.waitForEmails(1, { to: 'announcer@freshpouf.com' });
    expect(mail).toMatchObject({
      To: 'announcer@freshpouf.com',
      Subject: '[Test] Preview of the launch',
      MessageStream: 'outbound',
      Headers: {},
    });
    expect(mail?.TextBody).toContain(
      'You get this because you joined the Fresh Pouf waitlist and confirmed your place.',
    );
    expect(mail?.TextBody).toContain(`Unsubscribe: ${SITE}/unsubscribe`);
    expect(mail?.TextBody).toContain(`Fresh Pouf, ${ADDRESS}`);
    expect(mail?.HtmlBody).toContain('<strong>Monday</strong>');
    expect(await core.query("SELECT stream FROM email_outbox WHERE kind = 'announcement-test'")).toEqual([
      { stream: 'outbound' },
    ]);
    // Nobody on the list got it, and it is still a draft.
    expect(await core.query('SELECT id FROM email_outbox WHERE announcement_id = $1', [id])).toEqual([]);
    expect((await admin.get(id)).body?.announcement.status).toBe('draft');
  });

  // What the editor previews is what a send renders: the writer's body with nothing added to it
  // but the layout's header and footer (no greeting or sign-off they would then write twice).
  it('previews a draft as the e-mail itself, storing and sending nothing', async () => {
    const before = await core.query('SELECT count(*)::int AS n FROM email_outbox');
    const preview = await admin.call('POST', '/announcements/preview', {
      subject: 'We launch Monday',
      bodyMarkdown: 'Hello friends,\n\nPoufs ship **Monday**.\n\nAna, for the team',
    });
    expect(preview.status).toBe(200);
    expect(preview.body?.subject).toBe('We launch Monday');
    expect(preview.body?.text).toBe(
      [
        'Hello friends,',
        '',
        'Poufs ship **Monday**.',
        '',
        'Ana, for the team',
        '',
        'Questions? Write to hello@freshpouf.com.',
        'You get this because you joined the Fresh Pouf waitlist and confirmed your place.',
        `Unsubscribe: ${SITE}/unsubscribe`,
        `Fresh Pouf, ${ADDRESS}`,
        `Fresh Pouf: ${SITE}`,
      ].join('\n'),
    );
    const html = preview.body?.html ?? '';
    const at = (piece: string) => html.indexOf(piece);
    expect(at(`<img src="${SITE}/email/fresh-pouf-logo-v1.png"`)).toBeGreaterThan(-1);
    expect(at('>We launch Monday</h1>')).toBeGreaterThan(at(`<img src="${SITE}/email/fresh-pouf-logo-v1.png"`));
    expect(at('<p style="margin:0 0 16px;">Hello friends,</p>')).toBeGreaterThan(at('>We launch Monday</h1>'));
    expect(at('<p style="margin:0 0 16px;">Poufs ship <strong>Monday</strong>.</p>')).toBeGreaterThan(
      at('Hello friends,'),
    );
    expect(
      at(`<a href="${SITE}/unsubscribe" style="color:#0f766e;text-decoration:underline;">Unsubscribe</a>`),
    ).toBeGreaterThan(at('Ana, for the team'));
    expect(html).not.toContain('Hi there,');
    expect(html).not.toContain('The Fresh Pouf team');
    // Unfinished drafts preview too; a too-long one is refused with the draft's own message.
    expect((await admin.call('POST', '/announcements/preview', { subject: '', bodyMarkdown: '' })).status).toBe(200);
    expect(
      await admin.call('POST', '/announcements/preview', { subject: 'x'.repeat(151), bodyMarkdown: '' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Please enter a subject (3 to 150 characters)' },
    });
    expect(await core.query('SELECT count(*)::int AS n FROM email_outbox')).toEqual(before);
  });

  it('refuses to send without the postal address, and says why', async () => {
    const bare = await startTestCore({ ADMIN_USERNAME: 'bare-admin', ADMIN_PASSWORD: 'bare-admin-password' });
    try {
      const id = await staffId(bare, 'bare-admin');
      const api = client(bare, () => id);
      const draft = await api.create({ subject: 'Hello there', bodyMarkdown: 'Hi', segment: 'confirmed' });
      const refused = await api.send(draft.body?.announcement.id);
      expect(refused).toEqual({
        status: 400,
        body: expect.objectContaining({
          message:
            "Set COMPANY_POSTAL_ADDRESS before sending an announcement: every list e-mail must carry the sender's postal address (CAN-SPAM).",
        }),
      });
      expect((await api.call('POST', '/announcements/recipients', { segment: 'confirmed' })).body).toMatchObject({
        canSend: false,
      });
    } finally {
      await bare.close();
    }
  });

  it('records every step in the audit log', async () => {
    const rows = await core.query<{ step: string }>(
      "SELECT details->>'step' AS step FROM audit_log WHERE action = 'announcement' ORDER BY id",
    );
    expect(rows.map((r) => r.step)).toEqual(expect.arrayContaining(['create', 'send']));
  });
});

describe('a 2,000-recipient send across a restart, paused and resumed', () => {
  let database: TestDatabase;
  let postmark: FakePostmark;

  beforeAll(async () => {
    database = await createTestDatabase();
    postmark = await startFakePostmark();
    postmark.setDelay(2);
  });
  afterAll(async () => {
    await postmark?.close();
    await database?.drop();
  });

  const coreOnDatabase = () =>
    startTestCore({
      DATABASE_URL: database.url,
      ADMIN_USERNAME: 'restarter',
      ADMIN_PASSWORD: 'restarter-password',
      POSTMARK_SERVER_TOKEN: 'postmark-test-token',
      POSTMARK_API_URL: postmark.url,
      COMPANY_POSTAL_ADDRESS: ADDRESS,
      OUTBOX_POLL_MS: 50,
    });

  it('every recipient gets exactly one copy', async () => {
    let core = await coreOnDatabase();
    await core.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at)
       SELECT 'Reader ' || i, 'reader-' || i || '@example.com', 'monthly', '2026-11-01', now() FROM generate_series(1, 2000) AS i`,
    );
    const adminId = (await core.query<{ id: number }>("SELECT id FROM users WHERE username = 'restarter'"))[0]?.id ?? 0;
    let api = client(core, () => adminId);
    const id = (await api.create({ subject: 'Launch day', bodyMarkdown: 'It is here.', segment: 'confirmed' })).body
      ?.announcement.id;
    expect((await api.send(id)).body?.announcement.recipients).toBe(2000);

    // Paused mid-send: nothing more goes out until it is resumed.
    await until(async () => postmark.received.length >= 300);
    expect((await api.call('POST', `/announcements/${id}/pause`)).body?.announcement.status).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 300)); // a claimed batch may still finish
    const whilePaused = postmark.received.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(postmark.received.length).toBe(whilePaused);
    // What the screen says went out while paused is what reached the provider, no more and no less.
    expect((await api.get(id)).body?.announcement.progress).toMatchObject({
      sent: whilePaused,
      left: 2000 - whilePaused,
    });
    expect((await api.call('POST', `/announcements/${id}/resume`)).body?.announcement.status).toBe('sending');

    // core-service restarts in the middle of the send.
    await until(async () => postmark.received.length >= whilePaused + 300);
    await core.close();
    core = await coreOnDatabase();
    api = client(core, () => adminId);

    await until(async () => (await api.get(id)).body?.announcement.status === 'sent', 60_000);
    const counts = new Map<string, number>();
    for (const mail of postmark.received) counts.set(mail.To, (counts.get(mail.To) ?? 0) + 1);
    expect(counts.size).toBe(2000);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await api.get(id)).body?.announcement.progress).toEqual({ sent: 2000, failed: 0, skipped: 0, left: 0 });
    await core.close();
  }, 120_000);
});
