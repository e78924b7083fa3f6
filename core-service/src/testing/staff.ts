import type { CoreConfig } from '../config';
import { internalCall } from './internal-call';
import { startTestCore, type TestCore } from './start-test-core';

/** Settings that seed the admin `username`, with the password `<username>-password`. */
export const seededAdmin = (username: string): Partial<CoreConfig> => ({
  ADMIN_USERNAME: username,
  ADMIN_PASSWORD: `${username}-password`,
  ADMIN_EMAIL: `${username}@freshpouf.com`,
});

/** Settings that send the core's e-mail to a fake Postmark at `url`, polling the outbox quickly. */
export const sendingTo = ({ url }: { url: string }): Partial<CoreConfig> => ({
  POSTMARK_SERVER_TOKEN: 'postmark-test-token',
  POSTMARK_API_URL: url,
  OUTBOX_POLL_MS: 50,
});

/** The id of the staff member `username` (0 when there is none). */
export async function staffId(core: Pick<TestCore, 'query'>, username: string): Promise<number> {
  return (await core.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]?.id ?? 0;
}

/** Edith, an editor, created through the staff API by the admin `adminId`; her id. */
export async function createEditor(core: Pick<TestCore, 'url' | 'token'>, adminId: number): Promise<number> {
  const created = await internalCall<{ user: { id: number } }>(core, 'POST', '/staff', {
    actor: adminId,
    body: {
      username: 'edith',
      email: 'edith@freshpouf.com',
      password: 'an-editor-password',
      fullName: 'Edith',
      role: 'editor',
    },
  });
  return created.body?.user.id ?? 0;
}

/** A test core with the seeded admin `username` (see seededAdmin) and `overrides`, and that admin's id. */
export async function startCoreWithAdmin(
  username: string,
  overrides: Partial<CoreConfig> = {},
): Promise<{ core: TestCore; adminId: number }> {
  const core = await startTestCore({ ...seededAdmin(username), ...overrides });
  return { core, adminId: await staffId(core, username) };
}
