import { referralLink, WAITLIST_PAGES } from '@fresh-pouf/contracts';
import { displayName } from '../email/display-name';
import type { NewOutboxEmail } from '../email/email-outbox.repository';
import { hashLinkToken, newLinkToken } from '../email/link-tokens';
import {
  ALREADY_LISTED_KIND,
  type ConfirmedSignup,
  renderAlreadyListed,
  renderWaitlistConfirmation,
  WAITLIST_CONFIRMATION_KIND,
} from './waitlist-email';
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

const pageLinkOf = (siteUrl: string, page: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}${page}?token=${token}`;

/** A fresh "This wasn't me" token for an entry nobody has confirmed, its stored hash, and the page it opens. */
export function notMeLink(siteUrl: string): { hash: string; url: string } {
  const token = newLinkToken();
  return { hash: hashLinkToken(token), url: pageLinkOf(siteUrl, WAITLIST_PAGES.notMe, token) };
}

/** A fresh confirm token for an entry still to be confirmed, its stored hash, and the page it opens. */
export function confirmLink(siteUrl: string): { hash: string; url: string } {
  const token = newLinkToken();
  return { hash: hashLinkToken(token), url: pageLinkOf(siteUrl, WAITLIST_PAGES.confirm, token) };
}

/**
 * Fresh tokens for one e-mail: a status link always, a confirm link and a "This wasn't me" link
 * when asked for. `links` holds the hashes to store; `parts` is what the e-mail shows.
 */
function freshLinks(options: PlaceLinkOptions, want: { confirm: boolean; notMe: boolean }, referralCode: string) {
  const statusToken = newLinkToken();
  const confirmToken = want.confirm ? newLinkToken() : null;
  const notMe = want.notMe ? notMeLink(options.siteUrl) : null;
  const links: SignupLinks = {
    statusHash: hashLinkToken(statusToken),
    confirmHash: confirmToken === null ? null : hashLinkToken(confirmToken),
    notMeHash: notMe?.hash ?? null,
    confirmTtlHours: options.confirmLinkTtlHours,
  };
  const parts = {
    referralLink: referralLink(options.siteUrl, referralCode),
    statusLink: pageLinkOf(options.siteUrl, WAITLIST_PAGES.status, statusToken),
    confirm:
      confirmToken === null
        ? null
        : {
            href: pageLinkOf(options.siteUrl, WAITLIST_PAGES.confirm, confirmToken),
            ttlHours: options.confirmLinkTtlHours,
          },
    boost: options.referralBoost,
    notMeUrl: notMe?.url ?? null,
  };
  return { links, parts };
}

/**
 * Fresh links for an entry, and the e-mail that carries them: a status link, a confirm link
 * when sign-ups need confirming, the referral link and the place. The tokens exist only in the
 * e-mail; their hashes are what gets stored. Used for a sign-up, an Early Bird checkout's entry
 * and a new confirm link alike.
 */
export function placeLinks(options: PlaceLinkOptions) {
  return (
    entry: ConfirmedSignup,
    place: string,
    referralCode: string,
  ): { links: SignupLinks; email: Omit<NewOutboxEmail, 'to'> } => {
    // Only an address still to be confirmed gets the way out; a confirmed one has unsubscribe.
    const want = { confirm: options.doubleOptIn, notMe: options.doubleOptIn };
    const { links, parts } = freshLinks(options, want, referralCode);
    const email = renderWaitlistConfirmation(entry, options.siteUrl, options.postalAddress ?? null, {
      place,
      ...parts,
    });
    // The address is not proven yet: its e-mail never repeats what the requester typed, not even in its header.
    const toName = options.doubleOptIn ? null : displayName(entry.fullName);
    return { links, email: { kind: WAITLIST_CONFIRMATION_KIND, toName, ...email } };
  };
}

/**
 * The e-mail to the owner of an address someone tried to join with again, and the hashes of the
 * links it carries: a new status link always; while the entry is unconfirmed (and sign-ups need
 * confirming) a new confirm link, and "This wasn't me" unless it is a paying customer's.
 */
export function alreadyListedLinks(options: PlaceLinkOptions) {
  return (
    entry: { fullName: string; confirmed: boolean; paying: boolean },
    place: number,
    referralCode: string,
  ): { links: SignupLinks; email: Omit<NewOutboxEmail, 'to'> } => {
    const confirm = options.doubleOptIn && !entry.confirmed;
    const { links, parts } = freshLinks(options, { confirm, notMe: confirm && !entry.paying }, referralCode);
    const email = renderAlreadyListed(entry, options.siteUrl, options.postalAddress ?? null, {
      place: String(place),
      ...parts,
    });
    return {
      links,
      email: { kind: ALREADY_LISTED_KIND, toName: entry.confirmed ? displayName(entry.fullName) : null, ...email },
    };
  };
}
