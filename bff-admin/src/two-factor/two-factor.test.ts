import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';
import { createStaff, enrolled, passwordStep, STAFF_PASSWORD } from '../testing/staff-accounts';
import { startTestBffAdmin } from '../testing/start-test-bff';
import { currentStep, totpCode } from '../testing/totp-code';

// Every test enrolls an account of its own, so none depends on another's codes or steps.
let fx: AdminFixture;

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

const verify = (cookie: string, token: string) =>
  fx.bff.call('POST', '/api/admin/verify-2fa', { body: { token }, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  // These tests spend more wrong codes between them than the account-wide limit allows; that
  // limit has its own tests (second-step-lock.test.ts).
  fx = await startAdminFixture({ TWO_FACTOR_MAX_FAILURES: 1000 });
});
afterAll(async () => {
  await fx?.close();
});

/** A new editor, signed in, with two-factor set up but not yet confirmed. */
async function setUp(username: string) {
  await createStaff(fx, username);
  const token = await fx.signIn(username, STAFF_PASSWORD);
  const res = await fx.bff.call('POST', '/api/admin/setup-2fa', { token });
  return { token, res };
}

describe('two-factor setup', () => {
  it('returns a QR code, the secret and ten backup codes, and stays off until confirmed', async () => {
    const { res } = await setUp('tf-setup');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { qrCodeUrl: string; secret: string; backupCodes: string[] };
    expect(body.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);

    const [row] = await fx.core.query<{ two_factor_enabled: boolean; two_factor_backup_codes: string[] }>(
      'SELECT two_factor_enabled, two_factor_backup_codes FROM users WHERE username = $1',
      ['tf-setup'],
    );
    expect(row?.two_factor_enabled).toBe(false);
    // Stored hashed: no backup code appears in the database.
    expect(JSON.stringify(row?.two_factor_backup_codes)).not.toContain(body.backupCodes[0]?.replace('-', '') ?? '');
    expect(row?.two_factor_backup_codes.some((h) => body.backupCodes.includes(h))).toBe(false);
  });

  it('confirms only with a valid code', async () => {
    const { token, res } = await setUp('tf-confirm');
    const { secret } = (await res.json()) as { secret: string };
    const empty = await fx.bff.call('POST', '/api/admin/confirm-2fa', { token, body: { token: '' } });
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe(ADMIN_MESSAGES.codeRequiredSettings);
    const wrong = await fx.bff.call('POST', '/api/admin/confirm-2fa', {
      token,
      body: { token: totpCode(secret, currentStep() + 5) },
    });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(ADMIN_MESSAGES.invalidCode);

    const right = await fx.bff.call('POST', '/api/admin/confirm-2fa', {
      token,
      body: { token: totpCode(secret, currentStep()) },
    });
    expect(right.status).toBe(200);
    expect(((await right.json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled).toBe(true);
  });
});

describe('sign-in with two-factor', () => {
  it('answers requireTwoFactor with no token and an httpOnly pending cookie', async () => {
    const account = await enrolled(fx, 'tf-cookie');
    const res = await fx.bff.call('POST', '/api/admin/login', {
      body: { username: account.username, password: account.password },
    });
    const body = (await res.json()) as { requireTwoFactor?: boolean; token?: string; user?: { username: string } };
    expect(body.requireTwoFactor).toBe(true);
    expect(body.token).toBeUndefined();
    expect(body.user?.username).toBe(account.username);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fp_admin_pending='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('refuses verify-2fa without the pending cookie, whatever the body says', async () => {
    const account = await enrolled(fx, 'tf-no-cookie');
    const res = await fx.bff.call('POST', '/api/admin/verify-2fa', {
      body: { token: totpCode(account.secret), username: account.username },
    });
    expect(res.status).toBe(401);
    expect(await messageOf(res)).toBe(ADMIN_MESSAGES.noPendingSignIn);
  });

  it('accepts a code once: the code used to confirm is refused, the next step works once', async () => {
    const account = await enrolled(fx, 'tf-once');
    const first = await passwordStep(fx, account.username);
    const replay = await verify(first, totpCode(account.secret, account.confirmedStep));
    expect(replay.status).toBe(401);
    expect(await messageOf(replay)).toBe(ADMIN_MESSAGES.invalidCode);

    const next = totpCode(account.secret, account.confirmedStep + 1);
    const ok = await verify(first, next);
    expect(ok.status).toBe(200);
    const session = (await ok.json()) as { token: string; user: { twoFactorEnabled: boolean } };
    expect(session.user.twoFactorEnabled).toBe(true);
    expect((await fx.bff.call('GET', '/api/admin/stats', { token: session.token })).status).toBe(200);
    // The pending sign-in is used up.
    expect((await verify(first, next)).status).toBe(401);

    const second = await passwordStep(fx, account.username);
    const again = await verify(second, next);
    expect(again.status).toBe(401);
    expect(await messageOf(again)).toBe(ADMIN_MESSAGES.invalidCode);
  });

  it('lets a backup code in once', async () => {
    const account = await enrolled(fx, 'tf-backup');
    const code = account.backupCodes[0] ?? '';
    expect((await verify(await passwordStep(fx, account.username), code)).status).toBe(200);
    expect((await verify(await passwordStep(fx, account.username), code)).status).toBe(401);
  });

  it('ends the pending sign-in after five wrong codes', async () => {
    const account = await enrolled(fx, 'tf-five');
    const cookie = await passwordStep(fx, account.username);
    for (let i = 0; i < 4; i += 1) {
      const res = await verify(cookie, '000000');
      expect(await messageOf(res)).toBe(ADMIN_MESSAGES.invalidCode);
    }
    const fifth = await verify(cookie, '000000');
    expect(fifth.status).toBe(401);
    expect(await messageOf(fifth)).toBe(ADMIN_MESSAGES.noPendingSignIn);
    // Even a right code cannot revive it.
    const late = await verify(cookie, account.backupCodes[1] ?? '');
    expect(late.status).toBe(401);
    expect(await messageOf(late)).toBe(ADMIN_MESSAGES.noPendingSignIn);
  });

  it('counts wrong codes across copies of the BFF (the pending sign-in lives in PostgreSQL)', async () => {
    const account = await enrolled(fx, 'tf-copies');
    const copy = await startTestBffAdmin(fx.core, { ADMIN_JWT_SECRET: fx.bff.secret });
    try {
      const cookie = await passwordStep(fx, account.username);
      for (let i = 0; i < 4; i += 1) {
        const via = i % 2 === 0 ? fx.bff : copy;
        expect(
          (await via.call('POST', '/api/admin/verify-2fa', { body: { token: '000000' }, headers: { cookie } })).status,
        ).toBe(401);
      }
      const fifth = await copy.call('POST', '/api/admin/verify-2fa', {
        body: { token: '000000' },
        headers: { cookie },
      });
      expect(await messageOf(fifth)).toBe(ADMIN_MESSAGES.noPendingSignIn);
    } finally {
      await copy.close();
    }
  });

  it('records second steps in the audit log', async () => {
    const account = await enrolled(fx, 'tf-audit');
    expect((await verify(await passwordStep(fx, account.username), account.backupCodes[0] ?? '')).status).toBe(200);
    expect((await verify(await passwordStep(fx, account.username), account.backupCodes[1] ?? '')).status).toBe(200);
    const cookie = await passwordStep(fx, account.username);
    for (let i = 0; i < 5; i += 1) expect((await verify(cookie, '000000')).status).toBe(401);

    const rows = await fx.core.query<{ success: boolean }>(
      "SELECT success FROM audit_log WHERE action = 'sign-in-second-step' AND actor_id = $1",
      [account.id],
    );
    expect(rows.filter((r) => r.success).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => !r.success).length).toBeGreaterThanOrEqual(5);
    expect(rows.map((r) => r.success)).toEqual([true, true, false, false, false, false, false]);
  });
});

describe('two-factor disable', () => {
  it('needs the session and a valid code', async () => {
    const account = await enrolled(fx, 'tf-disable');
    const signedIn = await verify(await passwordStep(fx, account.username), account.backupCodes[2] ?? '');
    const { token } = (await signedIn.json()) as { token: string };

    expect(
      (await fx.bff.call('POST', '/api/admin/disable-2fa', { body: { token: account.backupCodes[3] } })).status,
    ).toBe(401);
    expect((await fx.bff.call('POST', '/api/admin/disable-2fa', { token, body: {} })).status).toBe(400);
    expect(
      (await fx.bff.call('POST', '/api/admin/disable-2fa', { token, body: { token: 'wrong-code1' } })).status,
    ).toBe(400);
    const off = await fx.bff.call('POST', '/api/admin/disable-2fa', { token, body: { token: account.backupCodes[3] } });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled).toBe(false);

    const plain = await fx.bff.call('POST', '/api/admin/login', {
      body: { username: account.username, password: account.password },
    });
    expect(((await plain.json()) as { token?: string }).token).toEqual(expect.any(String));
  });
});
