import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminFixture, type AdminFixture } from '../testing/admin-fixture';
import { enrolled as enrolledIn, passwordStep as passwordStepIn, type Enrolled } from '../testing/staff-accounts';
import { currentStep, totpCode } from '../testing/totp-code';

// The defaults: 10 wrong codes per account in 15 minutes lock the second step for 15 minutes.
let fx: AdminFixture;
const LOCKED =
  'Too many wrong verification codes. For your security, two-factor sign-in to this account is locked for 15 minutes. ' +
  'Please try again later, or ask an administrator for help.';
const INVALID = ADMIN_MESSAGES.invalidCode;
const ENDED = ADMIN_MESSAGES.noPendingSignIn;

const verify = (cookie: string, token: string) =>
  fx.bff.call('POST', '/api/admin/verify-2fa', { body: { token }, headers: { cookie } });

/** Status and message of one second-step answer, e.g. "401 Invalid verification code". */
async function outcome(res: Response): Promise<string> {
  return `${res.status} ${((await res.json()) as { message: string }).message}`;
}

/** App codes of far-off time steps and made-up backup codes: wrong, of both kinds. */
const wrongCode = (account: Enrolled, i: number) =>
  i % 2 === 0 ? totpCode(account.secret, currentStep() + 100 + i) : `wrong${'abcdefghjk'[i % 10]}`;

const enrolled = (username: string) => enrolledIn(fx, username);
const passwordStep = (username: string) => passwordStepIn(fx, username);

beforeAll(async () => {
  fx = await startAdminFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('wrong second-step codes are counted per account, across sign-ins', () => {
  it('locks the second step after ten wrong codes over several sign-ins; a right password does not reopen it, the lock ends on time', async () => {
    const account = await enrolled('guessed-at');
    const answers: string[] = [];
    let i = 0;
    // Three sign-ins with the right password, five wrong codes each (app and backup codes alike).
    for (let round = 0; round < 3; round += 1) {
      const cookie = await passwordStep(account.username);
      for (let n = 0; n < 5; n += 1) answers.push(await outcome(await verify(cookie, wrongCode(account, (i += 1)))));
    }
    expect(answers).toEqual([
      ...[`401 ${INVALID}`, `401 ${INVALID}`, `401 ${INVALID}`, `401 ${INVALID}`, `401 ${ENDED}`],
      ...[`401 ${INVALID}`, `401 ${INVALID}`, `401 ${INVALID}`, `401 ${INVALID}`, `429 ${LOCKED}`],
      // The lock ends the sign-in it happens in, and every later one at its first code.
      ...[`429 ${LOCKED}`, `401 ${ENDED}`, `401 ${ENDED}`, `401 ${ENDED}`, `401 ${ENDED}`],
    ]);

    // The password still works (it is not what is locked), but neither the right app code nor a backup code does.
    const cookie = await passwordStep(account.username);
    const right = await verify(cookie, totpCode(account.secret));
    expect(await outcome(right)).toBe(`429 ${LOCKED}`);
    expect(right.headers.getSetCookie().some((c) => c.startsWith('fp_admin_pending=;'))).toBe(true);
    expect(await outcome(await verify(await passwordStep(account.username), account.backupCodes[0] ?? ''))).toBe(
      `429 ${LOCKED}`,
    );

    // Fifteen minutes later (moved forward in the database), the right code signs in.
    await fx.core.query(
      "UPDATE rate_limit_counters SET reset_at = now() WHERE key = (SELECT 'second-step:' || id FROM users WHERE username = 'guessed-at')",
    );
    const later = await verify(await passwordStep(account.username), totpCode(account.secret, currentStep() + 1));
    expect(later.status).toBe(200);
    expect(((await later.json()) as { user: { username: string } }).user.username).toBe('guessed-at');
  });

  it('checks no more than ten codes when they come all at once over many sign-ins', async () => {
    const account = await enrolled('raced');
    const cookies: string[] = [];
    for (let n = 0; n < 16; n += 1) cookies.push(await passwordStep(account.username));
    const answers = await Promise.all(
      cookies.map(async (cookie, n) => outcome(await verify(cookie, wrongCode(account, n)))),
    );
    expect(answers.filter((a) => a === `401 ${INVALID}`)).toHaveLength(9);
    expect(answers.filter((a) => a === `429 ${LOCKED}`)).toHaveLength(7);
    // And the right code after the burst is refused too.
    expect(await outcome(await verify(await passwordStep(account.username), totpCode(account.secret)))).toBe(
      `429 ${LOCKED}`,
    );
  });

  it('counts wrong codes sent to turn two-factor off, and locks that too', async () => {
    const account = await enrolled('borrowed-session');
    const signedIn = await verify(await passwordStep(account.username), account.backupCodes[0] ?? '');
    const { token } = (await signedIn.json()) as { token: string };
    const disable = async (code: string) =>
      outcome(await fx.bff.call('POST', '/api/admin/disable-2fa', { token, body: { token: code } }));

    const answers: string[] = [];
    for (let n = 1; n <= 10; n += 1) answers.push(await disable(wrongCode(account, n)));
    expect(answers).toEqual([...Array.from({ length: 9 }, () => `400 ${INVALID}`), `429 ${LOCKED}`]);
    expect(await disable(account.backupCodes[1] ?? '')).toBe(`429 ${LOCKED}`);
    expect(await outcome(await verify(await passwordStep(account.username), account.backupCodes[1] ?? ''))).toBe(
      `429 ${LOCKED}`,
    );
  });
});
