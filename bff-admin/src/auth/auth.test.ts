import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startAdminFixture, type AdminFixture } from '../testing/admin-fixture';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../sessions/session-token';

let fx: AdminFixture;
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  fx.bff.call('POST', '/api/admin/login', { body: { username, password }, headers });
const stats = (token: string) => fx.bff.call('GET', '/api/admin/stats', { token });

beforeAll(async () => {
  fx = await startAdminFixture({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_IP: 10 });
});
afterAll(async () => {
  await fx?.close();
});

describe('POST /api/admin/login', () => {
  it('answers a token and the user for the right password', async () => {
    const res = await login(ADMIN.username, ADMIN.password);
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
    for (const [username, password] of [
      [ADMIN.username, 'wrong password'],
      ['nobody-here', 'wrong password'],
    ] as const) {
      const res = await login(username, password);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(ADMIN_MESSAGES.invalidCredentials);
    }
  });

  it('checks the login schema of spec section 5', async () => {
    const short = await login('ab', 'secret1');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe('Username must be at least 3 characters');
    const shortPassword = await login('abc', '12345');
    expect(((await shortPassword.json()) as { message: string }).message).toBe('Password must be at least 6 characters');
  });

  it('stores the password hashed with bcrypt cost 12, never in clear', async () => {
    const [row] = await fx.core.query<{ password: string }>('SELECT password FROM users WHERE username = $1', [ADMIN.username]);
    expect(row?.password).toMatch(/^\$2[aby]\$12\$/);
    expect(row?.password).not.toContain(ADMIN.password);
  });

  it('records sign-ins, failed and successful, with the address, in the audit log', async () => {
    const rows = await fx.core.query<{ action: string; success: boolean; ip: string | null }>(
      "SELECT action, success, ip FROM audit_log WHERE action = 'sign-in'",
    );
    expect(rows.some((r) => r.success)).toBe(true);
    expect(rows.some((r) => !r.success)).toBe(true);
    expect(rows.every((r) => typeof r.ip === 'string' && r.ip.length > 0)).toBe(true);
  });

  it('locks an account after repeated failures, answering like a wrong password, even for the right one', async () => {
    await fx.core.query(
      "INSERT INTO users (username, password, email, role) SELECT 'victim', password, 'v@freshpouf.com', 'editor' FROM users WHERE username = $1",
      [ADMIN.username],
    );
    for (let i = 0; i < 3; i += 1) expect((await login('victim', 'guess-number-' + i)).status).toBe(401);
    const locked = await login('victim', ADMIN.password);
    expect(locked.status).toBe(401);
    expect(((await locked.json()) as { message: string }).message).toBe(ADMIN_MESSAGES.invalidCredentials);
    // Another account is not affected.
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });
});

describe('per-address throttling', () => {
  it('stops one address guessing across many accounts, without locking out other addresses', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 10; i += 1) expect((await login(`someone-${i}`, 'guess-guess', from('203.0.113.7'))).status).toBe(401);
    const blocked = await login(ADMIN.username, ADMIN.password, from('203.0.113.7'));
    expect(blocked.status).toBe(401);
    expect(((await blocked.json()) as { message: string }).message).toBe(ADMIN_MESSAGES.invalidCredentials);
    expect((await login(ADMIN.username, ADMIN.password, from('198.51.100.9'))).status).toBe(200);
    const [row] = await fx.core.query<{ ip: string }>("SELECT ip FROM audit_log WHERE details->>'reason' = 'throttled' ORDER BY id DESC LIMIT 1");
    expect(row?.ip).toBe('203.0.113.7');
  });
});

describe('session tokens', () => {
  const sign = (payload: object, secret: string, options: jwt.SignOptions) => jwt.sign(payload, secret, options);
  const valid = { algorithm: 'HS256', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 600 } as const;

  it('refuses a missing, malformed, alg:none, badly signed, expired or foreign token with 401', async () => {
    const token = await fx.signIn();
    const claims = jwt.decode(token) as { sub: string; role: string; ver: number };
    const payload = { role: claims.role, ver: claims.ver };
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...payload, sub: claims.sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url'),
      '',
    ].join('.');
    const bad = [
      undefined,
      'not-a-token',
      none,
      sign(payload, 'another-secret-another-secret-another', { ...valid, subject: claims.sub }),
      sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 }, fx.bff.secret, { algorithm: 'HS256', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, subject: claims.sub }),
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
