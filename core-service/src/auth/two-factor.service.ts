import {
  ADMIN_MESSAGES,
  MAX_SECOND_STEP_ATTEMPTS,
  RATE_LIMITS,
  rateLimitMessage,
  type StaffAccount,
  type TwoFactorSetup,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { AuditRepository } from '../audit/audit.repository';
import type { ActingStaff } from './actor-access';
import type { UserRow, UsersRepository } from '../users/users.repository';
import { toAccount } from './auth.service';
import type { PendingSignInsRepository } from './pending-sign-ins.repository';
import type { LimitSettings, RateLimiter } from '../rate-limit/rate-limit.service';
import { hashBackupCode, isTotpCode, matchingStep, newBackupCodes, newSecret } from './totp';

export interface TwoFactorServiceDeps {
  users: UsersRepository;
  pending: PendingSignInsRepository;
  limits: RateLimiter;
  /** Wrong codes one account may have per window, over all its sign-ins, and how long the second step then stays locked. */
  secondStep: LimitSettings;
  audit: AuditRepository;
}

const invalidCode = () => AppError.unauthorized(ADMIN_MESSAGES.invalidCode);

const { secondStep } = RATE_LIMITS;

/** Raised once the account's wrong codes are used up; the password step is not affected. */
export class SecondStepLockedError extends AppError {
  constructor(ms: number) {
    super(secondStep.answer.status, rateLimitMessage(secondStep.answer, ms));
  }
}

export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  /** A TOTP code counts once (its step is claimed atomically); a backup code is removed as it is used. */
  async function acceptCode(user: UserRow, code: string): Promise<'totp' | 'backup' | null> {
    if (!user.twoFactorSecret) return null;
    if (isTotpCode(code)) {
      const step = matchingStep(user.twoFactorSecret, code);
      return step !== null && (await deps.users.claimTotpStep(user.id, step)) ? 'totp' : null;
    }
    return (await deps.users.consumeBackupCode(user.id, hashBackupCode(user.id, code))) ? 'backup' : null;
  }

  /**
   * acceptCode under the account's limit of wrong codes (app and backup codes alike), counted
   * across every pending sign-in: once it is spent the second step is locked, whatever code
   * comes, and a new password step does not reopen it.
   */
  async function guardedCode(user: UserRow, code: string): Promise<'totp' | 'backup' | null> {
    const settings = deps.secondStep;
    const lockMs = settings.holdMs ?? settings.windowMs;
    const key = String(user.id);
    // Each code is counted before it is checked, in one statement, so parallel guesses cannot get
    // more than the limit checked; a right code gives its hit back.
    const attempt = await deps.limits.apply(secondStep, key, settings);
    if (!attempt.allowed) {
      // Refused unchecked, so it is no failure of its own.
      await deps.limits.giveBack(secondStep, key);
      throw new SecondStepLockedError((await deps.limits.shutForMs(secondStep, key, settings)) || lockMs);
    }
    const accepted = await acceptCode(user, code);
    if (accepted) {
      await deps.limits.giveBack(secondStep, key);
      return accepted;
    }
    if (attempt.totalHits === settings.max) {
      await deps.limits.hold(secondStep, key, settings);
      throw new SecondStepLockedError(lockMs);
    }
    return null;
  }

  return {
    /** New secret and backup codes; two-factor stays off until a code confirms the app has it. */
    async setup({ user, ip }: ActingStaff): Promise<TwoFactorSetup> {
      if (user.twoFactorEnabled) throw AppError.conflict('Two-factor authentication is already on. Disable it first.');
      const { secret, qrCodeUrl } = await newSecret(user.username);
      const backupCodes = newBackupCodes();
      await deps.users.setTwoFactorSecret(
        user.id,
        secret,
        backupCodes.map((c) => hashBackupCode(user.id, c)),
      );
      await deps.audit.record({
        action: 'two-factor-setup',
        success: true,
        actorId: user.id,
        actorName: user.username,
        targetId: user.id,
        ip,
      });
      return { qrCodeUrl, secret, backupCodes };
    },

    async confirm({ user, ip }: ActingStaff, code: string): Promise<StaffAccount> {
      if (!user.twoFactorSecret) throw AppError.badRequest('Set up two-factor authentication first.');
      const step = user.twoFactorEnabled ? null : matchingStep(user.twoFactorSecret, code);
      const enabled = step === null ? null : await deps.users.enableTwoFactor(user.id, step);
      await deps.audit.record({
        action: 'two-factor-enable',
        success: !!enabled,
        actorId: user.id,
        actorName: user.username,
        targetId: user.id,
        ip,
      });
      if (!enabled) throw AppError.badRequest(ADMIN_MESSAGES.invalidCode);
      return toAccount(enabled);
    },

    /** Needs a current code (or a backup code) as well as the session: a borrowed session alone cannot turn it off. */
    async disable({ user, ip }: ActingStaff, code: string): Promise<StaffAccount> {
      if (!user.twoFactorEnabled) return toAccount(user);
      const audit = (success: boolean, details?: Record<string, unknown>) =>
        deps.audit.record({
          action: 'two-factor-disable',
          success,
          actorId: user.id,
          actorName: user.username,
          targetId: user.id,
          ip,
          details,
        });
      const accepted = await guardedCode(user, code).catch(async (err: unknown) => {
        if (err instanceof SecondStepLockedError) await audit(false, { reason: 'locked' });
        throw err;
      });
      const disabled = accepted ? await deps.users.disableTwoFactor(user.id) : null;
      await audit(!!disabled);
      if (!disabled) throw AppError.badRequest(ADMIN_MESSAGES.invalidCode);
      return toAccount(disabled);
    },

    async startSignIn(userId: number, ttlSeconds: number) {
      return deps.pending.create(userId, ttlSeconds);
    },

    /**
     * The second sign-in step. Five wrong codes end the pending sign-in; the account's limit
     * over all its sign-ins (guardedCode) locks the second step and ends this one too.
     */
    async verifySignIn({
      pendingId,
      code,
      ip,
    }: {
      pendingId: string;
      code: string;
      ip: string;
    }): Promise<StaffAccount> {
      const pending = await deps.pending.find(pendingId);
      if (!pending) throw AppError.unauthorized(ADMIN_MESSAGES.noPendingSignIn);
      const user = await deps.users.findById(pending.userId);
      const audit = (success: boolean, details: Record<string, unknown>) =>
        deps.audit.record({
          action: 'sign-in-second-step',
          success,
          actorId: pending.userId,
          actorName: user?.username ?? null,
          ip,
          details,
        });
      const accepted =
        user && user.active && user.twoFactorEnabled
          ? await guardedCode(user, code).catch(async (err: unknown) => {
              if (err instanceof SecondStepLockedError) {
                await audit(false, { attempt: pending.attempts + 1, reason: 'locked' });
                await deps.pending.remove(pendingId);
              }
              throw err;
            })
          : null;
      await audit(!!accepted, accepted ? { method: accepted } : { attempt: pending.attempts + 1 });
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
