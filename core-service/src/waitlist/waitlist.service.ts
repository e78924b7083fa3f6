import {
  WAITLIST_MESSAGES,
  type WaitlistCountedSignUp,
  type WaitlistCountedSignUpResult,
  type WaitlistEntryRecord,
  type WaitlistSignup,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import type { RunInTransaction } from '../db/sequelize';
import type { EmailOutboxRepository } from '../email/email-outbox.repository';
import { displayName } from '../email/display-name';
import { isThrowawayAddress } from './throwaway-address';
import { renderWaitlistConfirmation, WAITLIST_CONFIRMATION_KIND } from './waitlist-email';
import type { RefusalReason, WaitlistRepository } from './waitlist.repository';

type CountedSignUp = Omit<WaitlistCountedSignUp, 'signup'> & { signup: WaitlistSignup };

export interface WaitlistServiceDeps {
  entries: WaitlistRepository;
  outbox: EmailOutboxRepository;
  runInTransaction: RunInTransaction;
  siteUrl: string;
  /** Called once an e-mail is committed to the outbox, so it can go out right away. */
  onEmailQueued(): void;
  /** A form sent sooner than this after it appeared was not filled in by a person. */
  minFillMs: number;
}

export interface WaitlistService {
  signUp(signup: WaitlistSignup): Promise<WaitlistEntryRecord>;
  /** The address's hit and the sign-up together (the BFF's one call per sign-up). */
  signUpCounted(input: CountedSignUp): Promise<WaitlistCountedSignUpResult>;
  get(id: number): Promise<WaitlistEntryRecord>;
}

export function createWaitlistService(deps: WaitlistServiceDeps): WaitlistService {
  return {
    async signUp(signup) {
      // Entry and confirmation e-mail commit together: no entry without its e-mail, and no
      // e-mail for an entry that was rolled back.
      const entry = await deps.runInTransaction(async (tx) => {
        const created = await deps.entries.insert(signup, tx);
        if (!created) throw AppError.conflict(WAITLIST_MESSAGES.duplicate);
        const email = renderWaitlistConfirmation(created, deps.siteUrl);
        await deps.outbox.enqueue(
          { kind: WAITLIST_CONFIRMATION_KIND, to: created.email, toName: displayName(created.fullName), ...email },
          tx,
        );
        return created;
      });
      deps.onEmailQueued();
      return entry;
    },

    async signUpCounted({ signup, limit, idempotencyKey, signals, attribution }) {
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
      // Rendered before the statement: the e-mail goes in with the entry or not at all.
      const email = renderWaitlistConfirmation(signup, deps.siteUrl);
      const stored = await deps.entries.insertCounted(
        signup,
        { kind: WAITLIST_CONFIRMATION_KIND, toName: displayName(signup.fullName), ...email },
        limit,
        idempotencyKey,
        attribution,
      );
      // A retry of a stored submission: the first answer again; its e-mail is already queued.
      if (stored.replayed && stored.id !== null) return { outcome: 'created', id: stored.id, count: stored.count };
      if (stored.limited) return { outcome: 'limited', count: stored.count };
      if (stored.id === null) return { outcome: 'duplicate', count: stored.count };
      deps.onEmailQueued();
      return { outcome: 'created', id: stored.id, count: stored.count };
    },

    async get(id) {
      const entry = await deps.entries.findById(id);
      if (!entry) throw AppError.notFound('Waitlist entry not found');
      return entry;
    },
  };
}
