import { z } from 'zod';
import { attributionSchema } from '../attribution';
import { idempotencyKeySchema } from '../idempotency';
import { signupBotSignalsSchema, waitlistEntryRecordSchema, waitlistSignupSchema } from '../waitlist';
import { rateLimitCountSchema, rateLimitHitSchema } from './rate-limit';
import { CORE_FAILURE_MESSAGES, coreRoute, idParams } from './route';

export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';

/** A sign-up counted against a shared per-address limit: the hit, and at most `max` hits per window may store. */
export const waitlistCountedSignUpSchema = z.object({
  limit: rateLimitHitSchema.extend({ max: z.number().int().positive() }),
  signup: waitlistSignupSchema,
  /** The browser's name for this submission: a retry with it is answered as the first try was. */
  idempotencyKey: idempotencyKeySchema.optional(),
  /** What the form said of itself; core decides whether a person sent it. */
  signals: signupBotSignalsSchema.optional(),
  /** Where the visit came from (first touch), stored with the entry. */
  attribution: attributionSchema.optional(),
});
export type WaitlistCountedSignUp = z.input<typeof waitlistCountedSignUpSchema>;

/** What became of a counted sign-up; `count` is the key's count after this hit (for the BFF's rate-limit headers). */
export const waitlistCountedSignUpResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('created'), id: z.number().int(), count: rateLimitCountSchema }),
  z.object({ outcome: z.literal('duplicate'), count: rateLimitCountSchema }),
  z.object({ outcome: z.literal('limited'), count: rateLimitCountSchema }),
  /** A bot's sign-up: nothing stored or sent; the BFF answers as if it were stored. */
  z.object({ outcome: z.literal('refused'), count: rateLimitCountSchema }),
]);
export type WaitlistCountedSignUpResult = z.infer<typeof waitlistCountedSignUpResultSchema>;

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
};
