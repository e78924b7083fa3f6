import { expect } from 'vitest';
import type { AdminFixture } from './admin-fixture';
import { currentStep, totpCode } from './totp-code';

/** Every staff member a test creates has this password. */
export const STAFF_PASSWORD = 'a-staff-password';

export interface StaffMember {
  id: number;
  username: string;
  password: string;
}

/** A new staff member, created by the first admin through the API, so each test works on its own account. */
export async function createStaff(
  fx: AdminFixture,
  username: string,
  role: 'editor' | 'admin' = 'editor',
): Promise<StaffMember> {
  const res = await fx.bff.call('POST', '/api/admin/create-user', {
    token: fx.adminToken,
    body: { username, email: `${username}@freshpouf.com`, password: STAFF_PASSWORD, fullName: 'Staff Member', role },
  });
  expect(res.status, `creating ${username}`).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  return { id: user.id, username, password: STAFF_PASSWORD };
}

export interface Enrolled extends StaffMember {
  secret: string;
  backupCodes: string[];
  /** The time step of the code that turned two-factor on: that code is used up. */
  confirmedStep: number;
}

/** A new editor with two-factor on, set up through the API as its owner would. */
export async function enrolled(fx: AdminFixture, username: string): Promise<Enrolled> {
  const member = await createStaff(fx, username);
  const token = await fx.signIn(username, STAFF_PASSWORD);
  const setup = (await (await fx.bff.call('POST', '/api/admin/setup-2fa', { token })).json()) as {
    secret: string;
    backupCodes: string[];
  };
  const confirmedStep = currentStep() - 1;
  const confirmed = await fx.bff.call('POST', '/api/admin/confirm-2fa', {
    token,
    body: { token: totpCode(setup.secret, confirmedStep) },
  });
  expect(confirmed.status, `turning two-factor on for ${username}`).toBe(200);
  return { ...member, ...setup, confirmedStep };
}

/** The password step of an account with two-factor on: answers the pending cookie to send back with verify-2fa. */
export async function passwordStep(fx: AdminFixture, username: string, password = STAFF_PASSWORD): Promise<string> {
  const res = await fx.bff.call('POST', '/api/admin/login', { body: { username, password } });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { requireTwoFactor?: boolean }).requireTwoFactor).toBe(true);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('fp_admin_pending=') && !c.startsWith('fp_admin_pending=;'));
  return cookie?.split(';')[0] ?? '';
}
