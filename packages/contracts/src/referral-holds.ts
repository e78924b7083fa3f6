// Referral farming (issue 22, item 4): a referral is credited (its referrer moves up) or held for
// an admin when the referred entry becomes confirmed.

/**
 * Why a referral waits for an admin, checked in this order: the friend signed up from the
 * referrer's own client address; one of several friends from one client address, or from one
 * e-mail domain that is not a big public provider, within the window; or the referrer already had
 * the day's credited referrals.
 */
export const REFERRAL_HOLD_REASONS = ['same-address', 'address-cluster', 'domain-cluster', 'daily-cap'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

/**
 * Big public mail providers: many unrelated people share these domains, so friends from one of
 * them are no cluster. Any other domain (a company's, or a catch-all domain a farmer owns, where
 * every address reaches one inbox) is one: several friends from it in a day wait for an admin.
 * `name.*` stands for the provider's country domains (gmx.de, yahoo.co.uk). Kept short on
 * purpose: a provider missing here only means its users' clusters are looked at by a person.
 */
export const MAJOR_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.*',
  'hotmail.*',
  'live.*',
  'msn.com',
  'yahoo.*',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'aol.com',
  'gmx.*',
  'web.de',
  'mail.com',
  'yandex.*',
  'zoho.com',
  'fastmail.com',
] as const;

/** What may follow `name.`: `com`, `net` or a two-letter country, then at most one two-letter part (`de`, `co.uk`, `com.au`). */
const COUNTRY_SUFFIX = '(com|net|[a-z]{2})(\\.[a-z]{2})?';

/**
 * MAJOR_MAIL_DOMAINS as one anchored regular expression that JavaScript and PostgreSQL (`~`) read
 * alike, matched against the domain of an address in its normalised form.
 */
export const MAJOR_MAIL_DOMAIN_PATTERN = `^(${MAJOR_MAIL_DOMAINS.map((domain) =>
  domain.endsWith('.*') ? `${domain.slice(0, -2).replaceAll('.', '\\.')}\\.${COUNTRY_SUFFIX}` : domain.replaceAll('.', '\\.'),
).join('|')})$`;

export const isMajorMailDomain = (domain: string) => new RegExp(MAJOR_MAIL_DOMAIN_PATTERN).test(domain.trim().toLowerCase());
