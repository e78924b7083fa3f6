import { type TestCore, startTestCore } from 'core-service/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;

const SECRET = 'postmark-webhook-secret-123';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('unsubscribing and the Postmark webhook through bff-public', () => {
  let core: TestCore;
  let bff: Bff;
  let closed: Bff;

  beforeAll(async () => {
    core = await startTestCore();
    bff = await startTestBff(core, { POSTMARK_WEBHOOK_SECRET: SECRET });
    closed = await startTestBff(core, {});
  });
  afterAll(async () => {
    await closed?.close();
    await bff?.close();
    await core?.close();
  });

  async function entry(email = `reader-${Math.random().toString(36).slice(2)}@example.com`) {
    await core.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at) VALUES ('Reader', $1, 'monthly', '2026-11-23', now())`,
      [email],
    );
    const [row] = await core.query<{ unsubscribe_token: string }>(
      'SELECT unsubscribe_token FROM waitlist_entries WHERE email = $1',
      [email],
    );
    return { email, token: row?.unsubscribe_token ?? '' };
  }
  const suppressed = async (email: string) =>
    (
      await core.query<{ reason: string }>(
        'SELECT reason FROM email_suppressions WHERE normalized_email = normalize_email($1)',
        [email],
      )
    )[0]?.reason ?? null;

  it('one click: a form POST to the header URL unsubscribes, with no page and no login', async () => {
    const { email, token } = await entry();
    const res = await fetch(`${bff.url}/api/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Unsubscribed.');
    expect(await suppressed(email)).toBe('unsubscribed');
  });

  it('the header URL opened in a browser leads to the page that asks first, and changes nothing', async () => {
    const { email, token } = await entry();
    const res = await fetch(`${bff.url}/api/unsubscribe?token=${token}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    expect(await suppressed(email)).toBeNull();

    const mangled = await fetch(`${bff.url}/api/unsubscribe?token=%3Cscript%3E`, { redirect: 'manual' });
    expect(mangled.headers.get('location')).toBe('/unsubscribe');
  });

  it('the page: state, unsubscribe, subscribe again; an unknown token changes nothing', async () => {
    const { email, token } = await entry();
    const json = async (path: string, body: unknown) => {
      const res = await bff.post(path, body);
      return { status: res.status, body: await res.json() };
    };
    expect(await json('/api/unsubscribe/state', { token })).toEqual({
      status: 200,
      body: { subscribed: true, erasureRequested: false, blocked: null },
    });
    expect(await json('/api/unsubscribe/confirm', { token })).toEqual({
      status: 200,
      body: { subscribed: false, erasureRequested: false, blocked: null },
    });
    expect(await suppressed(email)).toBe('unsubscribed');
    expect(await json('/api/unsubscribe/resubscribe', { token })).toEqual({
      status: 200,
      body: { subscribed: true, erasureRequested: false, blocked: null },
    });
    expect(await suppressed(email)).toBeNull();

    const unknown = await json('/api/unsubscribe/confirm', { token: 'U'.repeat(43) });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'This unsubscribe link is not one we sent, or it was mistyped.' },
    });
    expect((await json('/api/unsubscribe/confirm', { token: 'short' })).status).toBe(400);
  });

  it('a hard bounce or a spam complaint suppresses the address; a soft bounce does not; resubscribing cannot undo a bounce', async () => {
    const hard = await entry();
    const soft = await entry();
    const complaint = await entry();
    const hook = (body: unknown, auth = basic('postmark', SECRET)) =>
      fetch(`${bff.url}/api/postmark/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify(body),
      });

    expect((await hook({ RecordType: 'Bounce', Type: 'HardBounce', Email: hard.email })).status).toBe(200);
    expect((await hook({ RecordType: 'Bounce', Type: 'SoftBounce', Email: soft.email })).status).toBe(200);
    expect((await hook({ RecordType: 'SpamComplaint', Email: complaint.email })).status).toBe(200);
    expect(await suppressed(hard.email)).toBe('hard-bounce');
    expect(await suppressed(soft.email)).toBeNull();
    expect(await suppressed(complaint.email)).toBe('spam-complaint');

    // The page is told why "Subscribe again" cannot work, and pressing it anyway changes nothing.
    const resubscribed = await bff.post('/api/unsubscribe/resubscribe', { token: hard.token });
    expect(await resubscribed.json()).toEqual({ subscribed: false, erasureRequested: false, blocked: 'hard-bounce' });
    expect(await suppressed(hard.email)).toBe('hard-bounce');
    const complained = await bff.post('/api/unsubscribe/state', { token: complaint.token });
    expect(await complained.json()).toEqual({ subscribed: false, erasureRequested: false, blocked: 'spam-complaint' });
  });

  it('refuses a webhook without the right credentials, and is off without a secret', async () => {
    const { email } = await entry();
    const body = JSON.stringify({ RecordType: 'SpamComplaint', Email: email });
    const wrong = await fetch(`${bff.url}/api/postmark/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic('postmark', 'not-the-secret-xx') },
      body,
    });
    expect(wrong.status).toBe(401);
    const none = await fetch(`${bff.url}/api/postmark/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(none.status).toBe(401);
    const off = await fetch(`${closed.url}/api/postmark/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic('postmark', SECRET) },
      body,
    });
    expect(off.status).toBe(404);
    expect(await suppressed(email)).toBeNull();
  });

  // The List-Unsubscribe mailto goes to Postmark's inbound address with the
  // recipient's token after the `+`; Postmark posts the e-mail here.
  describe('an e-mail to the mailto unsubscribe address (Postmark inbound)', () => {
    const inbound = (body: unknown, auth = basic('postmark', SECRET), on: Bff = bff) =>
      fetch(`${on.url}/api/postmark/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify(body),
      });
    /** Postmark's inbound JSON, as its documentation words it (the parts that matter here). */
    const mail = (mailboxHash: string, from: string) => ({
      From: from,
      FromFull: { Email: from, Name: '' },
      To: `unsubscribe+${mailboxHash}@inbound.freshpouf.example`,
      OriginalRecipient: `unsubscribe+${mailboxHash}@inbound.freshpouf.example`,
      MailboxHash: mailboxHash,
      Subject: 'unsubscribe',
      TextBody: '',
      Headers: [{ Name: 'X-Spam-Status', Value: 'No' }],
    });

    it("unsubscribes the entry its address's token names at once, even with the token's case folded, whoever the From says", async () => {
      const reader = await entry();
      const res = await inbound(mail(reader.token, reader.email));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, unsubscribed: true });
      expect(await suppressed(reader.email)).toBe('unsubscribed');

      const folded = await entry();
      expect(await (await inbound(mail(folded.token.toLowerCase(), 'someone-else@example.org'))).json()).toEqual({
        received: true,
        unsubscribed: true,
      });
      expect(await suppressed(folded.email)).toBe('unsubscribed');
    });

    it('a forged From with no token, or a token nobody has, is received (200) and unsubscribes nobody', async () => {
      const victim = await entry();
      for (const body of [
        mail('', victim.email),
        mail('U'.repeat(43), victim.email),
        mail('not-a-token', victim.email),
        { From: victim.email },
      ]) {
        const res = await inbound(body);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ received: true, unsubscribed: false });
      }
      expect(await suppressed(victim.email)).toBeNull();
    });

    it('is authenticated like the other Postmark webhook, and off without a secret', async () => {
      const reader = await entry();
      expect((await inbound(mail(reader.token, reader.email), basic('postmark', 'not-the-secret-xx'))).status).toBe(
        401,
      );
      expect((await inbound(mail(reader.token, reader.email), '')).status).toBe(401);
      expect((await inbound(mail(reader.token, reader.email), basic('postmark', SECRET), closed)).status).toBe(404);
      expect(await suppressed(reader.email)).toBeNull();
    });
  });

  // The webhook's password is a credential like the others; guessing it is throttled per client address.
  it('after 3 wrong passwords from one address answers 429 for the window, the right password included; another address still works', async () => {
    const limited = await startTestBff(core, {
      POSTMARK_WEBHOOK_SECRET: SECRET,
      POSTMARK_WEBHOOK_MAX_FAILURES: 3,
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const hook = (from: string, password: string, email: string) =>
        fetch(`${limited.url}/api/postmark/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: basic('postmark', password),
            'x-forwarded-for': from,
          },
          body: JSON.stringify({ RecordType: 'SpamComplaint', Email: email }),
        });
      const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
      const guesser = '203.0.113.77';
      const target = await entry();

      // Postmark's own deliveries are never counted against it: each is given back once it succeeded.
      for (let i = 0; i < 5; i += 1) expect((await hook(guesser, SECRET, (await entry()).email)).status).toBe(200);
      const failures = async () =>
        (
          await core.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [
            `postmark-webhook:${guesser}`,
          ])
        )[0]?.hits;
      await vi.waitFor(async () => expect(await failures()).toBe(0), { timeout: 5_000, interval: 20 });

      const wrong = {
        status: 401,
        body: expect.objectContaining({ message: 'Webhook credentials are missing or wrong' }),
      };
      const refused = {
        status: 429,
        body: {
          message: 'Too many failed webhook sign-ins from your network. Please wait a few minutes and try again.',
        },
      };
      for (const guess of ['guess-number-one', 'guess-number-two', 'guess-number-three']) {
        expect(await answer(await hook(guesser, guess, target.email))).toEqual(wrong);
      }
      expect(await answer(await hook(guesser, 'guess-number-four', target.email))).toEqual(refused);
      expect(await answer(await hook(guesser, SECRET, target.email))).toEqual(refused);
      expect(await suppressed(target.email)).toBeNull();
      expect(await failures()).toBeGreaterThanOrEqual(3);

      expect(await answer(await hook('203.0.113.78', SECRET, target.email))).toEqual({
        status: 200,
        body: { received: true, suppressed: true },
      });
      expect(await suppressed(target.email)).toBe('spam-complaint');
    } finally {
      await limited.close();
    }
  });
});
