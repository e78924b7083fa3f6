import { WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { internalCall, type TestCore, startTestCore, validSignup } from 'core-service/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Polls until the check holds (the outbox works in the background). */
const until = (check: () => Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: 10_000, interval: 25 },
  );
import { readConfig } from '../config';
import { startTestBff } from '../testing/start-test-bff';
import { useTestBffWithPostmark } from '../testing/use-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;

const signup = (overrides: Record<string, unknown> = {}) =>
  validSignup({ fullName: 'Ada Lovelace', joinDate: '2026-11-21', ...overrides }, 'ada');

interface EntryRow {
  email: string;
  plan: string;
  is_family: boolean;
  number_of_poufs: number;
  frequency: string;
  payment_made: boolean;
  has_early_bird_discount: boolean;
  early_bird: boolean;
  stripe_customer_id: string | null;
}

describe('POST /api/waitlist', () => {
  let core: TestCore;
  let bff: Bff;
  const rows = (email?: string) =>
    core.query<EntryRow>(
      email ? 'SELECT * FROM waitlist_entries WHERE email = $1' : 'SELECT * FROM waitlist_entries',
      email ? [email] : [],
    );

  beforeAll(async () => {
    core = await startTestCore();
    bff = await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 1000 });
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
  });

  it('stores a valid sign-up and answers 201', async () => {
    const body = signup();
    const res = await bff.post('/api/waitlist', body);
    expect(res.status).toBe(201);
    const json = (await res.json()) as { id: number; message: string; place: number; referralCode: string };
    expect(json.message).toBe(WAITLIST_MESSAGES.created);
    // Its place and referral code, for the success view.
    const [stored] = await core.query<{ referral_code: string }>(
      'SELECT referral_code FROM waitlist_entries WHERE id = $1',
      [json.id],
    );
    expect(json.referralCode).toBe(stored?.referral_code);
    expect(json.place).toBeGreaterThan(0);
    const [row] = await rows(body.email);
    expect(row).toMatchObject({ email: body.email, plan: 'bi-monthly', is_family: false, number_of_poufs: 1 });
    const fromCore = await internalCall<{ email: string }>(core, 'GET', `/waitlist-entries/${json.id}`);
    expect(fromCore.body?.email).toBe(body.email);
  });

  it('queues the confirmation e-mail with the entry', async () => {
    const body = signup();
    expect((await bff.post('/api/waitlist', body)).status).toBe(201);
    const mails = await core.query<{ to_address: string; status: string }>(
      'SELECT to_address, status FROM email_outbox WHERE to_address = $1',
      [body.email],
    );
    expect(mails).toEqual([{ to_address: body.email, status: 'pending' }]);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['fullName', { fullName: 'A' }, 'Please enter your full name'],
    ['joinDate', { joinDate: '' }, 'Join date is required'],
    ['plan', { plan: 'weekly' }, WAITLIST_MESSAGES.plan],
    ['numberOfPoufs', { plan: 'family', numberOfPoufs: 6 }, WAITLIST_MESSAGES.numberOfPoufs],
    ['numberOfPoufs', { plan: 'family', numberOfPoufs: 0 }, WAITLIST_MESSAGES.numberOfPoufs],
    ['frequency', { plan: 'family', frequency: 'weekly' }, WAITLIST_MESSAGES.frequency],
    // Impossible dates and control characters, as a probe of the sign-up sent them.
    ['joinDate', { joinDate: '2026-02-31' }, 'Join date must be a real calendar date'],
    ['joinDate', { joinDate: '0000-00-00' }, 'Join date must be a real calendar date'],
    ['joinDate', { joinDate: '1900-01-01' }, 'Join date must be in the years 2000 to 2100'],
    ['fullName', { fullName: 'Ada\u0000Lovelace' }, 'Full name must not contain line breaks or control characters'],
    ['fullName', { fullName: 'Ada\u0001Lovelace' }, 'Full name must not contain line breaks or control characters'],
    ['fullName', { fullName: 'Ada\nBcc: everyone' }, 'Full name must not contain line breaks or control characters'],
  ])('rejects a bad %s with 400 and its message, storing nothing', async (field, overrides, message) => {
    const before = (await rows()).length;
    const res = await bff.post('/api/waitlist', signup(overrides));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(json.fieldErrors[field]?.[0]).toBe(message);
    expect(json.message).toBe(message);
    expect((await rows()).length).toBe(before);
  });

  // A name that reads backwards ("\u202Eevil" shows as "live") in e-mails, staff screens and the CSV.
  it('refuses a full name with a direction override, 400 with the field message, storing and mailing nothing', async () => {
    const body = signup({ fullName: '\u202Eevil' });
    const res = await bff.post('/api/waitlist', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Full name must not contain invisible or text-direction characters',
      fieldErrors: { fullName: ['Full name must not contain invisible or text-direction characters'] },
    });
    expect(await rows(body.email)).toEqual([]);
    expect(await core.query("SELECT id FROM waitlist_entries WHERE full_name LIKE '%' || chr(8238) || '%'")).toEqual(
      [],
    );
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [body.email])).toEqual([]);
  });

  it.each([
    [
      'invisible characters only',
      '\u200B\u2060\uFEFF\u00AD',
      'Full name must not contain invisible or text-direction characters',
    ],
    ['an isolate', 'Ada\u2066Lovelace', 'Full name must not contain invisible or text-direction characters'],
    ['a line separator', 'Ada\u2028Lovelace', 'Full name must not contain line breaks or control characters'],
    ['no letter', '12345', 'Please enter your full name'],
  ])('refuses a full name of %s with 400 and its message, storing nothing', async (_kind, fullName, message) => {
    const body = signup({ fullName });
    const res = await bff.post('/api/waitlist', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, fieldErrors: { fullName: [message] } });
    expect(await rows(body.email)).toEqual([]);
  });

  it('refuses a NUL in the name instead of storing it as the text \\0, and queues no e-mail', async () => {
    const body = signup({ fullName: 'Ada\u0000 Lovelace' });
    const res = await bff.post('/api/waitlist', body);
    expect(res.status).toBe(400);
    expect(await rows(body.email)).toEqual([]);
    expect(await core.query("SELECT id FROM waitlist_entries WHERE strpos(full_name, chr(92) || '0') > 0")).toEqual([]);
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [body.email])).toEqual([]);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await bff.post('/api/waitlist', '{"fullName": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('The request body is not valid JSON.');
  });

  it('answers 409 with a readable message for a duplicate e-mail and keeps one row', async () => {
    const body = signup();
    expect((await bff.post('/api/waitlist', body)).status).toBe(201);
    const again = await bff.post('/api/waitlist', {
      ...body,
      email: body.email.toUpperCase(),
      fullName: 'Someone Else',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(WAITLIST_MESSAGES.duplicate);
    expect(await rows(body.email)).toHaveLength(1);
  });

  it('answers a retried submission (same Idempotency-Key) 201 with the first id, and keeps one row and one e-mail', async () => {
    const body = signup();
    const headers = { 'Idempotency-Key': 'e2b1c0de-4f7a-4c1e-9d2b-5a6f7e8d9c0b' };
    const first = await bff.post('/api/waitlist', body, headers);
    expect(first.status).toBe(201);
    const { id, place, referralCode } = (await first.json()) as { id: number; place: number; referralCode: string };
    const again = await bff.post('/api/waitlist', body, headers);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id, message: "You've been added to our waitlist!", place, referralCode });
    expect(await rows(body.email)).toHaveLength(1);
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [body.email])).toHaveLength(1);
  });

  it('answers a bot (hidden field filled) as if it were stored, and stores and sends nothing', async () => {
    const body = signup();
    const res = await bff.post('/api/waitlist', body, { 'x-signup-website': '1', 'x-signup-fill-ms': '12000' });
    expect(res.status).toBe(201);
    const json = (await res.json()) as { id: number; message: string; place: number; referralCode: string };
    expect(json.message).toBe("You've been added to our waitlist!");
    expect(json.id).toBeGreaterThan(0);
    // A place and a code shaped like a real answer's; neither names anything.
    expect(json.place).toBeGreaterThan(0);
    expect(json.referralCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await core.query('SELECT id FROM waitlist_entries WHERE referral_code = $1', [json.referralCode])).toEqual(
      [],
    );
    expect(await rows(body.email)).toEqual([]);
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [body.email])).toEqual([]);
  });

  it('answers a form sent faster than a person could as if it were stored; a patient one is stored', async () => {
    const fast = signup();
    expect((await bff.post('/api/waitlist', fast, { 'x-signup-fill-ms': '250' })).status).toBe(201);
    expect(await rows(fast.email)).toEqual([]);
    const patient = signup();
    expect((await bff.post('/api/waitlist', patient, { 'x-signup-fill-ms': '6000' })).status).toBe(201);
    expect(await rows(patient.email)).toHaveLength(1);
  });

  it('stores where the sign-up came from (first touch, one header); a malformed header is ignored', async () => {
    const body = signup();
    const attribution = encodeURIComponent(
      JSON.stringify({
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'launch',
        referrer: 'https://news.example.com/x',
        ref: 'AbC123',
      }),
    );
    expect((await bff.post('/api/waitlist', body, { 'x-signup-attribution': attribution })).status).toBe(201);
    expect(
      await core.query(
        'SELECT utm_source, utm_medium, utm_campaign, referrer, referral_code_used FROM waitlist_entries WHERE email = $1',
        [body.email],
      ),
    ).toEqual([
      {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'launch',
        referrer: 'https://news.example.com',
        referral_code_used: 'AbC123',
      },
    ]);

    const other = signup();
    expect((await bff.post('/api/waitlist', other, { 'x-signup-attribution': '%7Bbroken' })).status).toBe(201);
    expect(
      await core.query('SELECT utm_source, referrer FROM waitlist_entries WHERE email = $1', [other.email]),
    ).toEqual([{ utm_source: null, referrer: null }]);
  });

  it('keeps the privacy-policy version accepted, when, and the address only as a keyed hash', async () => {
    const body = signup();
    expect((await bff.post('/api/waitlist', body, { 'x-signup-privacy-version': '2026-11-23' })).status).toBe(201);
    const [row] = await core.query<{ privacy_version: string; accepted: boolean; privacy_ip_hash: string }>(
      'SELECT privacy_version, privacy_accepted_at IS NOT NULL AS accepted, privacy_ip_hash FROM waitlist_entries WHERE email = $1',
      [body.email],
    );
    expect(row?.privacy_version).toBe('2026-11-23');
    expect(row?.accepted).toBe(true);
    expect(row?.privacy_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.privacy_ip_hash).not.toContain('127.0.0.1');

    const malformed = signup();
    expect((await bff.post('/api/waitlist', malformed, { 'x-signup-privacy-version': 'yes please' })).status).toBe(201);
    const [none] = await core.query('SELECT privacy_version, privacy_ip_hash FROM waitlist_entries WHERE email = $1', [
      malformed.email,
    ]);
    expect(none).toEqual({ privacy_version: null, privacy_ip_hash: null });
  });

  // Only a Privacy Policy version that was published is a consent on record.
  it('records no consent for a Privacy Policy version never published, and still signs up', async () => {
    const stored = async (email: string) =>
      (
        await core.query(
          'SELECT privacy_version, privacy_accepted_at IS NOT NULL AS accepted FROM waitlist_entries WHERE email = $1',
          [email],
        )
      )[0];

    for (const version of ['9999-99-99', '2026-11-22', '2099-01-01']) {
      const body = signup();
      expect((await bff.post('/api/waitlist', body, { 'x-signup-privacy-version': version })).status, version).toBe(
        201,
      );
      expect(await stored(body.email), version).toEqual({ privacy_version: null, accepted: false });
    }

    const published = signup();
    expect((await bff.post('/api/waitlist', published, { 'x-signup-privacy-version': '2026-11-23' })).status).toBe(201);
    expect(await stored(published.email)).toEqual({ privacy_version: '2026-11-23', accepted: true });
  });

  it('tells a throwaway address why, on the email field', async () => {
    const res = await bff.post('/api/waitlist', signup({ email: 'someone@mailinator.com' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fieldErrors: {
        email: ['Please use a permanent email address: throwaway addresses cannot receive our launch news.'],
      },
    });
  });

  it('refuses a malformed Idempotency-Key with 400 and stores nothing', async () => {
    const body = signup();
    const res = await bff.post('/api/waitlist', body, { 'Idempotency-Key': 'not a key!' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"',
    );
    expect(await rows(body.email)).toEqual([]);
  });

  it('stores a family entry with its poufs and frequency', async () => {
    const body = signup({ plan: 'family', isFamily: true, numberOfPoufs: 4, frequency: 'quarterly' });
    expect((await bff.post('/api/waitlist', body)).status).toBe(201);
    expect((await rows(body.email))[0]).toMatchObject({ is_family: true, number_of_poufs: 4, frequency: 'quarterly' });
  });

  it('ignores fields a visitor must not set', async () => {
    const body = signup({
      earlyBird: true,
      paymentMade: true,
      hasEarlyBirdDiscount: true,
      stripeCustomerId: 'cus_fake',
      paymentAmount: '0.00',
    });
    expect((await bff.post('/api/waitlist', body)).status).toBe(201);
    expect((await rows(body.email))[0]).toMatchObject({
      early_bird: true,
      payment_made: false,
      has_early_bird_discount: false,
      stripe_customer_id: null,
    });
  });
});

describe('rate limit', () => {
  let core: TestCore;
  let bff: Bff;
  beforeAll(async () => {
    core = await startTestCore();
    bff = await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 3 });
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
  });

  it('answers 429 with a message once one address has signed up too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await bff.post('/api/waitlist', signup())).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const res = await bff.post('/api/waitlist', signup());
    expect(((await res.json()) as { message: string }).message).toBe(WAITLIST_MESSAGES.rateLimited);
    expect(res.headers.get('ratelimit-policy')).toContain('3');
    const [{ count }] = (await core.query<{ count: string }>('SELECT count(*) FROM waitlist_entries')) as [
      { count: string },
    ];
    expect(Number(count)).toBe(3);
  });
});

// The BFFs once believed X-Forwarded-For from any loopback caller, so whatever reached
// a BFF directly chose its own rate-limit key by rotating the header.
describe('rate limit key of a caller that reaches the BFF directly', () => {
  const rotating = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

  async function attack(trustProxy: string | false) {
    const core = await startTestCore();
    const bff = await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 3, TRUST_PROXY: trustProxy });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await bff.post('/api/waitlist', signup(), rotating(i))).status);
      const keys = await core.query<{ key: string; hits: number }>(
        'SELECT key, hits FROM rate_limit_counters ORDER BY key',
      );
      const [{ count }] = (await core.query<{ count: string }>('SELECT count(*) FROM waitlist_entries')) as [
        { count: string },
      ];
      return { statuses, keys, stored: Number(count) };
    } finally {
      await bff.close();
      await core.close();
    }
  }

  it('is its real address when TRUST_PROXY is unset, however it rotates a forged X-Forwarded-For', async () => {
    const defaults = readConfig({ CORE_SERVICE_URL: 'http://127.0.0.1:1', CORE_SERVICE_TOKEN: 'x'.repeat(24) });
    expect(defaults.TRUST_PROXY).toBe(false);
    expect(await attack(defaults.TRUST_PROXY)).toEqual({
      statuses: [201, 201, 201, 429, 429],
      keys: [{ key: 'waitlist-signup:127.0.0.1', hits: 5 }],
      stored: 3,
    });
  });

  it('is its real address when TRUST_PROXY names a gateway at another address', async () => {
    expect(await attack('10.9.8.7')).toEqual({
      statuses: [201, 201, 201, 429, 429],
      keys: [{ key: 'waitlist-signup:127.0.0.1', hits: 5 }],
      stored: 3,
    });
  });

  it('is the address the gateway states when the caller is the configured gateway', async () => {
    const { statuses, keys } = await attack('127.0.0.1');
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(keys.map((k) => k.key)).toEqual([1, 2, 3, 4, 5].map((n) => `waitlist-signup:203.0.113.${n}`));
  });
});

describe('rate limit across copies of the BFF', () => {
  it('counts sign-ups from one address against one limit, whichever copy answers', async () => {
    const core = await startTestCore();
    const copies = [
      await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 3 }),
      await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 3 }),
    ];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await copies[i % 2]!.post('/api/waitlist', signup())).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      for (const copy of copies) await copy.close();
      await core.close();
    }
  });
});

describe('service token mismatch', () => {
  it('refuses the sign-up with a readable message and stores nothing', async () => {
    const core = await startTestCore();
    const bff = await startTestBff({ url: core.url, token: 'not-the-token-not-the-token-00' });
    try {
      const res = await bff.post('/api/waitlist', signup());
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/temporarily unavailable/);
      expect(await core.query('SELECT id FROM waitlist_entries')).toEqual([]);
    } finally {
      await bff.close();
      await core.close();
    }
  });
});

describe('core-service down', () => {
  it('answers 503 with a message and no stack', async () => {
    const bff = await startTestBff({ url: 'http://127.0.0.1:9', token: 'x'.repeat(32) });
    try {
      const res = await bff.post('/api/waitlist', signup());
      expect(res.status).toBe(503);
      const json = (await res.json()) as { message: string };
      expect(json.message).toMatch(/temporarily unavailable/);
      expect(JSON.stringify(json)).not.toMatch(/ECONNREFUSED|at /);
    } finally {
      await bff.close();
    }
  });
});

describe('e-mail provider down', () => {
  const { postmark, core, bff } = useTestBffWithPostmark({ WAITLIST_RATE_LIMIT_MAX: 1000 }, (url) => ({
    POSTMARK_SERVER_TOKEN: 'server-token-test',
    POSTMARK_API_URL: url,
  }));
  beforeEach(async () => {
    postmark.setMode('ok');
    await postmark.restart().catch(() => undefined);
  });

  const outboxRow = async (email: string) =>
    (
      await core.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM email_outbox WHERE to_address = $1',
        [email],
      )
    )[0];

  it('a sign-up succeeds while the provider answers 500, and the e-mail goes out once when it recovers', async () => {
    postmark.setMode(500);
    const body = signup();
    expect((await bff.post('/api/waitlist', body)).status).toBe(201);
    await until(async () => ((await outboxRow(body.email))?.attempts ?? 0) >= 1);
    // Kept for another try (it may be mid-retry at this instant), not sent and not given up.
    expect(['pending', 'sending']).toContain((await outboxRow(body.email))?.status);
    expect(postmark.received.filter((m) => m.To.includes(body.email))).toHaveLength(0);

    postmark.setMode('ok');
    await postmark.waitForEmails(1, { to: body.email });
    await until(async () => (await outboxRow(body.email))?.status === 'sent');
    // Whatever pass was still running finishes, and nothing else is due: the count is final.
    await core.outbox.drain();
    expect(postmark.received.filter((m) => m.To.includes(body.email))).toHaveLength(1);
  });

  it('a sign-up succeeds while the provider refuses connections, and the e-mail goes out once it is back', async () => {
    await postmark.stop();
    const body = signup();
    expect((await bff.post('/api/waitlist', body)).status).toBe(201);
    await until(async () => ((await outboxRow(body.email))?.attempts ?? 0) >= 1);
    expect(['pending', 'sending']).toContain((await outboxRow(body.email))?.status);
    expect(postmark.received.filter((m) => m.To.includes(body.email))).toHaveLength(0);

    await postmark.restart();
    await postmark.waitForEmails(1, { to: body.email });
    await until(async () => (await outboxRow(body.email))?.status === 'sent');
    expect(postmark.received.filter((m) => m.To.includes(body.email))).toHaveLength(1);
  });
});

// Core counts the address's hit and stores the sign-up in one call.
describe('the limit and the insert in one round trip', () => {
  let core: TestCore;
  let bff: Bff;
  const KEY = 'waitlist-signup:127.0.0.1';
  const hits = async () =>
    (await core.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [KEY]))[0]?.hits ?? 0;
  const stored = async (table: 'waitlist_entries' | 'email_outbox') =>
    Number(((await core.query<{ count: string }>(`SELECT count(*) FROM ${table}`)) as [{ count: string }])[0].count);

  beforeEach(async () => {
    core = await startTestCore();
    bff = await startTestBff(core);
  });
  afterEach(async () => {
    await bff?.close();
    await core?.close();
  });

  it('still refuses the 11th sign-up from one address with 429 and stores nothing', async () => {
    expect(
      readConfig({ CORE_SERVICE_URL: 'http://127.0.0.1:1', CORE_SERVICE_TOKEN: 'x'.repeat(24) })
        .WAITLIST_RATE_LIMIT_MAX,
    ).toBe(10);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await bff.post('/api/waitlist', signup())).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const eleventh = signup();
    const res = await bff.post('/api/waitlist', eleventh);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe(WAITLIST_MESSAGES.rateLimited);
    expect(res.headers.get('ratelimit-policy')).toContain('q=10');
    expect(res.headers.get('ratelimit')).toContain('r=0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await core.query('SELECT id FROM waitlist_entries WHERE email = $1', [eleventh.email])).toEqual([]);
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [eleventh.email])).toEqual([]);
    expect(await stored('waitlist_entries')).toBe(10);
    expect(await stored('email_outbox')).toBe(10);
    expect(await hits()).toBe(11);
  });

  it('answers a duplicate address with 409, and it counts against the limit as before', async () => {
    const bffOf3 = await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 3 });
    try {
      const body = signup();
      expect((await bffOf3.post('/api/waitlist', body)).status).toBe(201);
      const again = await bffOf3.post('/api/waitlist', body);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toBe(WAITLIST_MESSAGES.duplicate);
      expect(again.headers.get('ratelimit')).toContain('r=1');
      expect(await hits()).toBe(2);
      expect((await bffOf3.post('/api/waitlist', signup())).status).toBe(201);
      expect((await bffOf3.post('/api/waitlist', signup())).status).toBe(429);
      expect(await stored('waitlist_entries')).toBe(2);
      // Two sign-up e-mails, and one to the listed address's owner.
      expect(await stored('email_outbox')).toBe(3);
    } finally {
      await bffOf3.close();
    }
  });

  it('counts an invalid sign-up too, and over the limit answers 429 before 400', async () => {
    const bffOf2 = await startTestBff(core, { WAITLIST_RATE_LIMIT_MAX: 2 });
    try {
      expect((await bffOf2.post('/api/waitlist', signup({ email: 'nope' }))).status).toBe(400);
      expect(await hits()).toBe(1);
      expect((await bffOf2.post('/api/waitlist', signup())).status).toBe(201);
      expect((await bffOf2.post('/api/waitlist', signup({ email: 'nope' }))).status).toBe(429);
      expect(await hits()).toBe(3);
    } finally {
      await bffOf2.close();
    }
  });
});
