import { z } from 'zod';

/**
 * What became of an e-mail to a waitlist entry, as staff read it: waiting in the outbox
 * ('queued'), handed to the provider ('sent'), given up after its retries ('failed'), sent and
 * then reported back as a hard bounce ('bounced'), or never sent because the address stopped
 * taking mail first ('cancelled').
 */
export const ENTRY_EMAIL_STATUSES = ['queued', 'sent', 'failed', 'bounced', 'cancelled'] as const;
export type EntryEmailStatus = (typeof ENTRY_EMAIL_STATUSES)[number];

/** The newest this many e-mails of an entry are listed (announcements add up over time). */
export const ENTRY_EMAILS_LIMIT = 50;

/** One e-mail to an entry: which e-mail it was and what became of it; never its text. */
export const entryEmailSchema = z.object({
  /** The template it was written from (`waitlist-confirmation`, `announcement`, ...). */
  kind: z.string(),
  /** Postmark's stream: transactional ('outbound') or list mail ('broadcast'). */
  stream: z.enum(['outbound', 'broadcast']),
  status: z.enum(ENTRY_EMAIL_STATUSES),
  /** When it was queued, and when the provider took it (null until then). */
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EntryEmail = z.infer<typeof entryEmailSchema>;

/** An entry's e-mails, newest first (at most ENTRY_EMAILS_LIMIT), and how many there are in all. */
export const entryEmailsSchema = z.object({
  emails: z.array(entryEmailSchema).max(ENTRY_EMAILS_LIMIT),
  total: z.number().int().nonnegative(),
});
export type EntryEmails = z.infer<typeof entryEmailsSchema>;

/** What the staff screen calls each template; a kind not named here is shown as it is stored. */
export const ENTRY_EMAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  'waitlist-confirmation': 'Confirm your place',
  'waitlist-already-listed': 'Already on the list',
  'early-bird-payment-confirmation': 'Early Bird payment received',
  'early-bird-checkout-link': 'Early Bird checkout link',
  'early-bird-already-subscribed': 'Already subscribed',
  'subscription-payment-failed': 'Payment failed',
  'subscription-ended': 'Subscription ended',
  'subscription-portal-link': 'Manage subscription link',
  announcement: 'Announcement',
};

export const ENTRY_EMAIL_STATUS_LABELS: Readonly<Record<EntryEmailStatus, string>> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  bounced: 'Bounced',
  cancelled: 'Not sent',
};
