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
  return {
    core,
    bff,
    adminToken: await signIn(),
    signIn,
    async close() {
      await bff.close();
      await core.close();
    },
  };
}
