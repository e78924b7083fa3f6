import { z } from 'zod';

/** What became of a webhook event: `received` while it is being applied; `failed` keeps the error. */
export const STRIPE_EVENT_OUTCOMES = ['received', 'applied', 'stale', 'no-entry', 'ignored', 'failed'] as const;
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

export const STRIPE_EVENT_OUTCOME_LABELS: Record<StripeEventOutcome, string> = {
  received: 'Received',
  applied: 'Applied',
  stale: 'Ignored: older than what is known',
  'no-entry': 'Ignored: no matching entry',
  ignored: 'Ignored: not a payment event',
  failed: 'Failed',
};

export const STRIPE_EVENT_MESSAGES = {
  notFound: 'Stripe event not found',
  notReplayable: 'Only a failed event can be replayed.',
  loadFailed: 'Failed to load Stripe events. Please try again.',
} as const;

/** Stripe's event ids: `evt_` and letters, digits or underscores. */
export const stripeEventIdSchema = z.string().regex(/^evt_[A-Za-z0-9_]{1,200}$/, STRIPE_EVENT_MESSAGES.notFound);

export const stripeEventLogEntrySchema = z.object({
  eventId: z.string(),
  type: z.string(),
  occurredAt: z.string(),
  receivedAt: z.string(),
  lastAttemptAt: z.string(),
  /** Deliveries and replays of this event. */
  attempts: z.number().int(),
  outcome: z.enum(STRIPE_EVENT_OUTCOMES),
  error: z.string().nullable(),
  entryId: z.number().int().nullable(),
  entryEmail: z.string().nullable(),
});
export type StripeEventLogEntry = z.infer<typeof stripeEventLogEntrySchema>;

export const STRIPE_EVENT_PAGE_SIZE = 100;

export const stripeEventLogQuerySchema = z.object({
  outcome: z.enum(STRIPE_EVENT_OUTCOMES, { error: 'Unknown outcome' }).optional(),
  type: z
    .string()
    .trim()
    .max(100, 'Type must be at most 100 characters')
    .regex(/^[a-z_.]*$/, 'Type is letters, dots and underscores, e.g. invoice.paid')
    .optional()
    .transform((v) => v || undefined),
  /** Events received before this one (keyset paging, newest first). */
  before: stripeEventIdSchema.optional(),
});
export type StripeEventLogQuery = z.infer<typeof stripeEventLogQuerySchema>;

export const stripeEventLogPageSchema = z.object({
  events: z.array(stripeEventLogEntrySchema),
  nextBefore: z.string().nullable(),
});
export type StripeEventLogPage = z.infer<typeof stripeEventLogPageSchema>;
