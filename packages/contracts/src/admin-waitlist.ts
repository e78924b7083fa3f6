import { z } from 'zod';
import { MAX_STORED_ID } from './ids';
import { priceAlertSchema, subscriptionCountsSchema, subscriptionStatusSchema } from './subscription';

/** Stats (spec section 3), counted by the database. */
export const adminStatsSchema = z.object({
  totalCount: z.number().int(),
  earlyBirdCount: z.number().int(),
  paidCount: z.number().int(),
  familyPlanCount: z.number().int(),
  planBreakdown: z.array(z.object({ plan: z.string(), count: z.number().int() })),
  /** Paying customers by their subscription's state (issue 15). */
  subscriptions: subscriptionCountsSchema,
  /** Entries whose invoices would charge other than the locked price, newest first (at most 20). */
  priceAlerts: z.array(priceAlertSchema),
  /** Sign-ups refused in the last 30 days, by reason (issue 13): nothing else of them is kept. */
  refusedSignUps: z.object({ throwaway: z.number().int(), honeypot: z.number().int(), tooFast: z.number().int() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Admin waitlist entry (spec section 3); joinDate is when the entry was stored (ISO date/time). */
export const adminWaitlistEntrySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  plan: z.string(),
  isFamily: z.boolean(),
  numberOfPoufs: z.number().int(),
  joinDate: z.string(),
  paymentMade: z.boolean(),
  earlyBird: z.boolean(),
  /** Stripe's status of the entry's subscription; null before any payment news. */
  subscriptionStatus: subscriptionStatusSchema.nullable(),
  /** When a pending cancellation takes effect (ISO), or null. */
  cancelAt: z.string().nullable(),
  /** Why an invoice for this entry was flagged against the locked price, or null. */
  priceAlert: z.string().nullable(),
  /** Where the sign-up came from, in a few words (first touch), or null for a direct visit. */
  source: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const ADMIN_WAITLIST_PAGE_SIZE = 500;
export const ADMIN_WAITLIST_MAX_PAGE_SIZE = 1000;

/** One page, newest first; `before` asks for entries older than that id (keyset paging). */
export const adminWaitlistQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_WAITLIST_MAX_PAGE_SIZE).default(ADMIN_WAITLIST_PAGE_SIZE),
  before: z.coerce.number().int().positive().max(MAX_STORED_ID).optional(),
});
export type AdminWaitlistQuery = z.infer<typeof adminWaitlistQuerySchema>;

export const adminWaitlistPageSchema = z.object({
  entries: z.array(adminWaitlistEntrySchema),
  total: z.number().int(),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AdminWaitlistPage = z.infer<typeof adminWaitlistPageSchema>;
