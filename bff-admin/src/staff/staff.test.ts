import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startAdminFixture, type AdminFixture } from '../testing/admin-fixture';
import { createStaff, STAFF_PASSWORD } from '../testing/staff-accounts';

// Every test works on staff accounts of its own; the first admin only acts.
let fx: AdminFixture;

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const create = (body: Record<string, unknown>, token = fx.adminToken) =>
  fx.bff.call('POST', '/api/admin/create-user', { token, body });
const newUser = (username: string) => ({
  username,
  email: `${username}@freshpouf.com`,
  password: 'editor-password',
  fullName: 'Eddie Tor',
});
const adminId = async () =>
  (await fx.core.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [ADMIN.username]))[0]?.id;

beforeAll(async () => {
  fx = await startAdminFixture();
});
afterAll(async () => {
  await fx?.close();
});

describe('create user', () => {
  it('answers every validation message', async () => {
    const editor = newUser('never-created');
    for (const missing of ['username', 'email', 'password', 'fullName']) {
      const res = await create({ ...editor, [missing]: '' });
      expect(res.status, missing).toBe(400);
      expect(await messageOf(res)).toBe(ADMIN_MESSAGES.allFieldsRequired);
    }
    const short = await create({ ...editor, password: 'seven77' });
    expect(await messageOf(short)).toBe(ADMIN_MESSAGES.createPasswordMin);
  });

  it('creates an editor by default, who can sign in; a taken username is refused', async () => {
    const editor = newUser('ed-itor');
    const res = await create(editor);
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { role: string; active: boolean; username: string } };
    expect(user).toMatchObject({ username: editor.username, role: 'editor', active: true, twoFactorEnabled: false });
    expect((await create(editor)).status).toBe(409);
    // Usernames are case-insensitive: another spelling is the same name.
    const shouted = await create({ ...editor, username: 'Ed-Itor' });
    expect(shouted.status).toBe(409);
    expect(await messageOf(shouted)).toBe(ADMIN_MESSAGES.usernameTaken);
    expect(await fx.signIn(editor.username, editor.password)).toEqual(expect.any(String));

    const audit = await fx.core.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action = 'user-create' AND success AND lower(details->>'username') = 'ed-itor'",
    );
    expect(audit).toHaveLength(1);
  });

  it('lists staff for admins only', async () => {
    // The whole list is this test's to check: a core of its own.
    const own = await startAdminFixture();
    try {
      expect((await createStaff(own, 'listed')).username).toBe('listed');
      const res = await own.bff.call('GET', '/api/admin/users', { token: own.adminToken });
      const { users } = (await res.json()) as { users: { username: string; active: boolean }[] };
      expect(users.map((u) => u.username)).toEqual([ADMIN.username, 'listed']);
    } finally {
      await own.close();
    }
  });
});

describe('roles on the server', () => {
  it('answers 403 to an editor for every staff-management call', async () => {
    await createStaff(fx, 'no-rights');
    const token = await fx.signIn('no-rights', STAFF_PASSWORD);
    const admin = await adminId();
    const calls = [
      fx.bff.call('GET', '/api/admin/users', { token }),
      create(newUser('sneaky'), token),
      // Core authorizes before it reads the request: a malformed body or id changes nothing.
      create({ username: '' }, token),
      fx.bff.call('POST', `/api/admin/deactivate-user/${admin}`, { token }),
      fx.bff.call('POST', '/api/admin/deactivate-user/abc', { token }),
      fx.bff.call('POST', `/api/admin/reactivate-user/${admin}`, { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'Only administrators can manage staff users.' });
    }
    // Editors still read the dashboard.
    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(200);
  });

  it('never lets an admin deactivate themself', async () => {
    const res = await fx.bff.call('POST', `/api/admin/deactivate-user/${await adminId()}`, { token: fx.adminToken });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(ADMIN_MESSAGES.cannotDeactivateSelf);
  });
});

describe('sessions end at once', () => {
  it('refuses a deactivated user at the next request, and lets them back after reactivation', async () => {
    const member = await createStaff(fx, 'paused');
    const token = await fx.signIn(member.username, member.password);
    const off = await fx.bff.call('POST', `/api/admin/deactivate-user/${member.id}`, { token: fx.adminToken });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { user: { active: boolean } }).user.active).toBe(false);

    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(401);
    const login = await fx.bff.call('POST', '/api/admin/login', {
      body: { username: member.username, password: member.password },
    });
    expect(login.status).toBe(401);
    expect(await messageOf(login)).toBe(ADMIN_MESSAGES.invalidCredentials);

    const on = await fx.bff.call('POST', `/api/admin/reactivate-user/${member.id}`, { token: fx.adminToken });
    expect(((await on.json()) as { user: { active: boolean } }).user.active).toBe(true);
    // The old token stays void; a new sign-in works.
    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(401);
    expect(await fx.signIn(member.username, member.password)).toEqual(expect.any(String));
  });

  it('unknown users answer 404', async () => {
    expect((await fx.bff.call('POST', '/api/admin/deactivate-user/999999', { token: fx.adminToken })).status).toBe(404);
    expect((await fx.bff.call('POST', '/api/admin/deactivate-user/abc', { token: fx.adminToken })).status).toBe(404);
  });
});

describe('change password', () => {
  const change = (body: Record<string, unknown>, token: string) =>
    fx.bff.call('POST', '/api/admin/change-password', { token, body });

  it('checks in the documented order', async () => {
    await createStaff(fx, 'pw-order');
    const token = await fx.signIn('pw-order', STAFF_PASSWORD);
    expect(await messageOf(await change({ currentPassword: '', newPassword: '' }, token))).toBe(
      ADMIN_MESSAGES.currentPasswordRequired,
    );
    expect(await messageOf(await change({ currentPassword: 'x', newPassword: '' }, token))).toBe(
      ADMIN_MESSAGES.newPasswordRequired,
    );
    expect(await messageOf(await change({ currentPassword: 'x', newPassword: 'short' }, token))).toBe(
      ADMIN_MESSAGES.newPasswordMin,
    );
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'a-new-password' }, token);
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(ADMIN_MESSAGES.currentPasswordWrong);
  });

  it('refuses a new password equal to the current one, naming the field, and changes nothing', async () => {
    await createStaff(fx, 'pw-same');
    const token = await fx.signIn('pw-same', STAFF_PASSWORD);
    const res = await change({ currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD }, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'New password must be different from your current password',
      fieldErrors: { newPassword: ['New password must be different from your current password'] },
    });
    // The session is not ended, as a real change would.
    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(200);
  });

  it('voids every older token and hands back a new one', async () => {
    await createStaff(fx, 'pw-change');
    const old = await fx.signIn('pw-change', STAFF_PASSWORD);
    const other = await fx.signIn('pw-change', STAFF_PASSWORD);
    expect(
      (await change({ currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' }, old)).status,
    ).toBe(400);
    const res = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'a-brand-new-password' }, old);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect((await fx.bff.call('GET', '/api/admin/stats', { token: old })).status).toBe(401);
    expect((await fx.bff.call('GET', '/api/admin/stats', { token: other })).status).toBe(401);
    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(200);
    expect(await fx.signIn('pw-change', 'a-brand-new-password')).toEqual(expect.any(String));
    const audit = await fx.core.query<{ success: boolean }>(
      "SELECT success FROM audit_log WHERE action = 'password-change' AND actor_name = 'pw-change'",
    );
    expect(audit.map((a) => a.success).sort()).toEqual([false, true]);
  });
});
