import { randomBytes } from 'node:crypto';
import { type RateLimitCount, type SignupBotSignals, WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import { isThrowawayAddress } from './throwaway-address';
import type { RefusalReason, SignupLimit, WaitlistRepository } from './waitlist.repository';

/** 72 random bits, URL-safe, as migration 0014 gives entries stored without one. */
export const newReferralCode = () => randomBytes(9).toString('base64url');

export interface SignupScreenInput {
  email: string;
  signals?: SignupBotSignals | undefined;
  /** The client address's sign-up limit; absent for a caller that counts nothing (none outside tests). */
  limit?: SignupLimit | undefined;
  /** The keyed hash of the client address (the consent's): the one that said "This wasn't me" may sign up again. */
  clientKey?: string | null | undefined;
}

/** What a refused sign-up answers, so that it reads like a stored one. */
export interface Decoy {
  id: number;
  place: number;
  referralCode: string;
}

export type Screening =
  | { outcome: 'limited'; count: RateLimitCount }
  | { outcome: 'refused'; count: RateLimitCount | null; decoy: Decoy }
  /** `count`: the hit, when the caller asked for it to be counted here (else it counts it with the insert). */
  | { outcome: 'pass'; count: RateLimitCount | null };

/**
 * The one set of checks every way onto the list goes through (the waitlist form, the Early Bird
 * checkout): the client address's limit, the bot signals, throwaway domains and an address whose
 * owner said "This wasn't me". A bot's sign-up is counted and answered like a stored one, with
 * nothing kept or sent; a person with a throwaway address is told why (400). One normalised
 * address per person is the table's unique index, which both inserts rely on.
 */
export function createSignupScreen(deps: { entries: WaitlistRepository; minFillMs: number }) {
  function refusalOf({ email, signals }: SignupScreenInput): RefusalReason | null {
    if (signals?.website) return 'honeypot';
    if (signals?.fillMs !== undefined && signals.fillMs < deps.minFillMs) return 'too-fast';
    return isThrowawayAddress(email) ? 'throwaway' : null;
  }

  const count = async (limit: SignupLimit | undefined) => (limit ? deps.entries.countHit(limit) : null);
  const over = (limit: SignupLimit | undefined, hit: RateLimitCount | null) => limit !== undefined && hit !== null && hit.totalHits > limit.max;
  const decoy = async (): Promise<Decoy> => ({ ...(await deps.entries.decoy()), referralCode: newReferralCode() });

  /** `countPass`: count the hit of a sign-up that passes here too (a caller that does not count it with its insert). */
  return async function screen(input: SignupScreenInput, { countPass }: { countPass: boolean }): Promise<Screening> {
    const refusal = refusalOf(input);
    if (refusal) {
      const hit = await count(input.limit);
      if (hit && over(input.limit, hit)) return { outcome: 'limited', count: hit };
      await deps.entries.recordRefusal(refusal);
      if (refusal === 'throwaway') throw AppError.badRequest(WAITLIST_MESSAGES.throwaway, { email: [WAITLIST_MESSAGES.throwaway] });
      return { outcome: 'refused', count: hit, decoy: await decoy() };
    }
    // Its owner asked for no more mail: a sign-up for it by anyone else stores and sends nothing.
    if ((await deps.entries.notMeBlock(input.email, input.clientKey ?? null)) === 'blocked') {
      const hit = await count(input.limit);
      if (hit && over(input.limit, hit)) return { outcome: 'limited', count: hit };
      return { outcome: 'refused', count: hit, decoy: await decoy() };
    }
    if (!countPass) return { outcome: 'pass', count: null };
    const hit = await count(input.limit);
    if (hit && over(input.limit, hit)) return { outcome: 'limited', count: hit };
    return { outcome: 'pass', count: hit };
  };
}

export type SignupScreen = ReturnType<typeof createSignupScreen>;
