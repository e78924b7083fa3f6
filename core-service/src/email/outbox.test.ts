import { randomUUID } from 'node:crypto';
import type { CoreConfig } from '../config';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, internalCall, startTestCore, waitFor, type TestCore } from '../testing';
import { PROVIDER_NOT_CONFIGURED } from './email-sender';

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  sent_at: Date | null;
}

let postmark: FakePostmark;
const cores: TestCore[] = [];

beforeAll(async () => {
  postmark = await startFakePostmark();
});

afterAll(async () => {
  await postmark?.close();
});

beforeEach(async () => {
  postmark.setMode('ok');
  postmark.setDelay(0);
  await postmark.restart().catch(() => undefined);
});

afterEach(async () => {
  // Later cores may share an earlier one's database: close newest first.
  for (const core of cores.splice(0).reverse()) await core.close();
});

async function coreWith(overrides: Partial<CoreConfig> = {}): Promise<TestCore> {
  const core = await startTestCore({
    POSTMARK_SERVER_TOKEN: 'postmark-test-token',
    POSTMARK_API_URL: postmark.url,
    ...overrides,
  });
  cores.push(core);
  return core;
}

const uniqueEmail = () => `pouf-${randomUUID().slice(0, 8)}@example.com`;

async function signUp(core: TestCore, email: string, fullName = 'Grace Hopper'): Promise<void> {
  const res = await internalCall(core, 'POST', '/waitlist-entries', {
    body: { fullName, email, plan: 'monthly', joinDate: '2025-05-01', earlyBird: true },
  });
  expect(res.status).toBe(201);
}

async function outboxRow(core: TestCore, email: string): Promise<OutboxRow> {
  const [row] = await core.query<OutboxRow>(
    'SELECT id, status, attempts, last_error, provider_message_id, sent_at FROM email_outbox WHERE to_address = $1',
    [email],
  );
  if (!row) throw new Error(`no outbox row for ${email}`);
  return row;
}

function waitForRow(core: TestCore, email: string, accept: (row: OutboxRow) => boolean, what: string) {
  return waitFor(
    async () => {
      const row = await outboxRow(core, email);
      return accept(row) ? row : undefined;
    },
    { what },
  );
}

async function insertDueEmails(core: TestCore, addresses: string[], extra = ''): Promise<void> {
  await core.query(
    `INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body ${extra ? ', status, attempts, next_attempt_at' : ''})
     SELECT 'test', address, 'Tester', 'Hello', '<p>Hello</p>', 'Hello' ${extra ? `, ${extra}` : ''}
       FROM unnest($1::text[]) AS address`,
    [addresses],
  );
}

const sentTo = (email: string) => postmark.received.filter((e) => e.To.includes(email));

describe('outbox delivery', () => {
  it('sends the confirmation through Postmark and marks it sent', async () => {
    const core = await coreWith();
    const email = uniqueEmail();
    await signUp(core, email);

    const [received] = await postmark.waitForEmails(1, { to: email });
    expect(received).toMatchObject({
      From: 'hello@freshpouf.com',
      To: email,
      Subject: 'Confirm your place on the Fresh Pouf waitlist',
      MessageStream: 'outbound',
      serverToken: 'postmark-test-token',
    });
    expect(received?.TextBody).toContain('Hi there,');
    expect(received?.HtmlBody).toContain('25% off');

    const row = await waitForRow(core, email, (r) => r.status === 'sent', 'status sent');
    expect(row).toMatchObject({ attempts: 1, last_error: null, provider_message_id: received?.MessageID });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('keeps the e-mail pending while Postmark answers 500, then delivers it exactly once', async () => {
    postmark.setMode(500);
    const core = await coreWith();
    const email = uniqueEmail();
    await signUp(core, email);

    const failing = await waitForRow(core, email, (r) => r.attempts >= 2, 'two failed attempts');
    expect(failing.status).toMatch(/pending|sending/);
    expect(sentTo(email)).toHaveLength(0);
    const pending = await waitForRow(core, email, (r) => r.status === 'pending', 'back to pending');
    expect(pending.last_error).toContain('HTTP 500');

    postmark.setMode('ok');
    await waitForRow(core, email, (r) => r.status === 'sent', 'status sent');
    // Whatever pass was still running finishes, and nothing else is due: the count is final.
    await core.outbox.drain();
    expect(sentTo(email)).toHaveLength(1);
  });

  it('keeps the e-mail pending while Postmark refuses connections, then delivers it exactly once', async () => {
    await postmark.stop();
    const core = await coreWith();
    const email = uniqueEmail();
    await signUp(core, email);

    const pending = await waitForRow(core, email, (r) => r.status === 'pending' && r.attempts >= 1, 'a failed attempt');
    expect(pending.last_error).toMatch(/ECONNREFUSED/);

    await postmark.restart();
    await waitForRow(core, email, (r) => r.status === 'sent', 'status sent');
    await core.outbox.drain();
    expect(sentTo(email)).toHaveLength(1);
  });

  it.each([401, 422] as const)('marks the e-mail failed on HTTP %i and never retries it', async (status) => {
    postmark.setMode(status);
    const core = await coreWith();
    const email = uniqueEmail();
    await signUp(core, email);

    const failed = await waitForRow(core, email, (r) => r.status === 'failed', 'status failed');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain(`HTTP ${status}`);

    const requestsSoFar = postmark.requestCount();
    postmark.setMode('ok');
    // Even once any retry would be due, a failed e-mail is not sent again.
    await core.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 hour' WHERE id = $1", [failed.id]);
    await core.outbox.drain();
    expect(postmark.requestCount()).toBe(requestsSoFar);
    expect(await outboxRow(core, email)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sentTo(email)).toHaveLength(0);
  });

  it('without a Postmark token keeps e-mails pending with a clear reason, and sends them after a restart with one', async () => {
    const database = await createTestDatabase();
    try {
      const withoutToken = await startTestCore({ DATABASE_URL: database.url });
      const email = uniqueEmail();
      await signUp(withoutToken, email);
      const waiting = await waitForRow(withoutToken, email, (r) => r.last_error !== null, 'the reason');
      expect(waiting).toMatchObject({ status: 'pending', attempts: 0, last_error: PROVIDER_NOT_CONFIGURED });
      expect((await fetch(`${withoutToken.url}/readyz`)).status).toBe(200);
      await withoutToken.close();

      const withToken = await startTestCore({
        DATABASE_URL: database.url,
        POSTMARK_SERVER_TOKEN: 'postmark-test-token',
        POSTMARK_API_URL: postmark.url,
      });
      const sent = await waitForRow(withToken, email, (r) => r.status === 'sent', 'status sent');
      expect(sent.last_error).toBeNull();
      expect(sentTo(email)).toHaveLength(1);
      await withToken.close();
    } finally {
      await database.drop();
    }
  });

  it('waits longer after each failure, up to the cap', async () => {
    postmark.setMode(500);
    // No background polling: each further attempt happens when the test says so.
    const core = await coreWith({ OUTBOX_POLL_MS: 600_000, OUTBOX_RETRY_BASE_MS: 1_000, OUTBOX_RETRY_MAX_MS: 2_500 });
    const email = uniqueEmail();
    await signUp(core, email);
    await waitForRow(core, email, (r) => r.status === 'pending' && r.attempts === 1, 'first failure');

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const [row] = await core.query<{ delay_ms: number; attempts: number }>(
        `SELECT attempts, round(extract(epoch FROM next_attempt_at - updated_at) * 1000)::int AS delay_ms
           FROM email_outbox WHERE to_address = $1`,
        [email],
      );
      expect(row?.attempts).toBe(attempt);
      delays.push(row?.delay_ms ?? -1);
      await core.query('UPDATE email_outbox SET next_attempt_at = now() WHERE to_address = $1', [email]);
      await core.outbox.drain();
    }
    expect(delays).toEqual([1_000, 2_000, 2_500, 2_500]);
  });

  it('reclaims an e-mail stuck in sending once its lease ran out, and leaves a live one alone', async () => {
    const core = await coreWith({ OUTBOX_POLL_MS: 600_000 });
    const stuck = uniqueEmail();
    const inFlight = uniqueEmail();
    await insertDueEmails(core, [stuck], `'sending', 1, now() - interval '1 second'`);
    await insertDueEmails(core, [inFlight], `'sending', 1, now() + interval '5 minutes'`);

    await core.outbox.drain();

    expect(await outboxRow(core, stuck)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await outboxRow(core, inFlight)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(sentTo(stuck)).toHaveLength(1);
    expect(sentTo(inFlight)).toHaveLength(0);
  });

  it('delivers each e-mail exactly once with several core copies on one database', async () => {
    const first = await coreWith({ OUTBOX_POLL_MS: 600_000 });
    const second = await coreWith({ OUTBOX_POLL_MS: 600_000, DATABASE_URL: first.databaseUrl });
    const addresses = Array.from({ length: 30 }, () => uniqueEmail());
    await insertDueEmails(first, addresses);
    postmark.setDelay(5);

    await Promise.all([first.outbox.drain(), second.outbox.drain(), first.outbox.drain(), second.outbox.drain()]);

    const delivered = postmark.received.filter((e) => addresses.some((a) => e.To.includes(a)));
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered.map((e) => e.To)).size).toBe(30);
    const [summary] = await first.query<{ sent: number; max_attempts: number }>(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, max(attempts) AS max_attempts
         FROM email_outbox WHERE to_address = ANY($1)`,
      [addresses],
    );
    expect(summary).toEqual({ sent: 30, max_attempts: 1 });
  });

  it('on close, gives up on a send the provider leaves unanswered, and a later core delivers it', async () => {
    const database = await createTestDatabase();
    const provider = {
      POSTMARK_SERVER_TOKEN: 'postmark-test-token',
      POSTMARK_API_URL: postmark.url,
      DATABASE_URL: database.url,
    };
    try {
      const first = await startTestCore({ ...provider, OUTBOX_POLL_MS: 600_000, OUTBOX_SEND_TIMEOUT_MS: 500 });
      const email = uniqueEmail();
      await insertDueEmails(first, [email]);
      postmark.setDelay(5_000);
      const requestsBefore = postmark.requestCount();
      const draining = first.outbox.drain();
      await waitFor(async () => (postmark.requestCount() > requestsBefore ? true : undefined), { what: 'a send' });

      const closing = Date.now();
      await first.close();
      expect(Date.now() - closing).toBeLessThan(2_500);
      await draining;

      postmark.setDelay(0);
      const second = await startTestCore(provider);
      try {
        const sent = await waitForRow(second, email, (r) => r.status === 'sent', 'status sent');
        expect(sent.attempts).toBe(2);
        expect(sentTo(email)).toHaveLength(1);
        expect(sent.provider_message_id).toBe(sentTo(email)[0]?.MessageID);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('on stop, finishes the send in flight and hands the rest of its batch back', async () => {
    const core = await coreWith({ OUTBOX_POLL_MS: 600_000 });
    const addresses = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    await insertDueEmails(core, addresses);
    postmark.setDelay(300);
    const requestsBefore = postmark.requestCount();

    const draining = core.outbox.drain();
    await waitFor(async () => (postmark.requestCount() > requestsBefore ? true : undefined), { what: 'a send' });
    await core.outbox.stop();
    await draining;

    const rows = await core.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM email_outbox WHERE to_address = ANY($1) ORDER BY id',
      [addresses],
    );
    expect(rows).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
    ]);
  });
});
