import { randomUUID } from 'node:crypto';
import {
  RATE_LIMITS,
  WAITLIST_MESSAGES,
  WAITLIST_PLACE_MESSAGES,
  type ConfirmLinkState,
  type ConfirmResult,
  type NewConfirmLinkRequest,
  type WaitlistCountedSignUp,
  type WaitlistCountedSignUpResult,
  type WaitlistEntryRecord,
  type WaitlistSignup,
  type WaitlistStatus,
  type NotMeResult,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { Transaction } from 'sequelize';
import type { RunInTransaction } from '../db/sequelize';
import type { EmailOutboxRepository } from '../email/email-outbox.repository';
import { hashLinkToken } from '../email/link-tokens';
import type { RateLimiter } from '../rate-limit/rate-limit.service';
import type { ReferralDecider } from '../referrals/referrals.repository';
import { addressHash, clientHash, storedConsent } from './consent';
import { alreadyListedLinks, type PlaceLinkOptions, placeLinks } from './place-links';
import { createSignupScreen, newReferralCode, type Screening } from './signup-screen';
import type { NewSignup, ResendCaps, WaitlistRepository } from './waitlist.repository';

type CountedSignUp = Omit<WaitlistCountedSignUp, 'signup'> & { signup: WaitlistSignup };
/**
 * The answer for the BFF and, for the metrics alone, `replayed`: a retry answered from its first
 * try, which stored nothing new (signup-metrics.ts counts it apart and leaves it off the wire).
 */
export type CountedSignUpOutcome = WaitlistCountedSignUpResult & { replayed?: true };

export interface WaitlistServiceDeps extends PlaceLinkOptions {
  entries: WaitlistRepository;
  /** Called once an e-mail is committed to the outbox, so it can go out right away. */
  onEmailQueued(): void;
  /** A form sent sooner than this after it appeared was not filled in by a person. */
  minFillMs: number;
  /** Keys the hash of a consent's address: a bare hash of an IPv4 address is undone by trying them all. */
  consentKey: string;
  /** Re-sent e-mails one entry may be sent (new confirm links here, checkout-claim links in payments). */
  resendCaps: ResendCaps;
  /** Erases the entry's personal data in one transaction, running `inTx` inside it ("This wasn't me"). */
  /** `paying`: nothing erased, the entry has a subscription that still runs at Stripe. */
  eraseUnconfirmed(
    entryId: number,
    inTx: (tx: Transaction) => Promise<void>,
  ): Promise<'erased' | 'already-erased' | 'paying' | null>;
  runInTransaction: RunInTransaction;
  /** Credits or holds a referral once the referred entry is confirmed. */
  referrals: ReferralDecider;
  /** The e-mail to the owner of an address someone joined with again (once per quiet interval). */
  outbox: Pick<EmailOutboxRepository, 'enqueue'>;
  /** Applies the alreadyListedEmail policy (one e-mail per entry per quiet interval). */
  limits: Pick<RateLimiter, 'apply'>;
}

export interface WaitlistService {
  signUp(signup: WaitlistSignup): Promise<WaitlistEntryRecord>;
  /** The address's hit and the sign-up together (the BFF's one call per sign-up). */
  signUpCounted(input: CountedSignUp): Promise<CountedSignUpOutcome>;
  get(id: number): Promise<WaitlistEntryRecord>;
  confirmLinkState(token: string): Promise<ConfirmLinkState>;
  confirm(token: string): Promise<ConfirmResult>;
  sendConfirmLink(request: NewConfirmLinkRequest): Promise<void>;
  status(token: string): Promise<WaitlistStatus>;
  /** "This wasn't me" pressed from `ip`. */
  notMe(token: string, ip: string): Promise<NotMeResult>;
}

/** A new confirm link is e-mailed at most this often per entry, however often it is asked for. */
const NEW_LINK_QUIET_MINUTES = 5;
const { alreadyListedEmail } = RATE_LIMITS;

/** Rolls back a transaction that turned out to have nothing to send. */
class NothingToSend extends Error {}

export function createWaitlistService(deps: WaitlistServiceDeps): WaitlistService {
  const newLinks = placeLinks(deps);
  const listedLinks = alreadyListedLinks(deps);
  const checks = createSignupScreen(deps);

  /**
   * The address is already on the list: the visitor is answered as any sign-up is (nothing tells
   * a stranger it is listed), and its owner gets one e-mail with their place and status link. At
   * most one per entry per quiet interval, within the entry's caps on re-sent e-mail (anyone can
   * type a stranger's address).
   */
  async function tellOwner(email: string): Promise<void> {
    const entryId = await deps.entries.findIdByEmail(email);
    if (entryId === null) return;
    const [entry, standing] = await Promise.all([
      deps.entries.findById(entryId),
      deps.entries.standing(entryId, deps.referralBoost),
    ]);
    if (!entry || !standing) return;
    const { links, email: mail } = listedLinks(
      { fullName: entry.fullName, confirmed: entry.confirmedAt !== null, paying: entry.paymentMade },
      standing.place,
      standing.referralCode,
    );
    const queued = await deps
      .runInTransaction(async (tx) => {
        // Counted in the transaction: when nothing is sent after all, the hit is rolled back too.
        if (!(await deps.limits.apply(alreadyListedEmail, String(entryId), alreadyListedEmail, tx)).allowed)
          throw new NothingToSend();
        if (!(await deps.entries.claimResend(entryId, deps.resendCaps, tx))) throw new NothingToSend();
        await deps.outbox.enqueue({ ...mail, to: entry.email }, tx);
        await deps.entries.addLinks(entryId, links, tx);
        return true;
      })
      .catch((err: unknown) => {
        if (err instanceof NothingToSend) return false;
        throw err;
      });
    if (queued) deps.onEmailQueued();
  }

  /** Everything a sign-up stores, written before the statement that stores it all or nothing. */
  function newSignup(
    signup: WaitlistSignup,
    extra: Pick<NewSignup, 'idempotencyKey' | 'attribution' | 'consent' | 'clientHash'> = {},
  ): NewSignup {
    const referralCode = newReferralCode();
    // The place is counted by that statement; the e-mail holds a marker no visitor can type.
    const placeMarker = `place-${randomUUID()}`;
    return { signup, referralCode, placeMarker, ...newLinks(signup, placeMarker, referralCode), ...extra };
  }

  /** The answer for a counted sign-up the checks stopped; null when it passed them. */
  function stoppedBy(screening: Screening): CountedSignUpOutcome | null {
    if (!screening.count) throw new Error('a counted sign-up was screened without its count');
    if (screening.outcome === 'limited') return { outcome: 'limited', count: screening.count };
    if (screening.outcome === 'refused') return { outcome: 'refused', count: screening.count, ...screening.decoy };
    return null;
  }

  async function standingOf(id: number): Promise<WaitlistStatus> {
    const standing = await deps.entries.standing(id, deps.referralBoost);
    if (!standing) throw AppError.notFound(WAITLIST_PLACE_MESSAGES.statusUnknown);
    return { ...standing, boost: deps.referralBoost };
  }

  const decideReferral = (entryId: number) => deps.runInTransaction((tx) => deps.referrals.decide(entryId, tx));

  async function confirmLinkOf(token: string) {
    const link = await deps.entries.findConfirmLink(hashLinkToken(token));
    if (!link) throw AppError.notFound(WAITLIST_PLACE_MESSAGES.linkUnknown);
    return link;
  }

  return {
    async signUp(signup) {
      const stored = await deps.entries.insert(newSignup(signup));
      if (!stored) throw AppError.conflict(WAITLIST_MESSAGES.duplicate);
      deps.onEmailQueued();
      const entry = await deps.entries.findById(stored.id);
      if (!entry) throw new Error(`waitlist entry ${stored.id} vanished after it was stored`);
      return entry;
    },

    async signUpCounted({ signup, limit, idempotencyKey, signals, attribution, consent, clientAddress }) {
      const client = clientHash(clientAddress, deps.consentKey);
      const screenInput = { email: signup.email, signals, limit, clientKey: client };
      if (checks.refusalOf(screenInput) !== null) {
        // A bot's or a throwaway address's: nothing of it is stored, its hit is counted alone.
        const stopped = stoppedBy(await checks.screen(screenInput, { limitLater: true }));
        if (stopped) return stopped;
        throw new Error('a refused sign-up passed the checks');
      }
      const request = newSignup(signup, {
        idempotencyKey,
        attribution,
        consent: storedConsent(consent, deps.consentKey),
        clientHash: client,
      });
      // The likely case, in one statement: the hit, the "This wasn't me" check and the entry.
      const result = await deps.entries.screenAndInsert(request, limit).catch(async (err: unknown) => {
        // Rolled back with the entry: the attempt counts all the same (and if that fails too, the
        // first failure is the one to answer).
        await deps.entries.screenHit(signup.email, client ?? null, limit).catch(() => undefined);
        throw err;
      });
      const stopped = stoppedBy(await checks.judge(screenInput, result, { limitLater: true }));
      if (stopped) return stopped;
      // A retry of a stored submission: the first answer again (its place now); its e-mail is already queued.
      if (result.replayedId !== null) {
        // The first try may have stored it and died before deciding its referral: deciding twice changes nothing.
        if (!deps.doubleOptIn && attribution?.ref) await decideReferral(result.replayedId);
        const standing = await standingOf(result.replayedId);
        return {
          outcome: 'created',
          id: result.replayedId,
          count: result.count,
          place: standing.place,
          referralCode: standing.referralCode,
          replayed: true,
        };
      }
      if (result.count.totalHits > limit.max) return { outcome: 'limited', count: result.count };
      if (result.stored === null) {
        await tellOwner(signup.email);
        return { outcome: 'duplicate', count: result.count };
      }
      deps.onEmailQueued();
      // Stored confirmed (no double opt-in): its referral is decided now, as a confirmation would.
      if (!deps.doubleOptIn && attribution?.ref) await decideReferral(result.stored.id);
      return {
        outcome: 'created',
        id: result.stored.id,
        count: result.count,
        place: result.stored.place,
        referralCode: request.referralCode,
      };
    },

    async get(id) {
      const entry = await deps.entries.findById(id);
      if (!entry) throw AppError.notFound('Waitlist entry not found');
      return entry;
    },

    async confirmLinkState(token) {
      const link = await confirmLinkOf(token);
      return { state: link.confirmed ? 'used' : link.expired ? 'expired' : 'ready' };
    },

    async confirm(token) {
      const link = await confirmLinkOf(token);
      // Pressing again, or on an older link, once the place is confirmed: the same answer.
      if (!link.confirmed && link.expired) throw AppError.gone(WAITLIST_PLACE_MESSAGES.linkExpired);
      // Confirmed and its referral decided together: a referral is never left undecided by a crash in between.
      const confirmedNow = link.confirmed
        ? false
        : await deps.runInTransaction(async (tx) => {
            const now = await deps.entries.confirm(link.entryId, hashLinkToken(token), tx);
            if (now) await deps.referrals.decide(link.entryId, tx);
            return now;
          });
      return { alreadyConfirmed: !confirmedNow, status: await standingOf(link.entryId) };
    },

    async sendConfirmLink(request) {
      const entryId =
        request.token !== undefined
          ? ((await deps.entries.findConfirmLink(hashLinkToken(request.token)))?.entryId ?? null)
          : await deps.entries.findUnconfirmedByEmail(request.email ?? '');
      if (entryId === null || !deps.doubleOptIn) return;
      const entry = await deps.entries.findById(entryId);
      if (!entry || entry.confirmedAt !== null) return;
      const standing = await standingOf(entryId);
      const { links, email } = newLinks(entry, String(standing.place), entry.referralCode);
      if (
        await deps.entries.issueLinks(
          entryId,
          links,
          { ...email, to: entry.email },
          NEW_LINK_QUIET_MINUTES,
          deps.resendCaps,
        )
      )
        deps.onEmailQueued();
    },

    async notMe(token, ip) {
      const tokenHash = hashLinkToken(token);
      const link = await deps.entries.findNotMeLink(tokenHash);
      if (!link) throw AppError.notFound(WAITLIST_PLACE_MESSAGES.notMeUnknown);
      // Its owner confirmed it: it is theirs, and they leave through unsubscribe or "Delete my data".
      if (link.confirmed) throw AppError.conflict(WAITLIST_PLACE_MESSAGES.notMeConfirmed);
      const outcome = await deps.eraseUnconfirmed(link.entryId, (tx) =>
        deps.entries.suppressNotMe(link.email, addressHash(ip, deps.consentKey), link.entryId, tokenHash, tx),
      );
      if (outcome === null) throw AppError.notFound(WAITLIST_PLACE_MESSAGES.notMeUnknown);
      if (outcome === 'paying') throw AppError.conflict(WAITLIST_PLACE_MESSAGES.notMeConfirmed);
      return { outcome: outcome === 'erased' ? 'removed' : 'already' };
    },

    async status(token) {
      const entryId = await deps.entries.findStatusLink(hashLinkToken(token));
      if (entryId === null) throw AppError.notFound(WAITLIST_PLACE_MESSAGES.statusUnknown);
      return standingOf(entryId);
    },
  };
}
