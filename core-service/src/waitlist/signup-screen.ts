import { type RateLimitCount, type SignupBotSignals, WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import { randomToken } from '../email/link-tokens';
import { isThrowawayAddress } from './throwaway-address';
import type { NotMeBlock, RefusalReason, SignupLimit, WaitlistRepository } from './waitlist.repository';

/** 72 random bits, URL-safe, as migration 0014 gives entries stored without one. */
export const newReferralCode = () => randomToken(9);

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
  /** `count`: the hit, counted here; over the limit only when the caller let it through to decide (`limitLater`). */
  | { outcome: 'pass'; count: RateLimitCount | null };

/**
 * The one set of checks every way onto the list goes through (the waitlist form, the Early Bird
 * checkout): the client address's limit, the bot signals, throwaway domains and an address whose
 * owner said "This wasn't me". A bot's sign-up is counted and answered like a stored one, with
 * nothing kept or sent; a person with a throwaway address is told why (400). One normalised
 * address per person is the table's unique index, which both inserts rely on. The hit and the
 * "This wasn't me" check are one statement (`screen`); the waitlist's sign-up that passes the
 * checks on its request alone stores its entry in that statement too, and `judge` decides on
 * what it found.
 */
export function createSignupScreen(deps: { entries: WaitlistRepository; minFillMs: number }) {
  function refusalOf({ email, signals }: SignupScreenInput): RefusalReason | null {
    if (signals?.website) return 'honeypot';
    if (signals?.fillMs !== undefined && signals.fillMs < deps.minFillMs) return 'too-fast';
    return isThrowawayAddress(email) ? 'throwaway' : null;
  }

  /** The count when it is past the limit, else null. */
  const overBy = (limit: SignupLimit | undefined, hit: RateLimitCount | null) =>
    limit && hit && hit.totalHits > limit.max ? hit : null;
  const decoy = async (): Promise<Decoy> => ({ ...(await deps.entries.decoy()), referralCode: newReferralCode() });

  /**
   * What the checks decide, given what the sign-up's statement found (its hit and the "This
   * wasn't me" state). `limitLater`: a sign-up within the checks but over the limit passes, for
   * the caller to refuse (the waitlist's insert answers a retry of a stored submission as the
   * first try was).
   */
  async function judge(
    input: SignupScreenInput,
    { count, notMe }: { count: RateLimitCount | null; notMe: NotMeBlock },
    { limitLater }: { limitLater: boolean },
  ): Promise<Screening> {
    const over = overBy(input.limit, count);
    const refusal = refusalOf(input);
    if (refusal) {
      if (over) return { outcome: 'limited', count: over };
      await deps.entries.recordRefusal(refusal);
      if (refusal === 'throwaway')
        throw AppError.badRequest(WAITLIST_MESSAGES.throwaway, { email: [WAITLIST_MESSAGES.throwaway] });
      return { outcome: 'refused', count, decoy: await decoy() };
    }
    if (over && (!limitLater || notMe === 'blocked')) return { outcome: 'limited', count: over };
    // Its owner asked for no more mail: a sign-up for it by anyone else stores and sends nothing.
    if (notMe === 'blocked') return { outcome: 'refused', count, decoy: await decoy() };
    return { outcome: 'pass', count };
  }

  return {
    /** Why the request alone refuses the sign-up (a bot's signals, a throwaway address); null when nothing does. */
    refusalOf,
    judge,
    /** The hit and the "This wasn't me" check in one statement, then the checks on them. */
    async screen(input: SignupScreenInput, options: { limitLater: boolean }): Promise<Screening> {
      return judge(input, await deps.entries.screenHit(input.email, input.clientKey ?? null, input.limit), options);
    },
  };
}

export type SignupScreen = ReturnType<typeof createSignupScreen>;
