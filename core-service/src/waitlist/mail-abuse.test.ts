import { randomBytes, randomUUID } from 'node:crypto';
import { LEGAL_DOCUMENTS } from '@fresh-pouf/contracts';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore } from '../testing';
import { uniqueEmail, validSignup } from '../testing/signups';

// E-mail bombing a stranger. Anyone can type any address; what the list then
// sends to it is capped, greets nobody by a typed name, and always offers "This wasn't me".

let core: TestCore;
let postmark: FakePostmark;
beforeAll(async () => {
  postmark = await startFakePostmark();
  core = await startTestCore({ POSTMARK_SERVER_TOKEN: 'postmark-test-token', POSTMARK_API_URL: postmark.url });
});
afterAll(async () => {
  await core?.close();
  await postmark?.close();
});

const SPOOF_NAME = 'Your card was charged $499 call 555 0100';
const LIMIT = { windowMs: 60_000, max: 1_000 };
const limitKey = () => `waitlist-signup:abuse-${randomUUID()}`;

async function signUp(email: string, options: { ip?: string; fullName?: string; key?: string } = {}) {
  const res = await internalCall<{ outcome: string; id?: number; place?: number }>(
    core,
    'POST',
    '/waitlist-entries/counted',
    {
      body: {
        limit: { key: options.key ?? limitKey(), ...LIMIT },
        signup: validSignup({ email, fullName: options.fullName ?? SPOOF_NAME }),
        consent: { privacyVersion: LEGAL_DOCUMENTS.privacy.version, ip: options.ip ?? '203.0.113.66' },
        clientAddress: options.ip ?? '203.0.113.66',
      },
    },
  );
  expect(res.status).toBe(200);
  return res.body;
}

const mailsTo = (email: string) =>
  core.query<{
    id: number;
    kind: string;
    to_name: string | null;
    text_body: string;
    html_body: string;
    status: string;
  }>('SELECT id, kind, to_name, text_body, html_body, status FROM email_outbox WHERE to_address = $1 ORDER BY id', [
    email,
  ]);

const notMeToken = (text: string) => /\/waitlist\/not-me\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** The 5-minute quiet time between new links is not what these tests are about: move past it. */
const pastQuietTime = (email: string) =>
  core.query(
    `UPDATE waitlist_links SET created_at = created_at - interval '10 minutes'
      WHERE entry_id = (SELECT id FROM waitlist_entries WHERE email = $1)`,
    [email],
  );
const oneDayLater = (email: string) =>
  core.query(
    `UPDATE waitlist_entries SET resend_times = array(SELECT t - interval '25 hours' FROM unnest(resend_times) t) WHERE email = $1`,
    [email],
  );

async function askForNewLink(email: string) {
  await pastQuietTime(email);
  expect((await internalCall(core, 'POST', '/waitlist/confirm-links', { body: { email } })).status).toBe(204);
}

const checkoutFor = (email: string) => ({
  email,
  fullName: SPOOF_NAME,
  joinDate: '2026-11-21',
  plan: 'bi-monthly',
  numberOfPoufs: 1,
  frequency: 'bi-monthly',
  checkoutToken: randomBytes(32).toString('base64url'),
});

async function claimCheckout(email: string) {
  await core.query(
    `UPDATE checkout_tokens SET created_at = created_at - interval '1 hour' WHERE entry_id = (SELECT id FROM waitlist_entries WHERE email = $1)`,
    [email],
  );
  const res = await internalCall<{ outcome: string }>(core, 'POST', '/checkout/early-bird-entries', {
    body: checkoutFor(email),
  });
  expect(res.body).toEqual({ outcome: 'verify-email' });
}

describe('e-mail bombing a stranger', () => {
  it('greets an unconfirmed address neutrally: no typed name in the text, the HTML or the To header', async () => {
    const victim = uniqueEmail('victim');
    await signUp(victim);
    const [mail] = await mailsTo(victim);
    expect(mail?.to_name).toBeNull();
    expect(mail?.text_body.startsWith('Hi there,\n')).toBe(true);
    expect(`${mail?.text_body} ${mail?.html_body}`).not.toContain('$499');
    expect(`${mail?.text_body} ${mail?.html_body}`).not.toContain('555 0100');
  });

  it('caps re-sent confirm links at 3 in a day and 10 ever, however often they are asked for', async () => {
    const victim = uniqueEmail('victim');
    await signUp(victim);
    for (let i = 0; i < 6; i += 1) await askForNewLink(victim);
    // The sign-up's own e-mail and 3 re-sends.
    expect(await mailsTo(victim)).toHaveLength(4);

    await oneDayLater(victim);
    for (let i = 0; i < 6; i += 1) await askForNewLink(victim);
    expect(await mailsTo(victim)).toHaveLength(7);

    await oneDayLater(victim);
    for (let i = 0; i < 6; i += 1) await askForNewLink(victim);
    expect(await mailsTo(victim)).toHaveLength(10);

    await oneDayLater(victim);
    for (let i = 0; i < 6; i += 1) await askForNewLink(victim);
    // 10 re-sends ever: 1 more, then nothing, on any later day.
    expect(await mailsTo(victim)).toHaveLength(11);
    await oneDayLater(victim);
    await askForNewLink(victim);
    expect(await mailsTo(victim)).toHaveLength(11);
  });

  it('counts checkout-claim e-mails with re-sent links against the same cap, for confirmed entries too', async () => {
    const victim = uniqueEmail('victim');
    await signUp(victim);
    await askForNewLink(victim);
    for (let i = 0; i < 5; i += 1) await claimCheckout(victim);
    expect((await mailsTo(victim)).map((m) => m.kind)).toEqual([
      'waitlist-confirmation',
      'waitlist-confirmation',
      'early-bird-checkout-link',
      'early-bird-checkout-link',
    ]);

    const confirmed = uniqueEmail('confirmed');
    await signUp(confirmed);
    await core.query('UPDATE waitlist_entries SET confirmed_at = now() WHERE email = $1', [confirmed]);
    for (let i = 0; i < 5; i += 1) await claimCheckout(confirmed);
    expect((await mailsTo(confirmed)).filter((m) => m.kind === 'early-bird-checkout-link')).toHaveLength(3);
  });

  it('puts a "This wasn\'t me" link in a checkout-claim e-mail to an unconfirmed address, and none once it is confirmed', async () => {
    const unconfirmed = uniqueEmail('claim');
    await signUp(unconfirmed);
    await claimCheckout(unconfirmed);
    const claim = (await mailsTo(unconfirmed)).find((m) => m.kind === 'early-bird-checkout-link');
    expect(claim?.to_name).toBeNull();
    expect(notMeToken(claim?.text_body ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(claim?.html_body).toContain("This wasn't me</a>");

    const confirmed = uniqueEmail('claim');
    await signUp(confirmed, { fullName: 'Jane Doe' });
    await core.query('UPDATE waitlist_entries SET confirmed_at = now() WHERE email = $1', [confirmed]);
    await claimCheckout(confirmed);
    const toConfirmed = (await mailsTo(confirmed)).find((m) => m.kind === 'early-bird-checkout-link');
    expect(toConfirmed?.to_name).toBe('Jane Doe');
    expect(toConfirmed?.text_body).toContain('Hi Jane Doe,');
    expect(notMeToken(toConfirmed?.text_body ?? '')).toBeUndefined();
  });
});

describe('"This wasn\'t me"', () => {
  const press = (token: string, ip = '198.51.100.20') =>
    internalCall<{ outcome?: string; message?: string }>(core, 'POST', '/waitlist/not-me', { body: { token, ip } });

  it('erases the unconfirmed entry, cancels its queued e-mail and stops every later e-mail to the address, whatever its spelling', async () => {
    const local = `victim${randomUUID().slice(0, 6).replace(/-/g, '')}`;
    const victim = `${local}@gmail.com`;
    const signed = await signUp(victim);
    const [mail] = await mailsTo(victim);
    const token = notMeToken(mail?.text_body ?? '') ?? '';
    // The e-mail that carried the link reached the inbox; nothing may follow it.
    await postmark.waitForEmails(1, { to: victim });

    expect(await press(token)).toEqual({ status: 200, body: { outcome: 'removed' } });
    const [entry] = await core.query<{ full_name: string; email: string }>(
      'SELECT full_name, email FROM waitlist_entries WHERE id = $1',
      [signed?.id],
    );
    expect(entry).toEqual({ full_name: 'Erased', email: `erased-${String(signed?.id)}@erased.invalid` });
    expect(await core.query('SELECT 1 FROM waitlist_entries WHERE full_name = $1', [SPOOF_NAME + victim])).toEqual([]);
    // Pressing again (a retry, a second tab) answers the same without doing anything twice.
    expect(await press(token)).toEqual({ status: 200, body: { outcome: 'already' } });

    // Anyone else signing the address up again, in another spelling: answered like a sign-up, nothing stored or sent.
    const again = await signUp(`${local.slice(0, 3)}.${local.slice(3)}+x@googlemail.com`, { ip: '203.0.113.99' });
    expect(again).toMatchObject({ outcome: 'refused' });
    expect(await core.query('SELECT id FROM waitlist_entries WHERE normalized_email = $1', [victim])).toEqual([]);

    // A transactional e-mail queued straight to the address (any kind) is skipped, never sent.
    const [queued] = await core.query<{ id: number }>(
      `INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body) VALUES ('test', $1, NULL, 'Hello', '<p>Hi</p>', 'Hi') RETURNING id`,
      [`${local.toUpperCase()}@gmail.com`],
    );
    await core.outbox.drain();
    expect(await core.query('SELECT status FROM email_outbox WHERE id = $1', [queued?.id])).toEqual([
      { status: 'skipped' },
    ]);
    expect(postmark.received.filter((e) => e.To.toLowerCase().includes(local)).map((e) => e.Subject)).toEqual([
      'Confirm your place on the Fresh Pouf waitlist',
    ]);
  });

  it('lifts the stop when the same person (the client address that pressed) signs up again', async () => {
    const victim = uniqueEmail('victim');
    await signUp(victim);
    const token = notMeToken((await mailsTo(victim))[0]?.text_body ?? '') ?? '';
    expect((await press(token, '198.51.100.77')).status).toBe(200);

    expect(await signUp(victim, { ip: '203.0.113.5', fullName: 'Jane Doe' })).toMatchObject({ outcome: 'refused' });
    expect(await signUp(victim, { ip: '198.51.100.77', fullName: 'Jane Doe' })).toMatchObject({ outcome: 'created' });
    expect((await mailsTo(victim)).map((m) => m.kind)).toEqual(['waitlist-confirmation']);
  });

  it('does not remove a confirmed entry (409), and knows no link it never sent (404)', async () => {
    const owner = uniqueEmail('owner');
    await signUp(owner, { fullName: 'Jane Doe' });
    const token = notMeToken((await mailsTo(owner))[0]?.text_body ?? '') ?? '';
    await core.query('UPDATE waitlist_entries SET confirmed_at = now() WHERE email = $1', [owner]);
    expect(await press(token)).toMatchObject({
      status: 409,
      body: {
        message:
          'This address confirmed its place, so this link no longer removes it. Every e-mail we send it has an unsubscribe link.',
      },
    });
    expect(await core.query('SELECT full_name FROM waitlist_entries WHERE email = $1', [owner])).toEqual([
      { full_name: 'Jane Doe' },
    ]);
    expect(await press(randomBytes(32).toString('base64url'))).toMatchObject({
      status: 404,
      body: { message: 'This link is not one we sent, or it was mistyped.' },
    });
  });
});

describe('the decoy a refused sign-up is answered with', () => {
  it('has the next id a stored entry would have had and the place after the last, nothing stored', async () => {
    const before = await signUp(uniqueEmail('real'), { fullName: 'Jane Doe' });
    const key = limitKey();
    const res = await internalCall<{ outcome: string; id: number; place: number; referralCode: string }>(
      core,
      'POST',
      '/waitlist-entries/counted',
      {
        body: {
          limit: { key, ...LIMIT },
          signup: validSignup({ fullName: 'Jane Doe' }),
          signals: { website: 'http://spam.example' },
        },
      },
    );
    const after = await signUp(uniqueEmail('real'), { fullName: 'Jane Doe' });
    const [{ total } = { total: 0 }] = await core.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM waitlist_entries',
    );
    expect(res.body?.outcome).toBe('refused');
    expect(res.body?.id).toBe((before?.id ?? 0) + 1);
    expect(after?.id).toBe((before?.id ?? 0) + 2);
    expect(res.body?.place).toBe((before?.place ?? 0) + 1);
    expect(res.body?.referralCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await core.query('SELECT id FROM waitlist_entries WHERE id = $1', [res.body?.id])).toEqual([]);
    expect(total).toBe(after?.place);
  });
});

describe('the Early Bird checkout goes through the sign-up checks', () => {
  const prepare = (body: Record<string, unknown>) =>
    internalCall<Record<string, unknown>>(core, 'POST', '/checkout/early-bird-entries', { body });

  it('refuses a throwaway address with the sign-up form message, storing nothing', async () => {
    const email = `farm-${randomUUID().slice(0, 8)}@mailinator.com`;
    const res = await prepare({ ...checkoutFor(email), attribution: { ref: 'somecode' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      fieldErrors: {
        email: ['Please use a permanent email address: throwaway addresses cannot receive our launch news.'],
      },
    });
    expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [email])).toEqual([]);
  });

  it("answers a bot's checkout (honeypot, or sent too fast) as refused: nothing stored, no e-mail", async () => {
    for (const signals of [{ website: 'x' }, { fillMs: 120 }]) {
      const email = uniqueEmail('bot');
      expect((await prepare({ ...checkoutFor(email), signals })).body).toEqual({ outcome: 'refused' });
      expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [email])).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it("counts against the client address's sign-up limit, shared with the waitlist form", async () => {
    const key = limitKey();
    const limit = { key, windowMs: 60_000, max: 2 };
    await internalCall(core, 'POST', '/waitlist-entries/counted', { body: { limit, signup: validSignup() } });
    expect((await prepare({ ...checkoutFor(uniqueEmail('bird')), limit })).body).toMatchObject({
      outcome: 'ready',
      count: { totalHits: 2 },
    });
    const third = uniqueEmail('bird');
    expect((await prepare({ ...checkoutFor(third), limit })).body).toMatchObject({
      outcome: 'limited',
      count: { totalHits: 3 },
    });
    expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [third])).toEqual([]);
  });
});
