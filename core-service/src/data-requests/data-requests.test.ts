import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { internalCall, sendingTo, startCoreWithAdmin, type TestCore } from '../testing';
import { validSignup } from '../testing/signups';

// Data requests on a real PostgreSQL: an admin exports one person's data (article 15) and
// erases it (article 17) from every table that held it, while the dashboard's counts stay put.

let core: TestCore;
let postmark: FakePostmark;
let adminId = 0;
let editorId = 0;

const call = (method: string, path: string, options: { actor?: number; body?: unknown } = {}) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by toEqual/toMatchObject, not by the compiler
  internalCall<Record<string, any>>(core, method, path, options);
const admin = (method: string, path: string, body?: unknown) => call(method, path, { actor: adminId, body });

interface Person {
  id: number;
  email: string;
  name: string;
  token: string;
  referralCode: string;
  signupKey: string;
  customer: string;
  subscription: string;
  intent: string;
}

/**
 * A person as the product would hold them after a while: signed up through core (a confirmation
 * e-mail, sent), paid (Stripe ids, a logged webhook event carrying their address and name),
 * unsubscribed, with links, a consent record, a queued e-mail and a request to be erased.
 */
async function person(label: string): Promise<Person> {
  const name = `Wilhelmina ${label} Quist`;
  const signup = validSignup({ fullName: name }, `erasable-${label}`);
  const created = await call('POST', '/waitlist-entries/counted', {
    body: {
      limit: { key: `waitlist-signup:${label}`, windowMs: 60_000, max: 10 },
      signup,
      idempotencyKey: `key-${label}-0123456789abcdef`,
      clientAddress: '203.0.113.14',
    },
  });
  expect(created.body).toMatchObject({ outcome: 'created' });
  const id = Number(created.body?.id);
  const email = signup.email;
  const ids = { customer: `cus_${label}Zq81`, subscription: `sub_${label}Zq81`, intent: `pi_${label}Zq81` };
  await core.query(
    `UPDATE waitlist_entries SET stripe_customer_id = $2, stripe_subscription_id = $3, stripe_payment_intent_id = $4,
            early_bird = true, payment_made = true, payment_amount = '6.74', payment_date = '2026-11-22', subscription_status = 'active',
            privacy_version = '2026-11-01', privacy_accepted_at = now(), privacy_ip_hash = 'iphash-${label}'
      WHERE id = $1`,
    [id, ids.customer, ids.subscription, ids.intent],
  );
  await core.query(
    `INSERT INTO checkout_tokens (entry_id, token_hash, source, expires_at) VALUES ($1, 'chk-${label}', 'email', now() + interval '1 day')`,
    [id],
  );
  await core.query(
    `INSERT INTO portal_tokens (entry_id, token_hash, expires_at) VALUES ($1, 'portal-${label}', now() + interval '1 day')`,
    [id],
  );
  await core.query(
    `INSERT INTO stripe_event_log (event_id, type, occurred_at, outcome, error, entry_id, event)
     VALUES ('evt_${label}_1', 'invoice.paid', now(), 'applied', NULL, $1, $2::jsonb),
            ('evt_${label}_2', 'customer.updated', now(), 'failed', 'could not apply', NULL, $3::jsonb)`,
    [
      id,
      JSON.stringify({
        id: `evt_${label}_1`,
        data: { object: { customer: ids.customer, customer_email: email, customer_name: name } },
      }),
      JSON.stringify({
        id: `evt_${label}_2`,
        data: { object: { id: ids.customer, email: email.toUpperCase(), name } },
      }),
    ],
  );
  await core.query(
    `INSERT INTO processed_stripe_events (event_id, type, outcome, waitlist_entry_id) VALUES ('evt_${label}_1', 'invoice.paid', 'applied', $1)`,
    [id],
  );
  await core.query(
    `INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES ($1, 1, now() + interval '5 minutes')`,
    [`confirm-link-address:${email}`],
  );
  const [row] = await core.query<{ unsubscribe_token: string; referral_code: string }>(
    'SELECT unsubscribe_token, referral_code FROM waitlist_entries WHERE id = $1',
    [id],
  );
  const token = row?.unsubscribe_token ?? '';
  // The confirmation e-mail goes out through the fake Postmark.
  await vi.waitFor(
    async () => {
      const [mail] = await core.query<{ status: string }>('SELECT status FROM email_outbox WHERE to_address = $1', [
        email,
      ]);
      if (mail?.status !== 'sent') throw new Error('not sent yet');
    },
    { timeout: 20_000, interval: 50 },
  );
  expect((await call('POST', '/list/unsubscribe', { body: { token } })).body).toEqual({
    subscribed: false,
    erasureRequested: false,
    blocked: null,
  });
  // Queued for later: erasing must cancel it.
  await core.query(
    `INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body, next_attempt_at, dedupe_key)
     VALUES ('payment-failed', $1, $2, 'Your payment failed', '<p>Hi ${name}</p>', 'Hi ${name}', now() + interval '1 day', $3)`,
    [email, name, `payment-failed:in_${label}`],
  );
  expect((await call('POST', '/data-requests', { body: { token } })).status).toBe(204);
  return {
    id,
    email,
    name,
    token,
    referralCode: row?.referral_code ?? '',
    signupKey: `key-${label}-0123456789abcdef`,
    ...ids,
  };
}

/** Every row of every table of the schema, as text, that contains `needle` (case-insensitive). */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables = await core.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await core.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${table}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
      [needle],
    );
    if (Number(row?.n) > 0) found.push(table);
  }
  return found;
}

beforeAll(async () => {
  postmark = await startFakePostmark();
  ({ core, adminId } = await startCoreWithAdmin('eraser', sendingTo(postmark)));
  const created = await admin('POST', '/staff', {
    username: 'edna',
    email: 'edna@freshpouf.com',
    password: 'an-editor-password',
    fullName: 'Edna',
    role: 'editor',
  });
  editorId = Number(created.body?.user.id);
});
afterAll(async () => {
  await core?.close();
  await postmark?.close();
});

describe('data requests (GDPR articles 15 and 17)', () => {
  it('an editor is refused every data-request call, and nothing changes', async () => {
    const p = await person('refused');
    const [requestRow] = await core.query<{ id: number }>('SELECT id FROM data_requests WHERE entry_id = $1', [p.id]);
    const calls: Array<[string, string]> = [
      ['GET', `/admin/waitlist/${p.id}/data`],
      ['POST', `/admin/waitlist/${p.id}/erase`],
      ['GET', '/data-requests'],
      ['POST', `/data-requests/${requestRow?.id}/done`],
    ];
    for (const [method, path] of calls)
      expect((await call(method, path, { actor: editorId })).status, `${method} ${path}`).toBe(403);
    expect(await core.query('SELECT email FROM waitlist_entries WHERE id = $1', [p.id])).toEqual([{ email: p.email }]);
    expect(await core.query('SELECT done_at FROM data_requests WHERE entry_id = $1', [p.id])).toEqual([
      { done_at: null },
    ]);
    expect(
      await core.query("SELECT count(*)::int AS n FROM audit_log WHERE action IN ('data-export', 'data-erase')"),
    ).toEqual([{ n: 0 }]);
  });

  it('exports everything held about one person, the e-mails sent with their dates and subjects among it', async () => {
    const p = await person('exported');
    const res = await admin('GET', `/admin/waitlist/${p.id}/data`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      entry: {
        id: p.id,
        fullName: p.name,
        email: p.email,
        referralCode: p.referralCode,
        referralState: null,
        clientAddressHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      consent: { privacyVersion: '2026-11-01', ipHash: 'iphash-exported' },
      listMail: { subscribed: false, suppressionReason: 'unsubscribed' },
      payment: {
        paymentMade: true,
        stripeCustomerId: p.customer,
        stripeSubscriptionId: p.subscription,
        stripePaymentIntentId: p.intent,
      },
      dataRequests: [{ doneAt: null }],
    });
    expect(res.body?.emails).toEqual([
      {
        kind: 'waitlist-confirmation',
        subject: 'Confirm your place on the Fresh Pouf waitlist',
        status: 'sent',
        queuedAt: expect.any(String),
        sentAt: expect.any(String),
      },
      {
        kind: 'payment-failed',
        subject: 'Your payment failed',
        status: 'pending',
        queuedAt: expect.any(String),
        sentAt: null,
      },
    ]);
    expect(Date.parse(String(res.body?.emails[0].sentAt))).toBeGreaterThan(Date.now() - 60_000);
    expect((await admin('GET', '/admin/waitlist/999999/data')).status).toBe(404);
    expect(await core.query("SELECT actor_id, details FROM audit_log WHERE action = 'data-export'")).toEqual([
      { actor_id: adminId, details: { entryId: p.id } },
    ]);
  });

  it('"Delete my data" unsubscribes at once: queued list mail is skipped, payment mail still goes, and subscribing again waits for the erasure', async () => {
    const signup = validSignup({ fullName: 'Otto Optout' }, 'asks-erasure');
    const created = await call('POST', '/waitlist-entries/counted', {
      body: {
        limit: { key: 'waitlist-signup:asks', windowMs: 60_000, max: 10 },
        signup,
        idempotencyKey: 'key-asks-erasure-0123456789ab',
        clientAddress: '203.0.113.15',
      },
    });
    const id = Number(created.body?.id);
    await core.query('UPDATE waitlist_entries SET confirmed_at = now() WHERE id = $1', [id]);
    const [row] = await core.query<{ unsubscribe_token: string }>(
      'SELECT unsubscribe_token FROM waitlist_entries WHERE id = $1',
      [id],
    );
    const token = row?.unsubscribe_token ?? '';
    expect((await call('POST', '/list/state', { body: { token } })).body).toEqual({
      subscribed: true,
      erasureRequested: false,
      blocked: null,
    });
    const later = "now() + interval '1 day'";
    await core.query(
      `INSERT INTO email_outbox (kind, to_address, subject, html_body, text_body, next_attempt_at, stream) VALUES
         ('announcement', $1, 'Launch news', '<p>x</p>', 'x', ${later}, 'broadcast'),
         ('subscription-payment-failed', $1, 'Your payment failed', '<p>x</p>', 'x', ${later}, 'outbound')`,
      [signup.email],
    );

    expect((await call('POST', '/data-requests', { body: { token } })).status).toBe(204);
    expect((await call('POST', '/list/state', { body: { token } })).body).toEqual({
      subscribed: false,
      erasureRequested: true,
      blocked: null,
    });
    expect(
      await core.query(
        "SELECT kind, status FROM email_outbox WHERE to_address = $1 AND kind <> 'waitlist-confirmation' ORDER BY id",
        [signup.email],
      ),
    ).toEqual([
      { kind: 'announcement', status: 'skipped' },
      { kind: 'subscription-payment-failed', status: 'pending' },
    ]);
    expect((await call('POST', '/list/resubscribe', { body: { token } })).body).toEqual({
      subscribed: false,
      erasureRequested: true,
      blocked: null,
    });
    expect(
      await core.query('SELECT reason FROM email_suppressions WHERE normalized_email = normalize_email($1)', [
        signup.email,
      ]),
    ).toEqual([{ reason: 'unsubscribed' }]);
    expect(
      ((await admin('GET', '/data-requests')).body?.requests as Array<{ entryId: number }>).filter(
        (r) => r.entryId === id,
      ),
    ).toHaveLength(1);
  });

  it('lists open requests with who asked, and marks one done', async () => {
    const p = await person('listed');
    // Asking twice is one task.
    expect((await call('POST', '/data-requests', { body: { token: p.token } })).status).toBe(204);
    expect((await call('POST', '/data-requests', { body: { token: 'A'.repeat(43) } })).status).toBe(404);
    const open = await admin('GET', '/data-requests');
    const mine = (open.body?.requests as Array<Record<string, unknown>>).filter((r) => r.entryId === p.id);
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        entryId: p.id,
        fullName: p.name,
        email: p.email,
        requestedAt: expect.any(String),
        doneAt: null,
      },
    ]);
    const done = await admin('POST', `/data-requests/${String(mine[0]?.id)}/done`);
    expect(done.body).toMatchObject({ entryId: p.id, doneAt: expect.any(String) });
    expect(
      ((await admin('GET', '/data-requests')).body?.requests as Array<{ entryId: number }>).some(
        (r) => r.entryId === p.id,
      ),
    ).toBe(false);
    expect((await admin('POST', '/data-requests/999999/done')).status).toBe(404);
  });

  it('erases the personal data from every table, cancels queued e-mails, keeps the counts, and audits without the data', async () => {
    const p = await person('erased');
    const bystander = await person('kept');
    const statsBefore = (await admin('GET', '/admin/stats')).body;
    const [{ n: outboxRows } = { n: 0 }] = await core.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_outbox',
    );
    const secrets = [
      p.email,
      p.email.split('@')[0] ?? p.email,
      p.name,
      p.customer,
      p.subscription,
      p.intent,
      p.token,
      p.referralCode,
      p.signupKey,
      'iphash-erased',
      'chk-erased',
      'portal-erased',
    ];
    for (const secret of secrets) expect(await tablesHolding(secret), secret).not.toEqual([]);

    // Its subscription still runs: erasing first needs it canceled at Stripe (bff-admin does that and names it).
    expect((await admin('GET', `/admin/waitlist/${p.id}/erase-plan`)).body).toEqual({
      entryId: p.id,
      runningSubscriptionId: p.subscription,
    });
    const refused = await admin('POST', `/admin/waitlist/${p.id}/erase`, {});
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: `Subscription ${p.subscription} is still running at Stripe: it must be canceled before the entry is erased. Nothing was erased.`,
      },
    });
    expect(
      (await admin('POST', `/admin/waitlist/${p.id}/erase`, { canceledSubscriptionId: 'sub_someone_else' })).status,
    ).toBe(409);
    expect(await core.query('SELECT email FROM waitlist_entries WHERE id = $1', [p.id])).toEqual([{ email: p.email }]);

    const res = await admin('POST', `/admin/waitlist/${p.id}/erase`, { canceledSubscriptionId: p.subscription });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entryId: p.id,
      erased: { emails: 2, emailsCancelled: 1, links: 5, stripeEvents: 2, suppressions: 1, requestsClosed: 1 },
      stripeCustomerId: p.customer,
    });

    // Nothing of the person is left anywhere in the schema (the whole row of every table, as text).
    for (const secret of secrets) expect(await tablesHolding(secret), secret).toEqual([]);
    // The row stays, its personal fields replaced, its subscription canceled: it leaves the
    // paying customers, and every total on the dashboard stays as it was.
    expect(
      await core.query(
        'SELECT full_name, email, stripe_customer_id, privacy_ip_hash, signup_ip_hash, signup_key, payment_made, early_bird, subscription_status FROM waitlist_entries WHERE id = $1',
        [p.id],
      ),
    ).toEqual([
      {
        full_name: 'Erased',
        email: `erased-${p.id}@erased.invalid`,
        stripe_customer_id: null,
        privacy_ip_hash: null,
        signup_ip_hash: null,
        signup_key: null,
        payment_made: false,
        early_bird: true,
        subscription_status: 'canceled',
      },
    ]);
    const statsAfter = (await admin('GET', '/admin/stats')).body;
    expect(statsAfter).toEqual({
      ...statsBefore,
      paidCount: statsBefore?.paidCount - 1,
      subscriptions: {
        ...statsBefore?.subscriptions,
        active: statsBefore?.subscriptions.active - 1,
        canceled: statsBefore?.subscriptions.canceled + 1,
      },
    });
    expect([statsAfter?.totalCount, statsAfter?.earlyBirdCount, statsAfter?.confirmedCount]).toEqual([
      statsBefore?.totalCount,
      statsBefore?.earlyBirdCount,
      statsBefore?.confirmedCount,
    ]);
    // E-mails: still counted as rows, emptied, the queued one cancelled and never sent.
    expect(await core.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox')).toEqual([{ n: outboxRows }]);
    expect(
      await core.query(
        'SELECT status, subject, html_body, text_body, to_name FROM email_outbox WHERE to_address = $1 ORDER BY id',
        [`erased-${p.id}@erased.invalid`],
      ),
    ).toEqual([
      { status: 'sent', subject: 'Erased', html_body: '', text_body: '', to_name: null },
      { status: 'skipped', subject: 'Erased', html_body: '', text_body: '', to_name: null },
    ]);
    for (const table of ['checkout_tokens', 'portal_tokens', 'waitlist_links']) {
      expect(await core.query(`SELECT count(*)::int AS n FROM ${table} WHERE entry_id = $1`, [p.id]), table).toEqual([
        { n: 0 },
      ]);
    }
    // The unsubscribe is remembered as a one-way hash, and the erased row gets no list mail either.
    const hash = (
      await core.query<{ h: string }>(
        "SELECT 'sha256:' || encode(sha256(convert_to(normalize_email($1), 'UTF8')), 'hex') AS h",
        [p.email],
      )
    )[0]?.h;
    expect(await core.query('SELECT reason FROM email_suppressions WHERE normalized_email = $1', [hash])).toEqual([
      { reason: 'unsubscribed' },
    ]);
    expect((await call('POST', '/list/state', { body: { token: p.token } })).status).toBe(404);
    // The request the person made is done; the audit log names who erased which entry, nothing else.
    expect(await core.query('SELECT done_by FROM data_requests WHERE entry_id = $1', [p.id])).toEqual([
      { done_by: adminId },
    ]);
    expect(
      await core.query("SELECT actor_id, actor_name, ip, details FROM audit_log WHERE action = 'data-erase'"),
    ).toEqual([{ actor_id: adminId, actor_name: 'eraser', ip: '198.51.100.7', details: { entryId: p.id } }]);
    // The other person is untouched.
    expect(await tablesHolding(bystander.email)).toEqual(
      expect.arrayContaining(['waitlist_entries', 'email_outbox', 'stripe_event_log']),
    );
    expect((await admin('GET', `/admin/waitlist/${bystander.id}/data`)).body?.entry.fullName).toBe(bystander.name);

    // Erasing again is a 409; an unknown id a 404.
    expect((await admin('POST', `/admin/waitlist/${p.id}/erase`, {})).body).toMatchObject({
      message: 'This entry has already been erased.',
    });
    expect((await admin('POST', '/admin/waitlist/999999/erase', {})).status).toBe(404);
    expect((await admin('GET', '/admin/waitlist/999999/erase-plan')).status).toBe(404);
  });
});
