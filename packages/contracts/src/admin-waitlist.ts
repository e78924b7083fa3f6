import { z } from 'zod';
import { MAX_STORED_ID } from './ids';
import { priceAlertSchema, subscriptionCountsSchema, subscriptionStatusSchema } from './subscription';

/**
 * Where sign-ups came from, grouped as staff read them (`describeSource()`'s order: a utm
 * campaign first, then a referral link, then the referring site; nothing is "direct"). The
 * biggest groups each get a row; the rest are summed in one 'other' row.
 */
export const SOURCE_KINDS = ['campaign', 'referral', 'referrer', 'direct', 'other'] as const;
export const adminSourceRowSchema = z.object({
  kind: z.enum(SOURCE_KINDS),
  /** "newsletter / email / launch", "news.example.com"; empty for referral, direct and other. */
  label: z.string(),
  count: z.number().int(),
  confirmed: z.number().int(),
  paid: z.number().int(),
});
export type AdminSourceRow = z.infer<typeof adminSourceRowSchema>;
/** Rows of the sources table before the rest are summed as 'other'. */
export const ADMIN_SOURCES_MAX_ROWS = 20;

/** Stats (docs/product/data-model.md#stats), counted by the database. */
export const adminStatsSchema = z.object({
  totalCount: z.number().int(),
  earlyBirdCount: z.number().int(),
  paidCount: z.number().int(),
  familyPlanCount: z.number().int(),
  planBreakdown: z.array(z.object({ plan: z.string(), count: z.number().int() })),
  /** Paying customers by their subscription's state. */
  subscriptions: subscriptionCountsSchema,
  /** Entries whose invoices would charge other than the locked price, newest first (at most 20). */
  priceAlerts: z.array(priceAlertSchema),
  /** Sign-ups refused in the last 30 days, by reason: nothing else of them is kept. */
  refusedSignUps: z.object({ throwaway: z.number().int(), honeypot: z.number().int(), tooFast: z.number().int() }),
  /** Entries whose owner opened the e-mailed link, and those still waiting to. */
  confirmedCount: z.number().int(),
  unconfirmedCount: z.number().int(),
  /** All time, biggest first. */
  sources: z.array(adminSourceRowSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Admin waitlist entry (docs/product/data-model.md#admin-waitlist-entry); joinDate is when the entry was stored (ISO date/time). */
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
  /** When the owner confirmed the address (ISO), or null while not confirmed yet. */
  confirmedAt: z.string().nullable(),
  /** Place in line now, referral boosts counted (1 is the front). */
  position: z.number().int(),
  /** Confirmed sign-ups this entry's referral link brought. */
  referrals: z.number().int(),
  /** The Privacy Policy version the person accepted, and when (ISO); null when none was recorded. */
  privacyVersion: z.string().nullable(),
  privacyAcceptedAt: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const ADMIN_WAITLIST_PAGE_SIZE = 500;
export const ADMIN_WAITLIST_MAX_PAGE_SIZE = 1000;

export const ADMIN_WAITLIST_SEARCH_MAX_LENGTH = 200;

/**
 * One page, newest first; `before` asks for entries older than that id (keyset paging); `q` keeps
 * only the entries whose full name, e-mail address or plan contain it, in any case (blank: everyone).
 */
export const adminWaitlistQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_WAITLIST_MAX_PAGE_SIZE).default(ADMIN_WAITLIST_PAGE_SIZE),
  before: z.coerce.number().int().positive().max(MAX_STORED_ID).optional(),
  q: z
    .string()
    .max(ADMIN_WAITLIST_SEARCH_MAX_LENGTH, { error: `Search at most ${ADMIN_WAITLIST_SEARCH_MAX_LENGTH} characters` })
    // Trimmed only: the database lower-cases the search as it lower-cases what it searches, so
    // both sides agree (JavaScript's toLowerCase() writes a final sigma where PostgreSQL does not).
    .transform((q) => q.trim() || undefined)
    .optional(),
});
export type AdminWaitlistQuery = z.infer<typeof adminWaitlistQuerySchema>;

export const adminWaitlistPageSchema = z.object({
  entries: z.array(adminWaitlistEntrySchema),
  /** Every entry on the list, whatever the search. */
  total: z.number().int(),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AdminWaitlistPage = z.infer<typeof adminWaitlistPageSchema>;

/** The sign-up funnel's window: the Overview switches between these. */
export const FUNNEL_DAYS = [30, 90] as const;
export type FunnelDays = (typeof FUNNEL_DAYS)[number];

export const adminFunnelQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(30), z.literal(90)], { error: 'Days must be 30 or 90' }))
    .default(30),
});
export type AdminFunnelQuery = z.infer<typeof adminFunnelQuerySchema>;

/** One UTC day of sign-ups, each counted by the day it joined; what those entries have done since. */
export const adminFunnelDaySchema = z.object({
  /** yyyy-MM-dd (UTC). */
  day: z.string(),
  signUps: z.number().int(),
  confirmed: z.number().int(),
  earlyBird: z.number().int(),
  paid: z.number().int(),
});
export type AdminFunnelDay = z.infer<typeof adminFunnelDaySchema>;

/** Every day of the window, oldest first, today (UTC) last; a day without sign-ups is zeros. */
export const adminFunnelSchema = z.object({
  days: z.union([z.literal(30), z.literal(90)]),
  daily: z.array(adminFunnelDaySchema),
});
export type AdminFunnel = z.infer<typeof adminFunnelSchema>;
