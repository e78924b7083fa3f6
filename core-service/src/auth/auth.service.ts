import {
  ADMIN_MESSAGES,
  RATE_LIMITS,
  type CoreLogin,
  type CoreLoginResult,
  type PendingSignIn,
  type ProofOfWork,
  type StaffAccount,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { AuditRepository } from '../audit/audit.repository';
import type { RateLimiter } from '../rate-limit/rate-limit.service';
import { burnPasswordCheck, verifyPassword } from '../users/passwords';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { ProofOfWorkIssuer } from './proof-of-work';

export interface LoginThrottle {
  /** Failures on an account from any address before its attempts need a proof of work. */
  maxPerAccount: number;
  /** Failures of one address on one account before that address is refused for it. */
  maxPerAccountAndIp: number;
  /** Failures of one address over all accounts before it is refused for every one. */
  maxPerIp: number;
  windowMs: number;
}

export interface AuthServiceDeps {
  users: UsersRepository;
  limits: RateLimiter;
  audit: AuditRepository;
  throttle: LoginThrottle;
  proofOfWork: ProofOfWorkIssuer;
  /** Opens the second step for an account with two-factor on. */
  startSecondStep(userId: number): Promise<PendingSignIn>;
}

export function toAccount(row: UserRow): StaffAccount {
  const { id, username, fullName, email, role, twoFactorEnabled, active, sessionVersion } = row;
  return { id, username, fullName, email, role, twoFactorEnabled, active, sessionVersion };
}

const invalid = () => AppError.unauthorized(ADMIN_MESSAGES.invalidCredentials);

/** The keys of one attempt under the sign-in policies; usernames are case-insensitive, so are their keys. */
export function loginLimitKeys(username: string, ip: string) {
  const name = username.toLowerCase();
  return {
    name,
    /** staffLoginPair's keys of the account all start with this (an operator reset clears them). */
    pairPrefix: `${name}:`,
    pair: `${name}:${ip}`,
    ip,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { limits, throttle } = deps;
  const { staffLoginAccount, staffLoginPair, staffLoginIp, staffLoginProof } = RATE_LIMITS;
  const windowMs = throttle.windowMs;

  /** A proof of work counts once: its id is remembered for as long as the challenge lives. */
  async function proofAccepted(name: string, proof: ProofOfWork | undefined): Promise<boolean> {
    const id = proof ? deps.proofOfWork.check(name, proof) : null;
    if (!id) return false;
    return (await limits.apply(staffLoginProof, id, { max: 1, windowMs: deps.proofOfWork.ttlMs })).allowed;
  }

  return {
    /**
     * Checks a password. Throttling slows a guesser without locking the owner out:
     * - every attempt counts against the account first (one atomic statement, so parallel
     *   guesses cannot slip past); past its limit an attempt is not even checked without a
     *   solved proof of work, which the genuine login screen supplies by itself;
     * - only the address that failed is refused, per account and over all accounts, exactly
     *   like a wrong password and after the same bcrypt work. Failures from elsewhere never
     *   refuse the owner's right password from their own address.
     */
    async login({ username, password, ip, proofOfWork }: CoreLogin): Promise<CoreLoginResult> {
      const keys = loginLimitKeys(username, ip);
      const byAccount = await limits.apply(staffLoginAccount, keys.name, { max: throttle.maxPerAccount, windowMs });
      if (!byAccount.allowed && !(await proofAccepted(keys.name, proofOfWork))) {
        // Not an attempt: nothing was checked, so nothing is counted.
        await limits.giveBack(staffLoginAccount, keys.name);
        return { proofOfWork: deps.proofOfWork.issue(keys.name) };
      }
      const [byPair, byIp] = await Promise.all([
        limits.apply(staffLoginPair, keys.pair, { max: throttle.maxPerAccountAndIp, windowMs }),
        limits.apply(staffLoginIp, keys.ip, { max: throttle.maxPerIp, windowMs }),
      ]);
      const refused = !byPair.allowed || !byIp.allowed;
      const user = refused ? null : await deps.users.findByUsername(username);
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
          details: { reason: refused ? 'throttled' : 'bad-credentials' },
        });
        throw invalid();
      }
      // A success forgives this address's failures on the account; the other counts keep all
      // but this attempt, so a guesser elsewhere gains nothing from the owner signing in.
      await Promise.all([
        limits.reset(staffLoginPair, keys.pair),
        limits.giveBack(staffLoginIp, keys.ip),
        limits.giveBack(staffLoginAccount, keys.name),
      ]);
      await deps.audit.record({
        action: 'sign-in',
        success: true,
        actorId: user.id,
        actorName: user.username,
        ip,
        details: { secondStepRequired: user.twoFactorEnabled },
      });
      if (user.twoFactorEnabled)
        return { account: toAccount(user), pendingSignIn: await deps.startSecondStep(user.id) };
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
