import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalCall, startTestCore, type TestCore } from '../testing';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let core: TestCore;

/** The operator's command, exactly as documented, against the test core's database. */
async function adminReset(env: Record<string, string>): Promise<string> {
  const inherited = Object.fromEntries(
    // The test run's own settings must not leak into the command (no process.env config here).
    Object.entries(process.env).filter(([key]) => !/^(ADMIN_|DATABASE_URL|CORE_SERVICE_TOKEN|LOG_LEVEL)/.test(key)),
  );
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin:reset', '-w', 'core-service'], {
    cwd: REPO_ROOT,
    env: { ...inherited, DATABASE_URL: core.databaseUrl, LOG_LEVEL: 'silent', ...env },
  });
  return stdout;
}

const login = async (username: string, password: string) => {
  const res = await internalCall<{ account?: Record<string, unknown>; pendingSignIn?: unknown; proofOfWork?: unknown }>(
    core,
    'POST',
    '/auth/login',
    { body: { username, password, ip: '198.51.100.7' } },
  );
  return { status: res.status, body: res.body ?? {} };
};

beforeAll(async () => {
  core = await startTestCore({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'lost-password-1' });
});
afterAll(async () => {
  await core?.close();
});

describe('npm run admin:reset -w core-service', () => {
  it('brings a locked-out, deactivated admin back: new password printed once, two-factor off, throttling forgotten', async () => {
    // The worst case: deactivated, two-factor on with a lost device, second step locked, a
    // pending sign-in, and failures counted against the account from several addresses.
    await core.query(`UPDATE users SET active = false, two_factor_enabled = true, two_factor_secret = 'JBSWY3DPEHPK3PXP',
      two_factor_backup_codes = '[]'::jsonb WHERE username = 'boss'`);
    await core.query(`INSERT INTO rate_limit_counters (key, hits, reset_at)
      SELECT 'second-step:' || id, 99, now() + interval '1 hour' FROM users WHERE username = 'boss'`);
    await core.query(`INSERT INTO pending_sign_ins (id, user_id, expires_at)
      SELECT gen_random_uuid(), id, now() + interval '5 minutes' FROM users WHERE username = 'boss'`);
    await core.query(`INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES
      ('admin-login-account:boss', 99, now() + interval '1 hour'),
      ('admin-login-pair:boss:198.51.100.7', 99, now() + interval '1 hour'),
      ('admin-login-account:someone-else', 99, now() + interval '1 hour')`);

    const stdout = await adminReset({ ADMIN_USERNAME: 'BOSS' });
    const password = /password "([^"]+)"/.exec(stdout)?.[1] ?? '';
    expect(stdout).toContain('Admin account reset: username "boss"');
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(stdout.split(password)).toHaveLength(2);

    expect(
      await core.query(
        "SELECT 1 FROM rate_limit_counters JOIN users u ON key = 'second-step:' || u.id WHERE u.username = 'boss'",
      ),
    ).toEqual([]);
    expect(
      await core.query("SELECT 1 FROM pending_sign_ins JOIN users u ON u.id = user_id WHERE u.username = 'boss'"),
    ).toEqual([]);
    // Other accounts' counts are not the operator's business.
    expect(await core.query("SELECT key FROM rate_limit_counters WHERE key LIKE 'admin-login-account:%'")).toEqual([
      { key: 'admin-login-account:someone-else' },
    ]);

    // From the very address that was throttled, with no proof of work: straight in, no second step.
    const signedIn = await login('boss', password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.pendingSignIn).toBeUndefined();
    expect(signedIn.body.account).toMatchObject({
      username: 'boss',
      role: 'admin',
      active: true,
      twoFactorEnabled: false,
    });
    expect((await login('boss', 'lost-password-1')).status).toBe(401);

    const [audit] = await core.query<{ details: unknown }>(
      "SELECT details FROM audit_log WHERE action = 'admin-reset' AND target_id = (SELECT id FROM users WHERE username = 'boss')",
    );
    expect(audit?.details).toEqual({ created: false, generated: true });
  });

  it('creates the admin when the name is unknown, with ADMIN_PASSWORD, which it does not print', async () => {
    const stdout = await adminReset({
      ADMIN_USERNAME: 'rescue',
      ADMIN_PASSWORD: 'rescue-password-1',
      ADMIN_EMAIL: 'rescue@freshpouf.com',
    });
    expect(stdout).toContain('Admin account created: username "rescue", with the password from ADMIN_PASSWORD.');
    expect(stdout).not.toContain('rescue-password-1');
    const signedIn = await login('rescue', 'rescue-password-1');
    expect(signedIn.body.account).toMatchObject({
      username: 'rescue',
      email: 'rescue@freshpouf.com',
      role: 'admin',
      active: true,
    });
  });
});
