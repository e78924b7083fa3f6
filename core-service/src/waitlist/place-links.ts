import { referralLink, WAITLIST_PAGES } from '@fresh-pouf/contracts';
import { displayName } from '../email/display-name';
import type { NewOutboxEmail } from '../email/email-outbox.repository';
import { hashLinkToken, newLinkToken } from '../email/link-tokens';
import { type ConfirmedSignup, renderWaitlistConfirmation, WAITLIST_CONFIRMATION_KIND } from './waitlist-email';
import type { SignupLinks } from './waitlist.repository';

export interface PlaceLinkOptions {
  siteUrl: string;
  /** Sign-ups wait for their owner to confirm them from the e-mailed link. */
  doubleOptIn: boolean;
  /** Places a referrer moves up per confirmed sign-up their link brought. */
  referralBoost: number;
  confirmLinkTtlHours: number;
  /** The sender's postal address, for the e-mail's footer. */
  postalAddress?: string | null | undefined;
}

/**
 * Fresh links for an entry, and the e-mail that carries them: a status link, a confirm link
 * when sign-ups need confirming, the referral link and the place. The tokens exist only in the
 * e-mail; their hashes are what gets stored. Used for a sign-up, an Early Bird checkout's entry
 * and a new confirm link alike.
 */
export function placeLinks(options: PlaceLinkOptions) {
  const pageLink = (page: string, token: string) => `${options.siteUrl.replace(/\/+$/, '')}${page}?token=${token}`;
  return (entry: ConfirmedSignup, place: string, referralCode: string): { links: SignupLinks; email: Omit<NewOutboxEmail, 'to'> } => {
    const statusToken = newLinkToken();
    const confirmToken = options.doubleOptIn ? newLinkToken() : null;
    const links: SignupLinks = {
      statusHash: hashLinkToken(statusToken),
      confirmHash: confirmToken === null ? null : hashLinkToken(confirmToken),
      confirmTtlHours: options.confirmLinkTtlHours,
    };
    const email = renderWaitlistConfirmation(entry, options.siteUrl, options.postalAddress ?? null, {
      place,
      referralLink: referralLink(options.siteUrl, referralCode),
      statusLink: pageLink(WAITLIST_PAGES.status, statusToken),
      confirm:
        confirmToken === null ? null : { href: pageLink(WAITLIST_PAGES.confirm, confirmToken), ttlHours: options.confirmLinkTtlHours },
      boost: options.referralBoost,
    });
    return { links, email: { kind: WAITLIST_CONFIRMATION_KIND, toName: displayName(entry.fullName), ...email } };
  };
}
