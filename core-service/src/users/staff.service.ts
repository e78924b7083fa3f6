import { ADMIN_MESSAGES, type CreateUser, type StaffAccount, type StaffUser } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { AuditRepository } from '../audit/audit.repository';
import { toAccount } from '../auth/auth.service';
import { hashPassword, verifyPassword } from './passwords';
import type { UserRow, UsersRepository } from './users.repository';

interface Actor {
  actorId: number;
  ip: string;
}

const toStaffUser = (row: UserRow): StaffUser => {
  const { id, username, fullName, email, role, twoFactorEnabled, active } = row;
  return { id, username, fullName, email, role, twoFactorEnabled, active };
};

/**
 * Staff accounts. bff-admin checks roles before calling; core checks again what only it can
 * know for sure (who the actor is, that they are an active admin, self-deactivation).
 */
export function createStaffService(users: UsersRepository, audit: AuditRepository) {
  async function activeActor(actorId: number): Promise<UserRow> {
    const actor = await users.findById(actorId);
    if (!actor || !actor.active) throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
    return actor;
  }
  async function admin(actorId: number): Promise<UserRow> {
    const actor = await activeActor(actorId);
    if (actor.role !== 'admin') throw AppError.forbidden(ADMIN_MESSAGES.adminsOnly);
    return actor;
  }

  /** The deactivation itself re-checks, under row locks, that the actor is still an active admin and one remains. */
  async function changeActive(actorId: number, targetId: number, active: boolean): Promise<UserRow> {
    const updated = active ? await users.reactivate(targetId) : await users.deactivate(targetId, actorId);
    if (updated === 'actor-not-admin') throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
    if (updated === 'last-admin') throw AppError.conflict(ADMIN_MESSAGES.lastActiveAdmin);
    if (!updated) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
    return updated;
  }

  async function setActive({ actorId, ip }: Actor, targetId: number, active: boolean): Promise<StaffUser> {
    const actor = await admin(actorId);
    if (!active && targetId === actor.id) throw AppError.badRequest(ADMIN_MESSAGES.cannotDeactivateSelf);
    const target = await users.findById(targetId);
    if (!target) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
    const updated = await changeActive(actor.id, targetId, active);
    await audit.record({
      action: active ? 'user-reactivate' : 'user-deactivate',
      success: true,
      actorId: actor.id,
      actorName: actor.username,
      targetId,
      ip,
    });
    return toStaffUser(updated);
  }

  return {
    /** A new password ends every session issued before it; the caller gets the account to sign a new one. */
    async changePassword({ actorId, ip, currentPassword, newPassword }: Actor & { currentPassword: string; newPassword: string }): Promise<StaffAccount> {
      const actor = await activeActor(actorId);
      const ok = await verifyPassword(currentPassword, actor.passwordHash);
      await audit.record({ action: 'password-change', success: ok, actorId: actor.id, actorName: actor.username, targetId: actor.id, ip });
      if (!ok) throw AppError.badRequest(ADMIN_MESSAGES.currentPasswordWrong);
      const updated = await users.setPassword(actor.id, await hashPassword(newPassword));
      if (!updated) throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
      return toAccount(updated);
    },

    async list(actorId: number): Promise<StaffUser[]> {
      await admin(actorId);
      return (await users.list()).map(toStaffUser);
    },

    async create({ actorId, ip, ...input }: Actor & CreateUser): Promise<StaffUser> {
      const actor = await admin(actorId);
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

    deactivate: (actor: Actor, targetId: number) => setActive(actor, targetId, false),
    reactivate: (actor: Actor, targetId: number) => setActive(actor, targetId, true),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
