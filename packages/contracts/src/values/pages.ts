// Pages and calls the site links to by path.

/**
 * Unsubscribing from list mail: the one-click URL in `List-Unsubscribe` (RFC 8058:
 * a POST with no page and no login), and the page the footer link opens.
 */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

/**
 * A place in line: confirming a sign-up from the e-mailed link, the entry's own status
 * page and its referral link. The pages are the marketing remote's; the e-mails are core's.
 */
export const WAITLIST_PAGES = {
  confirm: '/waitlist/confirm',
  status: '/waitlist/status',
  /** "This wasn't me": every e-mail to an address nobody has confirmed carries it. */
  notMe: '/waitlist/not-me',
} as const;

/**
 * The Privacy Policy and the Terms of Service: their text is Markdown in bff-public
 * (content/legal/), served rendered at LEGAL_API; the marketing remote shows them at their page.
 * A new text is a new version: the version a visitor accepted is what core records with a sign-up.
 */
export const LEGAL_DOCUMENTS = {
  privacy: { title: 'Privacy Policy', path: '/privacy', version: '2026-11-23', effectiveDate: '2026-11-23' },
  terms: { title: 'Terms of Service', path: '/terms', version: '2026-11-23', effectiveDate: '2026-11-23' },
} as const;
export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;

/**
 * Sent by the waitlist form and the Early Bird checkout: the Privacy Policy version the visitor
 * accepted (LEGAL_DOCUMENTS.privacy.version), for core to keep with the entry.
 */
export const CONSENT_HEADER = 'x-signup-privacy-version';

/**
 * A page opened with one of these in its address shows one person's data (an e-mailed link's
 * token; Stripe's redirect to /success with the payment's client secret): it is sent `no-store`,
 * so no cache keeps a copy.
 */
export const PERSONAL_PAGE_PARAMS = ['token', 'payment_intent_client_secret'] as const;
