import {
  ADMIN_MESSAGES,
  type ChangePassword,
  type CreateUser,
  type StaffAccount,
  type StaffUser,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { ActingStaff } from '../auth/actor-access';
import type { AuditEvent, AuditRepository } from '../audit/audit.repository';
import { toAccount } from '../auth/auth.service';
import { hashPassword, verifyPassword } from './passwords';
import type { UserRow, UsersRepository } from './users.repository';

const toStaffUser = (row: UserRow): StaffUser => {
  const { id, username, fullName, email, role, twoFactorEnabled, active } = row;
  return { id, username, fullName, email, role, twoFactorEnabled, active };
};

/**
 * Staff accounts. Who may call what was decided before (authorizeActor); the rules about the
 * target live here: nobody deactivates themself, and an active admin always remains.
 */
export function createStaffService(users: UsersRepository, audit: AuditRepository) {
  /** The deactivation itself re-checks, under row locks, that the actor is still an active admin and one remains. */
  async function changeActive(actorId: number, targetId: number, active: boolean, event: AuditEvent): Promise<UserRow> {
    const updated = active
      ? await users.reactivate(targetId)
      : await users.deactivate(targetId, actorId, (transaction) => audit.record(event, transaction));
    if (updated === 'actor-not-admin') throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
    if (updated === 'last-admin') throw AppError.conflict(ADMIN_MESSAGES.lastActiveAdmin);
    if (!updated) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
    return updated;
  }

  async function setActive({ user: actor, ip }: ActingStaff, targetId: number, active: boolean): Promise<StaffUser> {
    if (!active && targetId === actor.id) throw AppError.badRequest(ADMIN_MESSAGES.cannotDeactivateSelf);
    const target = await users.findById(targetId);
    if (!target) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
    const event: AuditEvent = {
      action: active ? 'user-reactivate' : 'user-deactivate',
      success: true,
      actorId: actor.id,
      actorName: actor.username,
      targetId,
      ip,
    };
    const updated = await changeActive(actor.id, targetId, active, event);
    // A deactivation wrote its audit row in its own transaction.
    if (active) await audit.record(event);
    return toStaffUser(updated);
  }

  return {
    /** A new password ends every session issued before it; the caller gets the account to sign a new one. */
    async changePassword(
      { user: actor, ip }: ActingStaff,
      { currentPassword, newPassword }: ChangePassword,
    ): Promise<StaffAccount> {
      const ok = await verifyPassword(currentPassword, actor.passwordHash);
      await audit.record({
        action: 'password-change',
        success: ok,
        actorId: actor.id,
        actorName: actor.username,
        targetId: actor.id,
        ip,
      });
      if (!ok) throw AppError.badRequest(ADMIN_MESSAGES.currentPasswordWrong);
      const updated = await users.setPassword(actor.id, await hashPassword(newPassword));
      if (!updated) throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
      return toAccount(updated);
    },

    async list(): Promise<StaffUser[]> {
      return (await users.list()).map(toStaffUser);
    },

    async create({ user: actor, ip }: ActingStaff, input: CreateUser): Promise<StaffUser> {
      const created = await users.insert({
        username: input.username,
        email: input.email,
        fullName: input.fullName,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      });
      await audit.record({
        action: 'user-create',
        success: !!created,
        actorId: actor.id,
        actorName: actor.username,
        targetId: created?.id ?? null,
        ip,
        details: { username: input.username, role: input.role },
      });
      if (!created) throw AppError.conflict(ADMIN_MESSAGES.usernameTaken);
      return toStaffUser(created);
    },

    deactivate: (actor: ActingStaff, targetId: number) => setActive(actor, targetId, false),
    reactivate: (actor: ActingStaff, targetId: number) => setActive(actor, targetId, true),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
