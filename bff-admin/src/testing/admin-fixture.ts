import { startTestCore, type TestCore } from 'core-service/testing';
import { startTestBffAdmin, type TestBffAdmin } from './start-test-bff';

export const ADMIN = { username: 'chief', password: 'correct horse battery', email: 'chief@freshpouf.com' };

export interface AdminFixture {
  core: TestCore;
  bff: TestBffAdmin;
  /** A session of the first admin, signed in when the fixture started. */
  adminToken: string;
  /** Signs in and returns the session token (no two-factor). */
  signIn(username?: string, password?: string): Promise<string>;
  /** Creates an editor (as the first admin) and returns that editor's session token. */
  signInAsNewEditor(username: string): Promise<string>;
  close(): Promise<void>;
}

/** A core with a known first admin and a bff-admin in front of it. */
export async function startAdminFixture(
  coreOverrides: Parameters<typeof startTestCore>[0] = {},
  bffOverrides: Parameters<typeof startTestBffAdmin>[1] = {},
): Promise<AdminFixture> {
  const core = await startTestCore({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    ...coreOverrides,
  });
  const bff = await startTestBffAdmin(core, bffOverrides);
  async function signIn(username = ADMIN.username, password = ADMIN.password) {
    const res = await bff.call('POST', '/api/admin/login', { body: { username, password } });
    const body = (await res.json()) as { token?: string };
    if (!body.token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
    return body.token;
  }
  const adminToken = await signIn();
  return {
    core,
    bff,
    adminToken,
    signIn,
    async signInAsNewEditor(username) {
      const password = `${username}-password-1`;
      const created = await bff.call('POST', '/api/admin/create-user', {
        token: adminToken,
        body: { username, email: `${username}@example.com`, password, fullName: 'Ed Itor', role: 'editor' },
      });
      if (created.status >= 300) throw new Error(`create-user answered ${created.status}`);
      return signIn(username, password);
    },
    async close() {
      await bff.close();
      await core.close();
    },
  };
}
