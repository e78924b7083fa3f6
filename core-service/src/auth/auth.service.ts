import { ADMIN_MESSAGES, type CoreLogin, type StaffAccount } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { AuditRepository } from '../audit/audit.repository';
import type { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import { burnPasswordCheck, verifyPassword } from '../users/passwords';
import type { UserRow, UsersRepository } from '../users/users.repository';

export interface LoginThrottle {
  maxPerAccount: number;
  maxPerIp: number;
  windowMs: number;
}

export interface AuthServiceDeps {
  users: UsersRepository;
  counters: RateLimitRepository;
  audit: AuditRepository;
  throttle: LoginThrottle;
  /** Opens the second step for an account with two-factor on. */
  startSecondStep(userId: number): Promise<{ id: string; expiresAt: string }>;
}

export interface LoginResult {
  account: StaffAccount;
  pendingSignIn?: { id: string; expiresAt: string };
}

export function toAccount(row: UserRow): StaffAccount {
  const { id, username, fullName, email, role, twoFactorEnabled, active, sessionVersion } = row;
  return { id, username, fullName, email, role, twoFactorEnabled, active, sessionVersion };
}

const invalid = () => AppError.unauthorized(ADMIN_MESSAGES.invalidCredentials);

export function createAuthService(deps: AuthServiceDeps) {
  const accountKey = (username: string) => `admin-login-account:${username.toLowerCase()}`;
  const ipKey = (ip: string) => `admin-login-ip:${ip}`;

  return {
    /**
     * Checks a password. Every attempt counts against the account and the address first (one
     * atomic statement each, so parallel guesses cannot slip past the limit); a locked account
     * answers exactly like a wrong password, after the same bcrypt work.
     */
    async login({ username, password, ip }: CoreLogin): Promise<LoginResult> {
      const { maxPerAccount, maxPerIp, windowMs } = deps.throttle;
      const [byAccount, byIp] = await Promise.all([
        deps.counters.hit(accountKey(username), windowMs),
        deps.counters.hit(ipKey(ip), windowMs),
      ]);
      const locked = byAccount.totalHits > maxPerAccount || byIp.totalHits > maxPerIp;
      const user = locked ? null : await deps.users.findByUsername(username);
      let ok = false;
      if (user?.active) ok = await verifyPassword(password, user.passwordHash);
      else await burnPasswordCheck(password);

      if (!ok || !user) {
        await deps.audit.record({
          action: 'sign-in',
          success: false,
          actorId: user?.id ?? null,
          actorName: username,
          ip,
          details: { reason: locked ? 'throttled' : 'bad-credentials' },
        });
        throw invalid();
      }
      // A success forgives the account's failures; the address keeps its count minus this one.
      await Promise.all([deps.counters.reset(accountKey(username)), deps.counters.undo(ipKey(ip))]);
      await deps.audit.record({
        action: 'sign-in',
        success: true,
        actorId: user.id,
        actorName: user.username,
        ip,
        details: { secondStepRequired: user.twoFactorEnabled },
      });
      if (user.twoFactorEnabled) return { account: toAccount(user), pendingSignIn: await deps.startSecondStep(user.id) };
      await deps.users.recordLogin(user.id);
      return { account: toAccount(user) };
    },

    async account(id: number): Promise<StaffAccount> {
      const user = await deps.users.findById(id);
      if (!user) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
      return toAccount(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
