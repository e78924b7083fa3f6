import { BRAND } from './values/brand';
import { z } from 'zod';

// The paths (PUBLIC_API_PATHS.listMail, .webhooks) are in values/public-api.ts: `List-Unsubscribe`
// names the one-click URL with `?token=`; Postmark's bounce and inbound webhooks use HTTP basic
// auth, and an inbound e-mail to `<local>+<unsubscribe token>@<domain>` unsubscribes its entry.

/**
 * What the product reads of Postmark's inbound JSON: the part of the address after `+`
 * (`MailboxHash`), which carries the token the list e-mail's header named. The sender's `From`
 * is not used: anyone can write any From, and a forged one must not unsubscribe a stranger.
 */
export const postmarkInboundSchema = z.object({ MailboxHash: z.string().max(200).optional() }).loose();

export const POSTMARK_WEBHOOK_MESSAGES = {
  unauthorized: 'Webhook credentials are missing or wrong',
  rateLimited: 'Too many failed webhook sign-ins from your network. Please wait a few minutes and try again.',
} as const;

export const UNSUBSCRIBE_MESSAGES = {
  title: 'Unsubscribe',
  intro: 'Stop Fresh Pouf announcements to this address? E-mails about a payment you made still arrive.',
  button: 'Unsubscribe',
  done: 'You are unsubscribed. We will not send you announcements again.',
  resubscribe: 'Subscribe again',
  resubscribed: 'Welcome back: you will hear from us at launch.',
  unknown: 'This unsubscribe link is not one we sent, or it was mistyped.',
  oneClickDone: 'Unsubscribed.',
  /** Instead of "Subscribe again" when the mail system, not the person, stopped our e-mails. */
  blocked: {
    'hard-bounce': `Our e-mails to this address bounced, so we stopped writing to it and cannot subscribe it again from here. If it works again, write to ${BRAND.contactEmail}.`,
    'spam-complaint': `An e-mail of ours to this address was marked as spam, so we stopped writing to it and cannot subscribe it again from here. To hear from us again, write to ${BRAND.contactEmail}.`,
    provider: `Our e-mail provider stopped delivery to this address, so we cannot subscribe it again from here. To hear from us again, write to ${BRAND.contactEmail}.`,
  } satisfies Record<SubscribeBlock, string>,
} as const;

/** An unsubscribe token: 43 base64url characters (a SHA-256). */
export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_MESSAGES.unknown);
export const unsubscribeRequestSchema = z.object({ token: unsubscribeTokenSchema });
/** core: unsubscribe by the token an inbound e-mail's address carried (a mail system may have changed its case). */
export const inboundUnsubscribeSchema = z.object({ mailboxHash: unsubscribeTokenSchema });
export const inboundUnsubscribeResultSchema = z.object({ unsubscribed: z.boolean() });
/** `erasureRequested`: the person asked for their data to be erased ("Delete my data"), and staff have not yet. */
/** Why an address gets no list mail that a press on "Subscribe again" cannot undo (the provider's word, not the person's). */
export const SUBSCRIBE_BLOCKS = ['hard-bounce', 'spam-complaint', 'provider'] as const;
export type SubscribeBlock = (typeof SUBSCRIBE_BLOCKS)[number];
export const unsubscribeStateSchema = z.object({
  subscribed: z.boolean(),
  erasureRequested: z.boolean().default(false),
  blocked: z.enum(SUBSCRIBE_BLOCKS).nullable().default(null),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

/** Why an address gets no list mail. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'hard-bounce', 'spam-complaint', 'provider'] as const;
export const suppressionSchema = z.object({ email: z.string().min(3).max(254), reason: z.enum(SUPPRESSION_REASONS) });
