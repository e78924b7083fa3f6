import { z } from 'zod';
import { formatCount, REFERRAL_PARAM } from '@fresh-pouf/contracts/values';
import { emailSchema } from './waitlist';

export const referralLink = (siteUrl: string, code: string) =>
  `${siteUrl.replace(/\/+$/, '')}/?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;

export const WAITLIST_PLACE_MESSAGES = {
  confirmTitle: 'Confirm your place',
  confirmIntro: 'One click and your place on the Fresh Pouf waitlist is yours.',
  confirmButton: 'Confirm my place',
  confirming: 'Confirming...',
  confirmed: 'Your place is confirmed!',
  /** The confirm page's heading once the place is confirmed: it no longer asks for it. */
  confirmedTitle: 'Place confirmed',
  alreadyConfirmed: 'This link was already used: your place is confirmed.',
  linkUnknown: 'This confirm link is not one we sent, or it was mistyped.',
  linkExpired: 'This confirm link has expired.',
  statusUnknown: 'This status link is not one we sent, or it was mistyped.',
  newLink: 'Send me a new link',
  newLinkEmailLabel: 'Your e-mail address',
  /** The same answer whatever the address: whether it is on the list is told only to its inbox. */
  newLinkSent: 'If that address is on the list and still to be confirmed, a new link is on its way.',
  statusTitle: 'Your place in line',
  shareTitle: 'Move up the line',
  /** The landing page opened through a friend's `/?ref=` link. */
  invitedTitle: 'Invited by a friend',
  invitedText: 'Welcome! Join the waitlist and confirm your place, and your friend moves up the line.',
  shareIntro: (boost: number) =>
    `Share your link: every friend who joins through it and confirms moves you ${boost} ${boost === 1 ? 'place' : 'places'} up.`,
  copy: 'Copy link',
  copied: 'Link copied',
  share: 'Share',
  shareText: 'I joined the Fresh Pouf waitlist: fresh shower poufs delivered. Join me!',
  /** Friends who confirm count for you either way; what waits for your own confirmation is the list mail. */
  unconfirmedNote: 'Confirm your place from the e-mail we sent you: until then we cannot send you news of the launch.',
  /** Credited referrals only: a held one is said apart, so nobody counts a place they do not have. */
  referralsJoined: (n: number) =>
    n === 1 ? '1 friend joined through your link.' : `${formatCount(n)} friends joined through your link.`,
  referralsHeld: (n: number) =>
    n === 1
      ? '1 referral is waiting for review: it counts once we have checked it.'
      : `${formatCount(n)} referrals are waiting for review: they count once we have checked them.`,
  rateLimited: 'Too many requests from your network. Please wait a few minutes and try again.',
  notMeTitle: "This wasn't me",
  notMeIntro:
    'Someone put this address on the Fresh Pouf waitlist and it has not been confirmed. If it was not you, remove it: ' +
    'we delete what was typed with it and send this address no more e-mail unless you sign up yourself.',
  notMeButton: 'Remove my address',
  notMeRemoving: 'Removing...',
  notMeDone: 'Done. We removed what was typed with your address and will not e-mail it again.',
  notMeConfirmed:
    'This address confirmed its place, so this link no longer removes it. Every e-mail we send it has an unsubscribe link.',
  notMeUnknown: 'This link is not one we sent, or it was mistyped.',
  /** The line every e-mail to an unconfirmed address ends with, before its link. */
  notMeMailLine: "Didn't sign up? This wasn't me:",
} as const;

/** A token e-mailed in a confirm or status link: 32 random bytes, base64url. */
export const waitlistLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, WAITLIST_PLACE_MESSAGES.linkUnknown);
export const waitlistLinkQuerySchema = z.object({ token: waitlistLinkTokenSchema });

/** Where an entry stands: what its owner (proven by an e-mailed link) may see. */
export const waitlistStatusSchema = z.object({
  place: z.number().int().positive(),
  /** Entries on the list in all. */
  total: z.number().int().positive(),
  /** Credited sign-ups this entry's link brought (each moved it up `boost` places). */
  referrals: z.number().int().nonnegative(),
  /**
   * Confirmed sign-ups through its link waiting for an admin: they move nobody until
   * approved. Absent from a core older than this page: none.
   */
  heldReferrals: z.number().int().nonnegative().default(0),
  referralCode: z.string(),
  confirmed: z.boolean(),
  /** Places one credited referral moves an entry up. */
  boost: z.number().int().nonnegative(),
});
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

/** What pressing "This wasn't me" did: `removed` now, or earlier (`already`). */
export const notMeResultSchema = z.object({ outcome: z.enum(['removed', 'already']) });
export type NotMeResult = z.infer<typeof notMeResultSchema>;

/** What a confirm link is before it is used: the page shows the button only for `ready`. */
export const confirmLinkStateSchema = z.object({ state: z.enum(['ready', 'used', 'expired']) });
export type ConfirmLinkState = z.infer<typeof confirmLinkStateSchema>;

export const confirmResultSchema = z.object({ alreadyConfirmed: z.boolean(), status: waitlistStatusSchema });
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

/** A new confirm link: for the entry an expired link names, or for an address (unknown links). */
export const newConfirmLinkRequestSchema = z
  .object({ token: waitlistLinkTokenSchema.optional(), email: emailSchema.optional() })
  .refine((r) => (r.token === undefined) !== (r.email === undefined), {
    message: "Send either the link's token or your e-mail address.",
  });
export type NewConfirmLinkRequest = z.infer<typeof newConfirmLinkRequestSchema>;
