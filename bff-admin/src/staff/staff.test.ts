import { ADMIN_MESSAGES } from '@fresh-pouf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startAdminFixture, type AdminFixture } from '../testing/admin-fixture';

let fx: AdminFixture;
let adminToken: string;

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const create = (body: Record<string, unknown>, token = adminToken) => fx.bff.call('POST', '/api/admin/create-user', { token, body });
const editor = { username: 'ed-itor', email: 'editor@freshpouf.com', password: 'editor-password', fullName: 'Eddie Tor' };

beforeAll(async () => {
  fx = await startAdminFixture();
  adminToken = await fx.signIn();
});
afterAll(async () => {
  await fx?.close();
});

describe('create user', () => {
  it('answers every validation message of spec section 5', async () => {
    for (const missing of ['username', 'email', 'password', 'fullName']) {
      const res = await create({ ...editor, [missing]: '' });
      expect(res.status, missing).toBe(400);
      expect(await messageOf(res)).toBe(ADMIN_MESSAGES.allFieldsRequired);
    }
    const short = await create({ ...editor, password: 'seven77' });
    expect(await messageOf(short)).toBe(ADMIN_MESSAGES.createPasswordMin);
  });

  it('creates an editor by default, who can sign in; a taken username is refused', async () => {
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

    const audit = await fx.core.query<{ action: string }>("SELECT action FROM audit_log WHERE action = 'user-create' AND success");
    expect(audit).toHaveLength(1);
  });

  it('lists staff for admins only', async () => {
    const res = await fx.bff.call('GET', '/api/admin/users', { token: adminToken });
    const { users } = (await res.json()) as { users: { username: string; active: boolean }[] };
    expect(users.map((u) => u.username)).toEqual([ADMIN.username, editor.username]);
  });
});

describe('roles on the server', () => {
  it('answers 403 to an editor for every staff-management call', async () => {
    const token = await fx.signIn(editor.username, editor.password);
    const [admin] = await fx.core.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [ADMIN.username]);
    const calls = [
      fx.bff.call('GET', '/api/admin/users', { token }),
      create({ ...editor, username: 'sneaky' }, token),
      fx.bff.call('POST', `/api/admin/deactivate-user/${admin?.id}`, { token }),
      fx.bff.call('POST', `/api/admin/reactivate-user/${admin?.id}`, { token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    // Editors still read the dashboard.
    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(200);
  });

  it('never lets an admin deactivate themself', async () => {
    const [admin] = await fx.core.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [ADMIN.username]);
    const res = await fx.bff.call('POST', `/api/admin/deactivate-user/${admin?.id}`, { token: adminToken });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(ADMIN_MESSAGES.cannotDeactivateSelf);
  });
});

describe('sessions end at once', () => {
  it('refuses a deactivated user at the next request, and lets them back after reactivation', async () => {
    const token = await fx.signIn(editor.username, editor.password);
    const [row] = await fx.core.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [editor.username]);
    const off = await fx.bff.call('POST', `/api/admin/deactivate-user/${row?.id}`, { token: adminToken });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { user: { active: boolean } }).user.active).toBe(false);

    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(401);
    const login = await fx.bff.call('POST', '/api/admin/login', { body: { username: editor.username, password: editor.password } });
    expect(login.status).toBe(401);
    expect(await messageOf(login)).toBe(ADMIN_MESSAGES.invalidCredentials);

    const on = await fx.bff.call('POST', `/api/admin/reactivate-user/${row?.id}`, { token: adminToken });
    expect(((await on.json()) as { user: { active: boolean } }).user.active).toBe(true);
    // The old token stays void; a new sign-in works.
    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(401);
    expect(await fx.signIn(editor.username, editor.password)).toEqual(expect.any(String));
  });

  it('unknown users answer 404', async () => {
    expect((await fx.bff.call('POST', '/api/admin/deactivate-user/999999', { token: adminToken })).status).toBe(404);
    expect((await fx.bff.call('POST', '/api/admin/deactivate-user/abc', { token: adminToken })).status).toBe(404);
  });
});

describe('change password', () => {
  const change = (body: Record<string, unknown>, token: string) => fx.bff.call('POST', '/api/admin/change-password', { token, body });

  it('checks in the order of spec section 5', async () => {
    const token = await fx.signIn(editor.username, editor.password);
    expect(await messageOf(await change({ currentPassword: '', newPassword: '' }, token))).toBe(ADMIN_MESSAGES.currentPasswordRequired);
    expect(await messageOf(await change({ currentPassword: 'x', newPassword: '' }, token))).toBe(ADMIN_MESSAGES.newPasswordRequired);
    expect(await messageOf(await change({ currentPassword: 'x', newPassword: 'short' }, token))).toBe(ADMIN_MESSAGES.newPasswordMin);
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'a-new-password' }, token);
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe(ADMIN_MESSAGES.currentPasswordWrong);
  });

  it('refuses a new password equal to the current one, naming the field, and changes nothing', async () => {
    const res = await change({ currentPassword: ADMIN.password, newPassword: ADMIN.password }, adminToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'New password must be different from your current password',
      fieldErrors: { newPassword: ['New password must be different from your current password'] },
    });
    // The session is not ended, as a real change would.
    expect((await fx.bff.call('GET', '/api/admin/stats', { token: adminToken })).status).toBe(200);
  });

  it('voids every older token and hands back a new one', async () => {
    const old = await fx.signIn(editor.username, editor.password);
    const other = await fx.signIn(editor.username, editor.password);
    const res = await change({ currentPassword: editor.password, newPassword: 'a-brand-new-password' }, old);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect((await fx.bff.call('GET', '/api/admin/stats', { token: old })).status).toBe(401);
    expect((await fx.bff.call('GET', '/api/admin/stats', { token: other })).status).toBe(401);
    expect((await fx.bff.call('GET', '/api/admin/stats', { token })).status).toBe(200);
    expect(await fx.signIn(editor.username, 'a-brand-new-password')).toEqual(expect.any(String));
    const audit = await fx.core.query<{ success: boolean }>("SELECT success FROM audit_log WHERE action = 'password-change'");
    expect(audit.map((a) => a.success).sort()).toEqual([false, true]);
  });
});
