import { DIAGNOSTICS_MESSAGES, DIAGNOSTICS_TOKEN_HEADER, EMAIL_ENV_VAR_NAMES } from '@fresh-pouf/contracts';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { type TestCore, startTestCore } from 'core-service/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBff } from '../testing/start-test-bff';

type Bff = Awaited<ReturnType<typeof startTestBff>>;

// Random-looking, so any 5 characters of one found in an answer can only have come from it.
const SERVER_TOKEN = 'Xq7Tk2Lm9Pz4Rw8Yb3Nc5Hd';
const ACCOUNT_TOKEN = 'Gv6Js1Qe8Ua3Fo7Ki2Wm4Zt';
const DIAGNOSTICS_TOKEN = 'Db5Hy9Cx2Vn6Ml1Sr8Ep3Qa';

/** What no answer may show more than 4 characters of; the service tokens of the cores started here join it. */
const secrets = [SERVER_TOKEN, ACCOUNT_TOKEN, DIAGNOSTICS_TOKEN];
const track = (core: TestCore) => {
  secrets.push(core.token);
  return core;
};

/** Every answer is checked as it comes, so each test proves its own answers leak nothing. */
function expectNoSecretIn(body: string): void {
  // Request and message ids are random hex too: a chance match there is no leak.
  const text = body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>');
  for (const secret of secrets) {
    for (let i = 0; i + 5 <= secret.length; i += 1) {
      const piece = secret.slice(i, i + 5);
      expect(text, `"${piece}" of a secret in ${body}`).not.toContain(piece);
    }
  }
}

async function call(
  bff: Bff,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${bff.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  expectNoSecretIn(text);
  return {
    status: res.status,
    json: JSON.parse(text) as Record<string, unknown> & { emailSettings?: Record<string, unknown> },
  };
}

const address = () => `ops-${Math.random().toString(36).slice(2)}@example.com`;

describe('diagnostics with Postmark configured', () => {
  let postmark: FakePostmark;
  let core: TestCore;
  let bff: Bff;

  beforeAll(async () => {
    postmark = await startFakePostmark();
    core = track(
      await startTestCore({
        POSTMARK_SERVER_TOKEN: SERVER_TOKEN,
        POSTMARK_ACCOUNT_TOKEN: ACCOUNT_TOKEN,
        POSTMARK_API_URL: postmark.url,
        DIAGNOSTICS_CONNECT_TIMEOUT_MS: 1_000,
        // Each test changes how the fake answers: no cached connectivity between them.
        DIAGNOSTICS_CONNECT_CACHE_MS: 0,
        TEST_EMAIL_WAIT_MS: 3_000,
      }),
    );
    // The test stands in for the gateway, which states the client address and protocol.
    bff = await startTestBff(core, {
      TEST_EMAIL_RATE_LIMIT_PER_IP: 1000,
      TEST_EMAIL_RATE_LIMIT_PER_ADDRESS: 1000,
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
    await postmark?.close();
  });
  beforeEach(async () => {
    postmark.setMode('ok');
    postmark.setDelay(0);
    await postmark.restart();
  });

  it('email-check shows settings, prefixes, variable names, sender and a successful connectivity test', async () => {
    const { status, json } = await call(bff, 'GET', '/api/email-check', undefined, { 'x-forwarded-proto': 'https' });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      message: DIAGNOSTICS_MESSAGES.emailCheck,
      emailSettings: {
        apiKeyConfigured: true,
        apiSecretConfigured: true,
        apiKeyPrefix: 'Xq7T...',
        apiSecretPrefix: 'Gv6J...',
        envVarNames: { key: EMAIL_ENV_VAR_NAMES.key, secret: EMAIL_ENV_VAR_NAMES.secret },
        senderEmail: 'hello@freshpouf.com',
      },
      environment: { nodeEnv: expect.any(String), hostname: '127.0.0.1', protocol: 'https' },
    });
    expect(json.connectivityTest).toContain('Success');
    expect(json.connectivityTest).toContain('Account token accepted');
    expect(Math.abs(Date.parse(String(json.serverTime)) - Date.now())).toBeLessThan(60_000);
    expect(postmark.tokenCheckCount()).toBeGreaterThan(0);
  });

  it('email-check reports a failing provider without "Success"', async () => {
    postmark.setMode(500);
    const { status, json } = await call(bff, 'GET', '/api/email-check');
    expect(status).toBe(200);
    expect(json.connectivityTest).not.toContain('Success');
    expect(json.connectivityTest).toMatch(/^Failed: Postmark answered HTTP 500/);

    postmark.setMode(401);
    expect((await call(bff, 'GET', '/api/email-check')).json.connectivityTest).toMatch(
      /^Failed: Postmark answered HTTP 401/,
    );
  });

  it('email-check reports an unreachable provider without "Success"', async () => {
    await postmark.stop();
    const { status, json } = await call(bff, 'GET', '/api/email-check');
    expect(status).toBe(200);
    expect(json.connectivityTest).toMatch(/^Failed: could not reach Postmark/);
  });

  it('email-check gives up on a provider that does not answer within the short timeout', async () => {
    postmark.setDelay(3_000);
    const started = Date.now();
    const { json } = await call(bff, 'GET', '/api/email-check');
    expect(json.connectivityTest).not.toContain('Success');
    expect(Date.now() - started).toBeLessThan(2_900);
  });

  it('shares one connectivity check among views that arrive together', async () => {
    postmark.setDelay(300);
    const before = postmark.tokenCheckCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(bff, 'GET', '/api/email-check')));
    for (const answer of answers) expect(answer.json.connectivityTest).toContain('Success');
    // One call per token: the server token and the account token.
    expect(postmark.tokenCheckCount() - before).toBe(2);
  });

  it('env-check answers directChecks, envUtility and environment', async () => {
    const { status, json } = await call(bff, 'GET', '/api/env-check');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      directChecks: { POSTMARK_SERVER_TOKEN: true, POSTMARK_ACCOUNT_TOKEN: true },
      envUtility: { apiKeyPresent: true, apiSecretPresent: true, apiKeyPrefix: 'Xq7T...', apiSecretPrefix: 'Gv6J...' },
      environment: { nodeEnv: expect.any(String), hostname: '127.0.0.1', protocol: 'http' },
    });
  });

  it('test-email goes through the outbox and the sender to Postmark', async () => {
    const to = address();
    const { status, json } = await call(bff, 'POST', '/api/test-email', { email: to, name: 'Test User' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, message: `Test email sent to ${to}` });
    const [mail] = await postmark.waitForEmails(1, { to });
    expect(mail).toMatchObject({ To: `"Test User" <${to}>`, From: 'hello@freshpouf.com', serverToken: SERVER_TOKEN });
    expect(mail?.Subject).toBe('Fresh Pouf test e-mail');
    const rows = await core.query('SELECT kind, status, provider_message_id FROM email_outbox WHERE to_address = $1', [
      to,
    ]);
    expect(rows).toEqual([{ kind: 'diagnostics-test', status: 'sent', provider_message_id: mail?.MessageID }]);
  });

  it('test-email reports a refusal by the provider', async () => {
    postmark.setMode(422);
    const { status, json } = await call(bff, 'POST', '/api/test-email', { email: address(), name: 'Test User' });
    expect(status).toBe(200);
    expect(json.success).toBe(false);
    expect(json.error).toMatch(/HTTP 422/);
  });

  it('test-email reports a provider that cannot be reached, and the e-mail waits in the outbox', async () => {
    await postmark.stop();
    const to = address();
    const { json } = await call(bff, 'POST', '/api/test-email', { email: to, name: 'Test User' });
    expect(json.success).toBe(false);
    expect(json.error).toMatch(/^Not sent yet: Could not reach Postmark/);
    const [row] = await core.query<{ status: string }>('SELECT status FROM email_outbox WHERE to_address = $1', [to]);
    expect(['pending', 'sending']).toContain(row?.status);
  });

  it.each([['not-an-email'], [''], ['a@b'], [42]])(
    'test-email refuses the malformed address %j with 400',
    async (email) => {
      const queued = async () => (await core.query('SELECT id FROM email_outbox')).length;
      const before = await queued();
      const { status, json } = await call(bff, 'POST', '/api/test-email', { email, name: 'Test User' });
      expect(status).toBe(400);
      expect(json.message).toBe('Please enter a valid email address');
      expect(await queued()).toBe(before);
    },
  );
});

describe('diagnostics without Postmark', () => {
  let core: TestCore;
  let bff: Bff;
  beforeAll(async () => {
    core = track(await startTestCore());
    bff = await startTestBff(core);
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
  });

  it('email-check says nothing is configured and does not claim connectivity', async () => {
    const { status, json } = await call(bff, 'GET', '/api/email-check');
    expect(status).toBe(200);
    expect(json.emailSettings).toMatchObject({
      apiKeyConfigured: false,
      apiSecretConfigured: false,
      apiKeyPrefix: null,
      apiSecretPrefix: null,
      envVarNames: { key: 'POSTMARK_SERVER_TOKEN', secret: 'POSTMARK_ACCOUNT_TOKEN' },
    });
    expect(json.connectivityTest).toBe('Not tested: POSTMARK_SERVER_TOKEN is not set');
  });

  it('env-check says the variables are missing', async () => {
    const { json } = await call(bff, 'GET', '/api/env-check');
    expect(json).toMatchObject({
      directChecks: { POSTMARK_SERVER_TOKEN: false, POSTMARK_ACCOUNT_TOKEN: false },
      envUtility: { apiKeyPresent: false, apiSecretPresent: false, apiKeyPrefix: null, apiSecretPrefix: null },
    });
  });

  it('test-email explains that no provider is configured and queues nothing', async () => {
    const to = address();
    const { status, json } = await call(bff, 'POST', '/api/test-email', { email: to, name: 'Test User' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: false, error: expect.stringMatching(/POSTMARK_SERVER_TOKEN is unset/) });
    expect(await core.query('SELECT id FROM email_outbox WHERE to_address = $1', [to])).toEqual([]);
  });
});

describe('test-email throttling', () => {
  let core: TestCore;
  let postmark: FakePostmark;
  beforeAll(async () => {
    postmark = await startFakePostmark();
    core = track(await startTestCore({ POSTMARK_SERVER_TOKEN: SERVER_TOKEN, POSTMARK_API_URL: postmark.url }));
  });
  afterAll(async () => {
    await core?.close();
    await postmark?.close();
  });

  it('answers 429 with a message once one address got too many test e-mails', async () => {
    const bff = await startTestBff(core, { TEST_EMAIL_RATE_LIMIT_PER_IP: 1000, TEST_EMAIL_RATE_LIMIT_PER_ADDRESS: 2 });
    try {
      const to = address();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await call(bff, 'POST', '/api/test-email', { email: to, name: 'x' })).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await call(bff, 'POST', '/api/test-email', { email: to.toUpperCase(), name: 'x' });
      expect(refused).toMatchObject({
        status: 429,
        json: { message: DIAGNOSTICS_MESSAGES.testEmailRateLimitedAddress },
      });
      expect((await call(bff, 'POST', '/api/test-email', { email: address(), name: 'x' })).status).toBe(200);
      expect(postmark.received.filter((m) => m.To.includes(to))).toHaveLength(2);
      // The longest address there is still counts (the counter key has a fixed length).
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
      expect((await call(bff, 'POST', '/api/test-email', { email: long, name: 'x' })).status).toBe(200);
    } finally {
      await bff.close();
    }
  });

  // One Gmail inbox under six spellings, from six networks, still gets 3 test e-mails an hour.
  it('counts one mailbox however it is spelled: the 4th spelling from a 4th network gets 429', async () => {
    // The limits as configured by default (3 per recipient, 5 per client address, an hour).
    const bff = await startTestBff(core, { TRUST_PROXY: '127.0.0.1' });
    try {
      const spellings = [
        'pouf.tester@gmail.com',
        'Pouf.Tester@Gmail.com',
        'poufteSTer+diagnostics@gmail.com',
        'pouftester@googlemail.com',
        'p.o.u.f.t.e.s.t.e.r@gmail.com',
        'POUF.TESTER+x@GoogleMail.com',
      ];
      const answers: unknown[] = [];
      for (const [i, email] of spellings.entries()) {
        const { status, json } = await call(
          bff,
          'POST',
          '/api/test-email',
          { email, name: 'Test User' },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        );
        answers.push(status === 429 ? { status, message: json.message } : { status, success: json.success });
      }
      const sent = { status: 200, success: true };
      const refused = {
        status: 429,
        message: 'Too many test e-mails to this address. Please wait a while before sending another.',
      };
      expect(answers).toEqual([sent, sent, sent, refused, refused, refused]);

      const inbox = postmark.received.filter((m) => /@(gmail|googlemail)\.com>$/.test(m.To)).map((m) => m.To);
      expect(inbox).toEqual([
        '"Test User" <pouf.tester@gmail.com>',
        '"Test User" <pouf.tester@gmail.com>',
        '"Test User" <pouftester+diagnostics@gmail.com>',
      ]);
      // The refused three never reached the outbox.
      expect(
        await core.query("SELECT to_address FROM email_outbox WHERE to_address LIKE '%@g%mail.com' ORDER BY id"),
      ).toEqual([
        { to_address: 'pouf.tester@gmail.com' },
        { to_address: 'pouf.tester@gmail.com' },
        { to_address: 'pouftester+diagnostics@gmail.com' },
      ]);
    } finally {
      await bff.close();
    }
  });

  it('answers 429 with a message once one network sent too many, whatever the addresses', async () => {
    const bff = await startTestBff(core, {
      TEST_EMAIL_RATE_LIMIT_PER_IP: 2,
      TEST_EMAIL_RATE_LIMIT_PER_ADDRESS: 1000,
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await call(bff, 'POST', '/api/test-email', { email: address(), name: 'x' }, headers)).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await call(bff, 'POST', '/api/test-email', { email: address(), name: 'x' }, headers);
      expect(refused.json.message).toBe(DIAGNOSTICS_MESSAGES.testEmailRateLimitedIp);
      // Another network still gets through.
      const other = await call(
        bff,
        'POST',
        '/api/test-email',
        { email: address(), name: 'x' },
        { 'x-forwarded-for': '203.0.113.10' },
      );
      expect(other.status).toBe(200);
    } finally {
      await bff.close();
    }
  });
});

describe('DIAGNOSTICS_TOKEN', () => {
  let core: TestCore;
  let bff: Bff;
  beforeAll(async () => {
    core = track(await startTestCore({ POSTMARK_SERVER_TOKEN: SERVER_TOKEN, POSTMARK_ACCOUNT_TOKEN: ACCOUNT_TOKEN }));
    bff = await startTestBff(core, { DIAGNOSTICS_TOKEN });
  });
  afterAll(async () => {
    await bff?.close();
    await core?.close();
  });

  const calls: ['GET' | 'POST', string, unknown][] = [
    ['GET', '/api/email-check', undefined],
    ['GET', '/api/env-check', undefined],
    ['POST', '/api/test-email', { email: 'someone@example.com', name: 'Test User' }],
  ];

  it.each(calls)('%s %s without the token, or with a wrong one, answers 401', async (method, path, body) => {
    const variants: Record<string, string>[] = [
      {},
      { [DIAGNOSTICS_TOKEN_HEADER]: 'wrong' },
      { [DIAGNOSTICS_TOKEN_HEADER]: `${DIAGNOSTICS_TOKEN}x` },
    ];
    for (const headers of variants) {
      const { status, json } = await call(bff, method, path, body, headers);
      expect(status).toBe(401);
      expect(json.message).toBe(DIAGNOSTICS_MESSAGES.tokenRequired);
    }
    expect(await core.query('SELECT id FROM email_outbox')).toEqual([]);
  });

  it('answers with the token', async () => {
    const headers = { [DIAGNOSTICS_TOKEN_HEADER]: DIAGNOSTICS_TOKEN };
    expect((await call(bff, 'GET', '/api/email-check', undefined, headers)).status).toBe(200);
    expect((await call(bff, 'GET', '/api/env-check', undefined, headers)).status).toBe(200);
  });
});

describe('core-service down', () => {
  it('email-check and env-check answer 503 with a message', async () => {
    const bff = await startTestBff({ url: 'http://127.0.0.1:9', token: 'x'.repeat(32) });
    try {
      for (const path of ['/api/email-check', '/api/env-check']) {
        const { status, json } = await call(bff, 'GET', path);
        expect(status).toBe(503);
        expect(json.message).toMatch(/temporarily unavailable/);
      }
    } finally {
      await bff.close();
    }
  });
});

describe('secrets', () => {
  it('no answer contains more than 4 characters of any secret: the check every call makes catches one that does', () => {
    expect(secrets).toEqual(expect.arrayContaining([SERVER_TOKEN, ACCOUNT_TOKEN, DIAGNOSTICS_TOKEN]));
    for (const secret of [SERVER_TOKEN, ACCOUNT_TOKEN, DIAGNOSTICS_TOKEN]) {
      expect(() => expectNoSecretIn(`{"apiKeyPrefix":"${secret.slice(3, 8)}..."}`)).toThrow();
    }
    expect(() =>
      expectNoSecretIn(
        `{"apiKeyPrefix":"${SERVER_TOKEN.slice(0, 4)}...","requestId":"0f8fad5b-d9cb-469f-a165-70867728950e"}`,
      ),
    ).not.toThrow();
  });
});
