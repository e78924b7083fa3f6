import { randomBytes } from 'node:crypto';
import type { AuditRepository } from '../audit/audit.repository';
import type { SignInStateRepository } from '../auth/sign-in-state.repository';
import { hashPassword } from './passwords';
import type { UsersRepository } from './users.repository';

export interface AdminResetOptions {
  username: string;
  /** Used only when the account has to be created. */
  email: string;
  /** Unset: a random one, announced once. */
  password: string | undefined;
  announce(message: string): void;
}

export interface AdminResetDeps {
  users: UsersRepository;
  signInState: SignInStateRepository;
  audit: AuditRepository;
}

/**
 * The operator's way back in when no admin can sign in (`npm run admin:reset -w core-service`):
 * the named account becomes an active admin (created when missing) with a new password and
 * two-factor off; its pending sign-ins, wrong-code lock and sign-in failure counts are
 * cleared, and every older session ends.
 */
export async function resetAdmin(
  deps: AdminResetDeps,
  options: AdminResetOptions,
): Promise<{ username: string; created: boolean }> {
  const generated = options.password === undefined;
  const password = options.password ?? randomBytes(15).toString('base64url');
  const result = await deps.users.resetAdmin({
    username: options.username,
    email: options.email,
    passwordHash: await hashPassword(password),
  });
  if (!result) throw new Error(`Could not create or reset the account "${options.username}"; run the command again.`);
  const { row, created } = result;
  await deps.signInState.clear(row.id, row.username);
  await deps.audit.record({
    action: 'admin-reset',
    success: true,
    targetId: row.id,
    actorName: 'operator',
    details: { created, generated },
  });
  const what = created ? 'created' : 'reset';
  options.announce(
    generated
      ? `\n  Admin account ${what}: username "${row.username}", password "${password}"\n` +
          '  It is shown only this once: sign in at /admin/login and change it under Account Settings > Security.\n'
      : `\n  Admin account ${what}: username "${row.username}", with the password from ADMIN_PASSWORD.\n`,
  );
  return { username: row.username, created };
}
