import { z } from 'zod';
import { UNKNOWN_ENTRY_ID } from './ids';
import { lineText } from './text';
import { emailSchema } from './waitlist';

/** Stripe's subscription statuses, as the product keeps them for each paying entry. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * A stored or received status as one of ours; null for none, or for one the product does not
 * know. Null is answered first: most entries have no subscription, and a failed parse builds an
 * error (about 2 µs; a 500-entry page of the staff list paid about 1 ms of core's CPU for them).
 */
export function subscriptionStatusOf(value: string | null | undefined): SubscriptionStatus | null {
  return value == null ? null : (subscriptionStatusSchema.safeParse(value).data ?? null);
}

/** How staff read a status (the admin waitlist, the CSV, the dashboard). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired before payment',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

/** "Active, cancels on Mar 4, 2027": a status with its pending cancellation, if any. */
export function describeSubscription(status: SubscriptionStatus | null, cancelAt: string | null): string {
  if (!status) return '';
  const label = SUBSCRIPTION_STATUS_LABELS[status];
  if (!cancelAt || status === 'canceled') return label;
  const date = new Date(cancelAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${label}, cancels on ${date}`;
}

/** Paying customers by state, for the dashboard. */
export const subscriptionCountsSchema = z.object({
  active: z.number().int(),
  pastDue: z.number().int(),
  cancelAtPeriodEnd: z.number().int(),
  canceled: z.number().int(),
  incomplete: z.number().int(),
});
export type SubscriptionCounts = z.infer<typeof subscriptionCountsSchema>;

/** An invoice that would charge other than the price locked for the entry. */
export const priceAlertSchema = z.object({
  entryId: z.number().int(),
  email: z.string(),
  detail: z.string(),
  at: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/**
 * An admin has seen a price alert and says why it may stand: the alert clears, the
 * note goes to the audit log. Stripe's price matching the lock again clears it too.
 */
export const PRICE_ALERT_MESSAGES = {
  acknowledge: 'Acknowledge',
  noteLabel: 'Note for the audit log',
  noteRequired: 'Please write a note: what was done about this price',
  noteTooLong: 'Please keep the note under 500 characters',
  save: 'Acknowledge with this note',
  saving: 'Saving...',
  acknowledged: 'Price alert acknowledged. The same price will not raise it again; another one will.',
  noAlert: 'This entry has no open price alert.',
  entryNotFound: UNKNOWN_ENTRY_ID,
} as const;
export const PRICE_ALERT_NOTE_MAX = 500;
export const priceAlertAcknowledgementSchema = z.object({
  note: lineText('The note', PRICE_ALERT_MESSAGES.noteRequired, { letter: false })
    .trim()
    .min(1, PRICE_ALERT_MESSAGES.noteRequired)
    .max(PRICE_ALERT_NOTE_MAX, PRICE_ALERT_MESSAGES.noteTooLong),
});
export type PriceAlertAcknowledgement = z.infer<typeof priceAlertAcknowledgementSchema>;
export const priceAlertAcknowledgedSchema = z.object({
  entryId: z.number().int(),
  priceCents: z.number().int().nullable(),
});
export type PriceAlertAcknowledged = z.infer<typeof priceAlertAcknowledgedSchema>;

export const BILLING_MESSAGES = {
  linkUnknown: 'This link to manage your subscription is not valid.',
  linkExpired: 'This link to manage your subscription has expired.',
  portalUnavailable: 'Managing subscriptions is not available right now. Please try again later.',
  /** The same answer whatever the address: whether it has a subscription is told only to its inbox. */
  linkSent: 'If that address has a Fresh Pouf subscription, a link to manage it is on its way. It works for 7 days.',
  rateLimited: 'Too many requests from your network. Please wait a few minutes and try again.',
  manage: 'Manage your subscription',
  manageIntro:
    "Change your card, see your invoices or cancel in our payment provider Stripe's customer portal. Enter the e-mail address you subscribed with and we will send you a link to it.",
  sendLink: 'Send me a link',
  sending: 'Sending...',
  linkSentTitle: 'Check your inbox',
  openingPortal: 'Opening...',
  portalFailedTitle: 'Could not open your subscription',
} as const;

/** What /manage-subscription says when an e-mailed link could not open. */
export const PORTAL_LINK_PROBLEM_MESSAGES = {
  invalid: BILLING_MESSAGES.linkUnknown,
  expired: BILLING_MESSAGES.linkExpired,
  unavailable: BILLING_MESSAGES.portalUnavailable,
} as const;

/** From /success: a portal session for the payment just made (its client secret is the proof). */
export const portalSessionResponseSchema = z.object({ url: z.url() });
export type PortalSessionResponse = z.infer<typeof portalSessionResponseSchema>;

/** The site's page for subscribers: ask for a link; says why an e-mailed link did not open. */
export const MANAGE_SUBSCRIPTION_PATH = '/manage-subscription';
/** Why an e-mailed link did not open, as `?link=` on that page. */
export const PORTAL_LINK_PROBLEMS = ['invalid', 'expired', 'unavailable'] as const;
export type PortalLinkProblem = (typeof PORTAL_LINK_PROBLEMS)[number];

export const portalLinkRequestSchema = z.object({ email: emailSchema });
export type PortalLinkRequest = z.infer<typeof portalLinkRequestSchema>;

/** How long the link to the customer portal in an e-mail works. */
export const PORTAL_LINK_TTL_DAYS = 7;
