import { z } from 'zod';
import {
  FREQUENCIES,
  MAX_POUFS,
  MIN_POUFS,
  PLAN_IDS,
  resolvePlanChoice,
  type PlanChoice,
} from '@fresh-pouf/contracts/values';
import { joinDateSchema, lineText } from './text';

export const WAITLIST_MESSAGES = {
  email: 'Please enter a valid email address',
  fullName: 'Please enter your full name',
  joinDate: 'Join date is required',
  joinDateFormat: 'Join date must be a date in the form yyyy-MM-dd',
  plan: 'Please choose a plan',
  numberOfPoufs: `Number of poufs must be between ${MIN_POUFS} and ${MAX_POUFS}`,
  frequency: 'Please choose a delivery frequency',
  duplicate: 'This email address is already on the waitlist.',
  created: "You've been added to our waitlist!",
  rateLimited: 'Too many sign-ups from your network. Please wait a few minutes and try again.',
  throwaway: 'Please use a permanent email address: throwaway addresses cannot receive our launch news.',
} as const;

/**
 * Bot checks the form carries: a field people never see, and how long the form was
 * open. They travel as headers, so the sign-up's body stays the waitlist call's eight fields.
 */
export const SIGNUP_SIGNAL_HEADERS = {
  /** "1" when the hidden field was filled in. */
  website: 'x-signup-website',
  fillMs: 'x-signup-fill-ms',
} as const;
export const signupBotSignalsSchema = z.object({
  /** Hidden from people; a bot that fills every field fills it. */
  website: z.string().max(500).optional(),
  /** Milliseconds between the form's first render and its submission. */
  fillMs: z.number().int().nonnegative().max(86_400_000).optional(),
});
export type SignupBotSignals = z.infer<typeof signupBotSignalsSchema>;

export const emailSchema = z
  .string({ error: WAITLIST_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, WAITLIST_MESSAGES.email)
  .pipe(z.email({ error: WAITLIST_MESSAGES.email }));

export const fullNameSchema = lineText('Full name', WAITLIST_MESSAGES.fullName)
  .trim()
  .min(2, WAITLIST_MESSAGES.fullName)
  .max(120, 'Full name must be at most 120 characters');

export const planIdFieldSchema = z.enum(PLAN_IDS, { error: WAITLIST_MESSAGES.plan });
export const poufCountSchema = z
  .number({ error: WAITLIST_MESSAGES.numberOfPoufs })
  .int(WAITLIST_MESSAGES.numberOfPoufs)
  .min(MIN_POUFS, WAITLIST_MESSAGES.numberOfPoufs)
  .max(MAX_POUFS, WAITLIST_MESSAGES.numberOfPoufs);
export const frequencyFieldSchema = z.enum(FREQUENCIES, { error: WAITLIST_MESSAGES.frequency });

/** A plan choice as sign-ups and checkouts send it (before resolvePlanChoice). */
export const planChoiceSchema = z.object({
  plan: planIdFieldSchema,
  numberOfPoufs: poufCountSchema,
  frequency: frequencyFieldSchema,
});

/** The waitlist entry of docs/product/landing-and-waitlist.md#waitlist-validation, every field with its default. */
export const waitlistEntrySchema = z.object({
  email: emailSchema,
  fullName: fullNameSchema,
  plan: planIdFieldSchema,
  joinDate: joinDateSchema,
  numberOfPoufs: poufCountSchema.default(1),
  frequency: frequencyFieldSchema.default('monthly'),
  earlyBird: z.boolean().default(false),
  hasEarlyBirdDiscount: z.boolean().default(false),
  paymentMade: z.boolean().default(false),
  isFamily: z.boolean().default(false),
  paymentMethod: z.string().optional(),
  paymentAmount: z.string().optional(),
  paymentDate: z.string().optional(),
  stripeCustomerId: z.string().optional(),
  stripeSubscriptionId: z.string().optional(),
  stripePaymentIntentId: z.string().optional(),
  makePayment: z.boolean().optional(),
});
export type WaitlistEntryInput = z.input<typeof waitlistEntrySchema>;
export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;

/** The client-side form check: same rules, same messages. */
export const waitlistFormSchema = waitlistEntrySchema;

/**
 * What a visitor may send to POST /api/waitlist. Fields a visitor must not set
 * (payment state, discount, provider ids) are not in it, so parsing strips them.
 */
export const waitlistSignupSchema = waitlistEntrySchema
  .pick({
    email: true,
    fullName: true,
    plan: true,
    joinDate: true,
    numberOfPoufs: true,
    frequency: true,
    earlyBird: true,
    isFamily: true,
  })
  .transform(normalizeSignup);
export type WaitlistSignupInput = z.input<typeof waitlistSignupSchema>;
export type WaitlistSignup = z.output<typeof waitlistSignupSchema>;

/** A sign-up with its plan choice resolved (see resolvePlanChoice), whatever the browser sent. */
export function normalizeSignup<T extends PlanChoice & { isFamily: boolean }>(input: T): T {
  return { ...input, ...resolvePlanChoice(input) };
}

/** A stored entry as the internal API returns it. */
export const waitlistEntryRecordSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  plan: z.string(),
  joinDate: z.string(),
  earlyBird: z.boolean(),
  hasEarlyBirdDiscount: z.boolean(),
  paymentMade: z.boolean(),
  paymentMethod: z.string().nullable(),
  paymentAmount: z.string().nullable(),
  paymentDate: z.string().nullable(),
  isFamily: z.boolean(),
  numberOfPoufs: z.number().int(),
  frequency: z.string(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  referralCode: z.string(),
  /** When its owner confirmed it from the e-mailed link; null until then. */
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WaitlistEntryRecord = z.infer<typeof waitlistEntryRecordSchema>;

/** Body of a successful POST /api/waitlist (201): the spec's id and message, and the new entry's place in line and referral code. */
export const waitlistCreatedResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  place: z.number().int().positive().optional(),
  referralCode: z.string().optional(),
});
export type WaitlistCreatedResponse = z.infer<typeof waitlistCreatedResponseSchema>;
