import { z } from 'zod';
import { attributionSchema } from '../attribution';
import { clientAddressSchema, consentSchema } from '../legal';
import { idempotencyKeySchema } from '../idempotency';
import { signupBotSignalsSchema, waitlistEntryRecordSchema, waitlistSignupSchema } from '../waitlist';
import {
  confirmLinkStateSchema,
  confirmResultSchema,
  newConfirmLinkRequestSchema,
  notMeResultSchema,
  waitlistLinkQuerySchema,
  waitlistLinkTokenSchema,
  waitlistStatusSchema,
} from '../waitlist-place';
import { appliedRateLimitSchema, rateLimitCountSchema } from './rate-limit';
import { CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';

/** What comes with every sign-up (the waitlist's and an Early Bird checkout's) besides what was typed. */
export const signUpContextShape = {
  /** What the form said of itself; core decides whether a person sent it. */
  signals: signupBotSignalsSchema.optional(),
  /** Where the visit came from (first touch), stored with the entry. */
  attribution: attributionSchema.optional(),
  /** The privacy-policy version the visitor accepted, and from where. */
  consent: consentSchema.optional(),
  clientAddress: clientAddressSchema.optional(),
};

/** A sign-up counted against its per-address limit (the waitlist-signup policy): at most `max` hits per window may store. */
export const waitlistCountedSignUpSchema = z.object({
  limit: appliedRateLimitSchema,
  signup: waitlistSignupSchema,
  /** The browser's name for this submission: a retry with it is answered as the first try was. */
  idempotencyKey: idempotencyKeySchema.optional(),
  ...signUpContextShape,
});
export type WaitlistCountedSignUp = z.input<typeof waitlistCountedSignUpSchema>;

/** What became of a counted sign-up; `count` is the key's count after this hit (for the BFF's rate-limit headers). */
export const waitlistCountedSignUpResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('created'),
    id: z.number().int(),
    count: rateLimitCountSchema,
    /** The new entry's place in line when it was stored, and its referral code. */
    place: z.number().int().positive(),
    referralCode: z.string(),
  }),
  z.object({ outcome: z.literal('duplicate'), count: rateLimitCountSchema }),
  z.object({ outcome: z.literal('limited'), count: rateLimitCountSchema }),
  /**
   * A bot's sign-up (or one for an address whose owner said "This wasn't me"): nothing stored or
   * sent; the BFF answers with this decoy as if it were stored: an id drawn from the entries' own
   * sequence and the place the next entry would get, so it cannot be told from a real answer.
   */
  z.object({
    outcome: z.literal('refused'),
    count: rateLimitCountSchema,
    id: z.number().int(),
    place: z.number().int().positive(),
    referralCode: z.string(),
  }),
]);
export type WaitlistCountedSignUpResult = z.infer<typeof waitlistCountedSignUpResultSchema>;

/** "This wasn't me" pressed: the e-mailed token, and the client address (kept only as a keyed hash). */
export const notMeRequestSchema = z.object({ token: waitlistLinkTokenSchema, ip: z.string().max(100) });

/** Sign-ups: the entry and its confirmation e-mail are stored together. */
export const coreWaitlistApi = {
  signUp: coreRoute({
    method: 'POST',
    path: '/internal/waitlist-entries',
    body: waitlistSignupSchema,
    status: 201,
    response: waitlistEntryRecordSchema,
    passThrough: [400, 409],
    failureMessage: CORE_FAILURE_MESSAGES.signUp,
  }),
  /**
   * The sign-up path in one call: counts the address's hit and, within the limit, stores the
   * entry and its confirmation e-mail (one statement, so one transaction). Over the limit or a
   * duplicate address stores nothing; the hit counts in every case, as a separate limiter did.
   */
  signUpCounted: coreRoute({
    method: 'POST',
    path: '/internal/waitlist-entries/counted',
    body: waitlistCountedSignUpSchema,
    status: 200,
    response: waitlistCountedSignUpResultSchema,
    passThrough: [400],
    failureMessage: CORE_FAILURE_MESSAGES.signUp,
  }),
  get: coreRoute({
    method: 'GET',
    path: '/internal/waitlist-entries/:id',
    ...idParams(WAITLIST_ENTRY_NOT_FOUND),
    status: 200,
    response: waitlistEntryRecordSchema,
    passThrough: [404],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
  /** What an e-mailed confirm link is (the token travels in the body, never in a logged path): 404 for one we never sent. */
  confirmLinkState: coreRoute({
    method: 'POST',
    path: '/internal/waitlist/confirm-links/state',
    body: waitlistLinkQuerySchema,
    status: 200,
    response: confirmLinkStateSchema,
    passThrough: [400, 404],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
  /** Confirms the link's entry (again: the same answer); 404 unknown, 410 expired before it was used. */
  confirm: coreRoute({
    method: 'POST',
    path: '/internal/waitlist/confirm-links/confirm',
    body: waitlistLinkQuerySchema,
    status: 200,
    response: confirmResultSchema,
    passThrough: [400, 404, 410],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
  /** E-mails a new confirm link to an entry still to be confirmed (at most one per 5 minutes); answers the same either way. */
  sendConfirmLink: coreRoute({
    method: 'POST',
    path: '/internal/waitlist/confirm-links',
    body: newConfirmLinkRequestSchema,
    status: 204,
    response: null,
    passThrough: [400],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
  /**
   * "This wasn't me": erases the unconfirmed entry the token names and stops every e-mail to its
   * address until the same person signs up again; 404 unknown, 409 once the entry is confirmed.
   */
  notMe: coreRoute({
    method: 'POST',
    path: '/internal/waitlist/not-me',
    body: notMeRequestSchema,
    status: 200,
    response: notMeResultSchema,
    passThrough: [400, 404, 409],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
  /** The place of the entry an e-mailed status link names; 404 for one we never sent. */
  status: coreRoute({
    method: 'POST',
    path: '/internal/waitlist/status',
    body: waitlistLinkQuerySchema,
    status: 200,
    response: waitlistStatusSchema,
    passThrough: [400, 404],
    failureMessage: CORE_FAILURE_MESSAGES.unavailable,
  }),
};
