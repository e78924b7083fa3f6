import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, sendingTo, startCoreWithAdmin, type TestCore, validSignup, waitFor } from '../testing';

// The detail panel's e-mail history: what was sent to an entry and what became of it, on a real
// PostgreSQL with the real outbox worker sending to a fake Postmark. Never an e-mail's text.

let postmark: FakePostmark;
let core: TestCore;
let adminId = 0;

beforeAll(async () => {
  postmark = await startFakePostmark();
  ({ core, adminId } = await startCoreWithAdmin('historian', sendingTo(postmark)));
});
afterAll(async () => {
  await core?.close();
  await postmark?.close();
});

interface History {
  emails: Array<Record<string, unknown>>;
  total: number;
}
const history = (id: number | string, actor: number | null = adminId) =>
  internalCall<History>(core, 'GET', `/admin/waitlist/${id}/emails`, actor === null ? {} : { actor });

/** A new entry whose confirmation e-mail the worker has handed to Postmark. */
async function signedUp(label: string) {
  const signup = validSignup({}, label);
  const created = await internalCall<{ id: number }>(core, 'POST', '/waitlist-entries', { body: signup });
  expect(created.status).toBe(201);
  const id = Number(created.body?.id);
  await waitFor(async () => {
    const [row] = await core.query<{ status: string }>(
      "SELECT status FROM email_outbox WHERE to_address = $1 AND kind = 'waitlist-confirmation'",
      [signup.email],
    );
    return row?.status === 'sent' ? true : undefined;
  });
  return { id, email: signup.email };
}

/** An e-mail as another part of core queues it; `next_attempt_at` far ahead keeps the worker off it. */
async function queued(to: string, fields: { kind: string; stream: string; status: string; createdAt: string }) {
  await core.query(
    `INSERT INTO email_outbox (kind, to_address, subject, html_body, text_body, stream, status, created_at, next_attempt_at)
     VALUES ($1, $2, 'Subject', '<p>private</p>', 'private', $3, $4, $5, now() + interval '1 day')`,
    [fields.kind, to, fields.stream, fields.status, fields.createdAt],
  );
}

/** The history of a new entry: its confirmation e-mail, sent. */
const ONLY_THE_CONFIRMATION = {
  emails: [
    {
      kind: 'waitlist-confirmation',
      stream: 'outbound',
      status: 'sent',
      queuedAt: expect.any(String),
      sentAt: expect.any(String),
    },
  ],
  total: 1,
};

describe('GET /internal/admin/waitlist/:id/emails', () => {
  it("lists the entry's e-mails newest first, with what became of each and nothing of their text", async () => {
    const jane = await signedUp('history-jane');
    const other = await signedUp('history-other');

    const sent = await history(jane.id);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(ONLY_THE_CONFIRMATION);

    // The provider reports a hard bounce afterwards: the e-mail it answered says so.
    expect(
      (await internalCall(core, 'POST', '/list/suppressions', { body: { email: jane.email, reason: 'hard-bounce' } }))
        .status,
    ).toBe(204);
    await queued(jane.email, {
      kind: 'announcement',
      stream: 'broadcast',
      status: 'skipped',
      createdAt: '2099-01-01T10:00:00Z',
    });
    await queued(jane.email, {
      kind: 'subscription-payment-failed',
      stream: 'outbound',
      status: 'failed',
      createdAt: '2099-01-02T10:00:00Z',
    });
    // The address as typed differently (upper case) is the same person's.
    await queued(jane.email.toUpperCase(), {
      kind: 'early-bird-checkout-link',
      stream: 'outbound',
      status: 'pending',
      createdAt: '2099-01-03T10:00:00Z',
    });

    const all = await history(jane.id);
    expect(all.body?.total).toBe(4);
    expect(
      all.body?.emails.map(({ kind, stream, status, sentAt }) => ({ kind, stream, status, sent: sentAt !== null })),
    ).toEqual([
      { kind: 'early-bird-checkout-link', stream: 'outbound', status: 'queued', sent: false },
      { kind: 'subscription-payment-failed', stream: 'outbound', status: 'failed', sent: false },
      { kind: 'announcement', stream: 'broadcast', status: 'cancelled', sent: false },
      { kind: 'waitlist-confirmation', stream: 'outbound', status: 'bounced', sent: true },
    ]);
    expect(all.body?.emails[0]?.queuedAt).toBe('2099-01-03T10:00:00.000Z');
    // No subject, no body, no address: only the five fields.
    for (const email of all.body?.emails ?? [])
      expect(Object.keys(email).sort()).toEqual(['kind', 'queuedAt', 'sentAt', 'status', 'stream']);

    // Another entry's history is its own.
    expect((await history(other.id)).body).toEqual(ONLY_THE_CONFIRMATION);
  });

  it('shows nothing for an erased entry', async () => {
    const erased = await signedUp('history-erased');
    expect((await history(erased.id)).body?.total).toBe(1);
    expect(
      (await internalCall(core, 'POST', `/admin/waitlist/${erased.id}/erase`, { actor: adminId, body: {} })).status,
    ).toBe(200);
    expect((await history(erased.id)).body).toEqual({ emails: [], total: 0 });
  });

  it('answers 404 for an id nobody has or that cannot be one, and refuses a caller who names no staff member', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await history(id);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toMatchObject({ message: 'No waitlist entry has this id.' });
    }
    const anonymous = await history(1, null);
    expect(anonymous.status).toBe(400);
    expect(anonymous.body).not.toHaveProperty('emails');
  });
});
