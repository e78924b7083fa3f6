import { randomBytes } from 'node:crypto';
import type { Logger } from '@fresh-pouf/server-kit';
import type { AuditRepository } from '../audit/audit.repository';
import { hashPassword } from './passwords';
import type { UsersRepository } from './users.repository';

export interface BootstrapAdminOptions {
  username: string;
  email: string;
  /** Unset: a random one, printed once. There is no default password. */
  password: string | undefined;
  /** Where a generated password is shown; the console in production. */
  announce(message: string): void;
}

/**
 * When no admin exists (first start), creates one. Several copies starting together race on
 * the username's unique constraint; only the one whose insert wins announces its password.
 */
export async function bootstrapAdmin(
  users: UsersRepository,
  audit: AuditRepository,
  options: BootstrapAdminOptions,
  logger: Logger,
): Promise<void> {
  if (await users.hasAdmin()) return;
  const generated = options.password === undefined;
  const password = options.password ?? randomBytes(15).toString('base64url');
  const created = await users.insert({
    username: options.username,
    email: options.email,
    fullName: 'Administrator',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });
  if (!created) {
    // Another copy starting beside this one created it first.
    if (await users.hasAdmin()) return;
    logger.warn({ username: options.username }, 'no admin exists and the ADMIN_USERNAME is taken by another account');
    return;
  }
  await audit.record({ action: 'admin-bootstrap', success: true, targetId: created.id, details: { generated } });
  logger.info({ username: created.username }, 'created the first admin account');
  if (generated) {
    options.announce(
      `\n  First admin account created: username "${created.username}", password "${password}"\n` +
        '  It is shown only this once: sign in at /admin/login and change it under Account Settings > Security.\n',
    );
  }
}
