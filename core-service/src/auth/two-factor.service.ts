import { ADMIN_MESSAGES, MAX_SECOND_STEP_ATTEMPTS, type StaffAccount, type TwoFactorSetup } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { AuditRepository } from '../audit/audit.repository';
import type { UserRow, UsersRepository } from '../users/users.repository';
import { toAccount } from './auth.service';
import type { PendingSignInsRepository } from './pending-sign-ins.repository';
import { hashBackupCode, isTotpCode, matchingStep, newBackupCodes, newSecret } from './totp';

export interface TwoFactorServiceDeps {
  users: UsersRepository;
  pending: PendingSignInsRepository;
  audit: AuditRepository;
}

interface Actor {
  actorId: number;
  ip: string;
}

const invalidCode = () => AppError.unauthorized(ADMIN_MESSAGES.invalidCode);

export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  async function actor(id: number): Promise<UserRow> {
    const user = await deps.users.findById(id);
    if (!user || !user.active) throw AppError.unauthorized(ADMIN_MESSAGES.sessionEnded);
    return user;
  }

  /** A TOTP code counts once (its step is claimed atomically); a backup code is removed as it is used. */
  async function acceptCode(user: UserRow, code: string, allowBackup: boolean): Promise<'totp' | 'backup' | null> {
    if (!user.twoFactorSecret) return null;
    if (isTotpCode(code)) {
      const step = matchingStep(user.twoFactorSecret, code);
      return step !== null && (await deps.users.claimTotpStep(user.id, step)) ? 'totp' : null;
    }
    if (!allowBackup) return null;
    return (await deps.users.consumeBackupCode(user.id, hashBackupCode(user.id, code))) ? 'backup' : null;
  }

  return {
    /** New secret and backup codes; two-factor stays off until a code confirms the app has it. */
    async setup({ actorId, ip }: Actor): Promise<TwoFactorSetup> {
      const user = await actor(actorId);
      if (user.twoFactorEnabled) throw AppError.conflict('Two-factor authentication is already on. Disable it first.');
      const { secret, qrCodeUrl } = await newSecret(user.username);
      const backupCodes = newBackupCodes();
      await deps.users.setTwoFactorSecret(user.id, secret, backupCodes.map((c) => hashBackupCode(user.id, c)));
      await deps.audit.record({ action: 'two-factor-setup', success: true, actorId: user.id, actorName: user.username, targetId: user.id, ip });
      return { qrCodeUrl, secret, backupCodes };
    },

    async confirm({ actorId, ip, code }: Actor & { code: string }): Promise<StaffAccount> {
      const user = await actor(actorId);
      if (!user.twoFactorSecret) throw AppError.badRequest('Set up two-factor authentication first.');
      const step = user.twoFactorEnabled ? null : matchingStep(user.twoFactorSecret, code);
      const enabled = step === null ? null : await deps.users.enableTwoFactor(user.id, step);
      await deps.audit.record({ action: 'two-factor-enable', success: !!enabled, actorId: user.id, actorName: user.username, targetId: user.id, ip });
      if (!enabled) throw AppError.badRequest(ADMIN_MESSAGES.invalidCode);
      return toAccount(enabled);
    },

    /** Needs a current code (or a backup code) as well as the session: a borrowed session alone cannot turn it off. */
    async disable({ actorId, ip, code }: Actor & { code: string }): Promise<StaffAccount> {
      const user = await actor(actorId);
      if (!user.twoFactorEnabled) return toAccount(user);
      const accepted = await acceptCode(user, code, true);
      const disabled = accepted ? await deps.users.disableTwoFactor(user.id) : null;
      await deps.audit.record({ action: 'two-factor-disable', success: !!disabled, actorId: user.id, actorName: user.username, targetId: user.id, ip });
      if (!disabled) throw AppError.badRequest(ADMIN_MESSAGES.invalidCode);
      return toAccount(disabled);
    },

    async startSignIn(userId: number, ttlSeconds: number) {
      return deps.pending.create(userId, ttlSeconds);
    },

    /** The second sign-in step. Five wrong codes end the pending sign-in. */
    async verifySignIn({ pendingId, code, ip }: { pendingId: string; code: string; ip: string }): Promise<StaffAccount> {
      const pending = await deps.pending.find(pendingId);
      if (!pending) throw AppError.unauthorized(ADMIN_MESSAGES.noPendingSignIn);
      const user = await deps.users.findById(pending.userId);
      const accepted = user && user.active && user.twoFactorEnabled ? await acceptCode(user, code, true) : null;
      await deps.audit.record({
        action: 'sign-in-second-step',
        success: !!accepted,
        actorId: pending.userId,
        actorName: user?.username ?? null,
        ip,
        details: accepted ? { method: accepted } : { attempt: pending.attempts + 1 },
      });
      if (!user || !accepted) {
        const left = await deps.pending.fail(pendingId, MAX_SECOND_STEP_ATTEMPTS);
        throw left > 0 ? invalidCode() : AppError.unauthorized(ADMIN_MESSAGES.noPendingSignIn);
      }
      await deps.pending.remove(pendingId);
      await deps.users.recordLogin(user.id);
      return toAccount(user);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
