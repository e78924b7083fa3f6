import { randomBytes, randomUUID } from 'node:crypto';
import {
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
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { RunInTransaction } from '../db/sequelize';
import { hashLinkToken } from '../email/link-tokens';
import type { ReferralDecider } from '../referrals/referrals.repository';
import { clientHash, storedConsent } from './consent';
import { type PlaceLinkOptions, placeLinks } from './place-links';
import { isThrowawayAddress } from './throwaway-address';
import type { NewSignup, RefusalReason, WaitlistRepository } from './waitlist.repository';

type CountedSignUp = Omit<WaitlistCountedSignUp, 'signup'> & { signup: WaitlistSignup };

export interface WaitlistServiceDeps extends PlaceLinkOptions {
  entries: WaitlistRepository;
  /** Called once an e-mail is committed to the outbox, so it can go out right away. */
  onEmailQueued(): void;
  /** A form sent sooner than this after it appeared was not filled in by a person. */
  minFillMs: number;
  /** Keys the hash of a consent's address: a bare hash of an IPv4 address is undone by trying them all. */
  consentKey: string;
  runInTransaction: RunInTransaction;
  /** Credits or holds a referral once the referred entry is confirmed (issue 22). */
  referrals: ReferralDecider;
}

export interface WaitlistService {
  signUp(signup: WaitlistSignup): Promise<WaitlistEntryRecord>;
  /** The address's hit and the sign-up together (the BFF's one call per sign-up). */
  signUpCounted(input: CountedSignUp): Promise<WaitlistCountedSignUpResult>;
  get(id: number): Promise<WaitlistEntryRecord>;
  confirmLinkState(token: string): Promise<ConfirmLinkState>;
  confirm(token: string): Promise<ConfirmResult>;
  sendConfirmLink(request: NewConfirmLinkRequest): Promise<void>;
  status(token: string): Promise<WaitlistStatus>;
}

/** A new confirm link is e-mailed at most this often per entry, however often it is asked for. */
const NEW_LINK_QUIET_MINUTES = 5;

/** 72 random bits, URL-safe, as migration 0014 gives entries stored without one. */
const newReferralCode = () => randomBytes(9).toString('base64url');

export function createWaitlistService(deps: WaitlistServiceDeps): WaitlistService {
  const newLinks = placeLinks(deps);

  /** Everything a sign-up stores, written before the statement that stores it all or nothing. */
  function newSignup(signup: WaitlistSignup, extra: Pick<NewSignup, 'idempotencyKey' | 'attribution' | 'consent' | 'clientHash'> = {}): NewSignup {
    const referralCode = newReferralCode();
    // The place is counted by that statement; the e-mail holds a marker no visitor can type.
    const placeMarker = `place-${randomUUID()}`;
    return { signup, referralCode, placeMarker, ...newLinks(signup, placeMarker, referralCode), ...extra };
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
      // A bot's sign-up is counted against the address and answered like a stored one, but
      // nothing of it is kept or sent; a person with a throwaway address is told why.
      const refusal: RefusalReason | null = signals?.website
        ? 'honeypot'
        : signals?.fillMs !== undefined && signals.fillMs < deps.minFillMs
          ? 'too-fast'
          : isThrowawayAddress(signup.email)
            ? 'throwaway'
            : null;
      if (refusal) {
        const count = await deps.entries.countHit(limit);
        if (count.totalHits > limit.max) return { outcome: 'limited', count };
        await deps.entries.recordRefusal(refusal);
        if (refusal !== 'throwaway') return { outcome: 'refused', count };
        throw AppError.badRequest(WAITLIST_MESSAGES.throwaway, { email: [WAITLIST_MESSAGES.throwaway] });
      }
      const request = newSignup(signup, {
        idempotencyKey,
        attribution,
        consent: storedConsent(consent, deps.consentKey),
        clientHash: clientHash(clientAddress, deps.consentKey),
      });
      const result = await deps.entries.insertCounted(request, limit);
      // A retry of a stored submission: the first answer again (its place now); its e-mail is already queued.
      if (result.replayedId !== null) {
        // The first try may have stored it and died before deciding its referral: deciding twice changes nothing.
        if (!deps.doubleOptIn && attribution?.ref) await decideReferral(result.replayedId);
        const standing = await standingOf(result.replayedId);
        return { outcome: 'created', id: result.replayedId, count: result.count, place: standing.place, referralCode: standing.referralCode };
      }
      if (result.limited) return { outcome: 'limited', count: result.count };
      if (result.stored === null) return { outcome: 'duplicate', count: result.count };
      deps.onEmailQueued();
      // Stored confirmed (no double opt-in): its referral is decided now, as a confirmation would.
      if (!deps.doubleOptIn && attribution?.ref) await decideReferral(result.stored.id);
      return { outcome: 'created', id: result.stored.id, count: result.count, place: result.stored.place, referralCode: request.referralCode };
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
      if (await deps.entries.issueLinks(entryId, links, { ...email, to: entry.email }, NEW_LINK_QUIET_MINUTES)) deps.onEmailQueued();
    },

    async status(token) {
      const entryId = await deps.entries.findStatusLink(hashLinkToken(token));
      if (entryId === null) throw AppError.notFound(WAITLIST_PLACE_MESSAGES.statusUnknown);
      return standingOf(entryId);
    },
  };
}
