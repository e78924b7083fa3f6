import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startAdminFixture, type AdminFixture } from '../testing/admin-fixture';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../sessions/session-token';
import { nonceFor } from '../testing/proof-of-work';

let fx: AdminFixture;
const login = (
  username: string,
  password: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) => fx.bff.call('POST', '/api/admin/login', { body: { username, password, ...extra }, headers });
const stats = (token: string) => fx.bff.call('GET', '/api/admin/stats', { token });
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const POW_BITS = 8;

/**
 * A staff account with the admin's password. Each test signs in with its own accounts and from its
 * own addresses, so no test sees another's throttling counts or audit rows.
 */
async function addStaff(username: string): Promise<void> {
  await fx.core.query(
    "INSERT INTO users (username, password, email, role) SELECT $2, password, $2 || '@freshpouf.com', 'editor' FROM users WHERE username = $1",
    [ADMIN.username, username],
  );
}

/** The challenge of a 428 answer. */
async function challengeOf(res: Response): Promise<string> {
  expect(res.status).toBe(428);
  const body = (await res.json()) as { message: string; proofOfWork: { challenge: string; difficulty: number } };
  expect(body.message).toBe(ADMIN_MESSAGES.proofOfWorkRequired);
  expect(body.proofOfWork.difficulty).toBe(POW_BITS);
  return body.proofOfWork.challenge;
}

const solved = (challenge: string) => ({ proofOfWork: { challenge, nonce: nonceFor(challenge, POW_BITS) } });

/** A sign-in that is first asked for a proof of work (428), then sent again with it solved. */
async function loginWithProof(username: string, password: string, headers: Record<string, string>) {
  return login(username, password, headers, solved(await challengeOf(await login(username, password, headers))));
}

beforeAll(async () => {
  const limits = {
    LOGIN_MAX_FAILURES_PER_ACCOUNT: 3,
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: 3,
    LOGIN_MAX_FAILURES_PER_IP: 10,
  };
  // As behind the gateway: the tests name client addresses in X-Forwarded-For.
  fx = await startAdminFixture({ ...limits, LOGIN_PROOF_OF_WORK_BITS: POW_BITS }, { TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await fx?.close();
});

describe('POST /api/admin/login', () => {
  it('answers a token and the user for the right password', async () => {
    const res = await login(ADMIN.username, ADMIN.password, from('198.51.100.1'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: unknown; requireTwoFactor?: boolean };
    expect(body.requireTwoFactor).toBeUndefined();
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: ADMIN.username,
      fullName: 'Administrator',
      email: ADMIN.email,
      role: 'admin',
      twoFactorEnabled: false,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await stats(body.token)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    await addStaff('mistyped');
    for (const [username, password] of [
      ['mistyped', 'wrong password'],
      ['nobody-here', 'wrong password'],
    ] as const) {
      const res = await login(username, password, from('198.51.100.2'));
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(ADMIN_MESSAGES.invalidCredentials);
    }
  });

  it('checks the login schema', async () => {
    const short = await login('ab', 'secret1');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe('Username must be at least 3 characters');
    const shortPassword = await login('abc', '12345');
    expect(((await shortPassword.json()) as { message: string }).message).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('stores the password hashed with bcrypt cost 12, never in clear', async () => {
    const [row] = await fx.core.query<{ password: string }>('SELECT password FROM users WHERE username = $1', [
      ADMIN.username,
    ]);
    expect(row?.password).toMatch(/^\$2[aby]\$12\$/);
    expect(row?.password).not.toContain(ADMIN.password);
  });

  it('records sign-ins, failed and successful, with the address, in the audit log', async () => {
    await addStaff('audited');
    expect((await login('audited', 'wrong password', from('198.51.100.5'))).status).toBe(401);
    expect((await login('audited', ADMIN.password, from('198.51.100.5'))).status).toBe(200);
    const rows = await fx.core.query<{ action: string; success: boolean; ip: string | null }>(
      "SELECT action, success, ip FROM audit_log WHERE action = 'sign-in' AND actor_name = 'audited' ORDER BY id",
    );
    expect(rows.some((r) => r.success)).toBe(true);
    expect(rows.some((r) => !r.success)).toBe(true);
    expect(rows.every((r) => typeof r.ip === 'string' && r.ip.length > 0)).toBe(true);
    expect(rows).toEqual([
      { action: 'sign-in', success: false, ip: '198.51.100.5' },
      { action: 'sign-in', success: true, ip: '198.51.100.5' },
    ]);
  });
});

describe('throttling slows a guesser without locking the owner out', () => {
  it('failures from other addresses, under any spelling of the name, never refuse the owner from their own address', async () => {
    await addStaff('victim');
    // Usernames are case-insensitive: every spelling counts against the one account.
    for (const [i, name] of ['victim', 'VICTIM', 'Victim'].entries()) {
      const guess = await login(name, `guess-number-${i}`, from(`203.0.113.${i + 1}`));
      expect(guess.status).toBe(401);
    }
    const audited = async () =>
      (await fx.core.query("SELECT id FROM audit_log WHERE action = 'sign-in' AND lower(actor_name) = 'victim'"))
        .length;
    const before = await audited();

    // Now every attempt on the account needs a proof of work first; without one nothing is checked.
    const unchecked = await login('victim', ADMIN.password, from('198.51.100.20'));
    const challenge = await challengeOf(unchecked);
    expect(await audited()).toBe(before);

    // The owner's login screen solves it and sends the same credentials again: in.
    const owner = await login('vICTIM', ADMIN.password, from('198.51.100.20'), solved(challenge));
    expect(owner.status).toBe(200);
    const { token, user } = (await owner.json()) as { token: string; user: { username: string } };
    expect(user.username).toBe('victim');
    expect((await stats(token)).status).toBe(200);
  });

  it('refuses an address that keeps failing on an account like a wrong password, right password or not, and only that address', async () => {
    await addStaff('target');
    const attacker = from('203.0.113.50');
    for (let i = 0; i < 3; i += 1) expect((await login('target', `guess-number-${i}`, attacker)).status).toBe(401);
    // Even having paid the proof of work, the attacker's address is refused now, exactly like a wrong password.
    const refused = await loginWithProof('target', ADMIN.password, attacker);
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toBe(ADMIN_MESSAGES.invalidCredentials);
    const [row] = await fx.core.query<{ ip: string }>(
      "SELECT ip FROM audit_log WHERE actor_name = 'target' AND details->>'reason' = 'throttled' ORDER BY id DESC LIMIT 1",
    );
    expect(row?.ip).toBe('203.0.113.50');

    const owner = from('198.51.100.21');
    const ok = await loginWithProof('target', ADMIN.password, owner);
    expect(ok.status).toBe(200);
  });

  it('takes a proof of work only once, only for its own name, only solved and only as issued', async () => {
    await addStaff('guarded');
    for (let i = 0; i < 3; i += 1)
      expect((await login('guarded', `guess-number-${i}`, from(`203.0.113.${60 + i}`))).status).toBe(401);
    for (let i = 0; i < 3; i += 1)
      expect((await login('nobody-at-all', `guess-number-${i}`, from(`203.0.113.${70 + i}`))).status).toBe(401);
    const owner = from('198.51.100.22');
    const challenge = await challengeOf(await login('guarded', ADMIN.password, owner));
    const otherName = await challengeOf(await login('nobody-at-all', ADMIN.password, owner));
    const [body = '', mac = ''] = challenge.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...payload, d: 1 })).toString('base64url')}.${mac}`;

    const attempts = [
      { proofOfWork: { challenge, nonce: nonceFor(challenge, POW_BITS, false) } },
      solved(otherName),
      { proofOfWork: { challenge: forged, nonce: nonceFor(forged, 1) } },
      { proofOfWork: { challenge: 'not-a-challenge', nonce: '1' } },
    ];
    for (const extra of attempts) await challengeOf(await login('guarded', ADMIN.password, owner, extra));

    const proof = solved(challenge);
    expect((await login('guarded', ADMIN.password, owner, proof)).status).toBe(200);
    await challengeOf(await login('guarded', ADMIN.password, owner, proof));
  });
});

describe('per-address throttling', () => {
  it('stops one address guessing across many accounts, without locking out other addresses', async () => {
    await addStaff('busy-owner');
    for (let i = 0; i < 10; i += 1)
      expect((await login(`someone-${i}`, 'guess-guess', from('203.0.113.7'))).status).toBe(401);
    const blocked = await login('busy-owner', ADMIN.password, from('203.0.113.7'));
    expect(blocked.status).toBe(401);
    expect(await messageOf(blocked)).toBe(ADMIN_MESSAGES.invalidCredentials);
    expect((await login('busy-owner', ADMIN.password, from('198.51.100.9'))).status).toBe(200);
    const [row] = await fx.core.query<{ ip: string }>(
      "SELECT ip FROM audit_log WHERE actor_name = 'busy-owner' AND details->>'reason' = 'throttled' ORDER BY id DESC LIMIT 1",
    );
    expect(row?.ip).toBe('203.0.113.7');
  });
});

describe('session tokens', () => {
  const sign = (payload: object, secret: string, options: jwt.SignOptions) => jwt.sign(payload, secret, options);
  const valid = { algorithm: 'HS256', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 600 } as const;

  it('refuses a missing, malformed, alg:none, badly signed, expired or foreign token with 401', async () => {
    await addStaff('token-holder');
    const signedIn = await login('token-holder', ADMIN.password, from('198.51.100.40'));
    const { token } = (await signedIn.json()) as { token: string };
    const claims = jwt.decode(token) as { sub: string; role: string; ver: number };
    const payload = { role: claims.role, ver: claims.ver };
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          ...payload,
          sub: claims.sub,
          iss: TOKEN_ISSUER,
          aud: TOKEN_AUDIENCE,
          exp: Math.floor(Date.now() / 1000) + 600,
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    const bad = [
      undefined,
      'not-a-token',
      none,
      sign(payload, 'another-secret-another-secret-another', { ...valid, subject: claims.sub }),
      sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 }, fx.bff.secret, {
        algorithm: 'HS256',
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        subject: claims.sub,
      }),
      sign(payload, fx.bff.secret, { ...valid, audience: 'someone-else', subject: claims.sub }),
      sign(payload, fx.bff.secret, { ...valid, issuer: 'someone-else', subject: claims.sub }),
    ];
    for (const t of bad) {
      const res = await fx.bff.call('GET', '/api/admin/stats', t === undefined ? {} : { token: t });
      expect(res.status, String(t)).toBe(401);
    }
    expect((await stats(token)).status).toBe(200);
  });
});
