import { z } from 'zod';
import { UNKNOWN_ENTRY_ID } from './ids';

// Referral farming: a referral is credited (its referrer moves up) or held for
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
  domain.endsWith('.*')
    ? `${domain.slice(0, -2).replaceAll('.', '\\.')}\\.${COUNTRY_SUFFIX}`
    : domain.replaceAll('.', '\\.'),
).join('|')})$`;

export const isMajorMailDomain = (domain: string) =>
  new RegExp(MAJOR_MAIL_DOMAIN_PATTERN).test(domain.trim().toLowerCase());

export const REFERRAL_HOLD_MESSAGES = {
  title: 'Held referrals',
  intro:
    'Confirmed friends whose referral waits for a decision: Approve moves their referrer up, Refuse never credits it.',
  empty: 'No referrals are waiting for review.',
  approve: 'Approve',
  refuse: 'Refuse',
  refuseTitle: (name: string) => `Refuse the referral of ${name}?`,
  refuseDescription:
    'Their referrer will never be credited for this sign-up. Their own place on the list does not change.',
  approved: (name: string) => `Approved: ${name}'s referral now counts.`,
  refused: (name: string) => `Refused: ${name}'s referral will not count.`,
  adminsDecide: 'Only admins can approve or refuse a held referral.',
  notFound: UNKNOWN_ENTRY_ID,
  notHeld: 'This referral is not waiting for review.',
  reasons: {
    'same-address': 'Same client address as the referrer',
    'address-cluster': 'Several friends from one client address within a day',
    'domain-cluster': 'Several friends from one e-mail domain within a day',
    'daily-cap': "Over the referrer's daily limit of credited referrals",
  } satisfies Record<ReferralHoldReason, string>,
} as const;

const isoDate = z.string();

/** A held referral as staff see it: the friend (the referred entry), their referrer and why it waits. */
export const referralHoldSchema = z.object({
  /** The referred entry's id: the one that approve and refuse name. */
  entryId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  joinedAt: isoDate,
  heldAt: isoDate,
  reason: z.enum(REFERRAL_HOLD_REASONS),
  /** Null once the referrer's entry is gone. */
  referrer: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
});
export type ReferralHold = z.infer<typeof referralHoldSchema>;

/** The oldest held referrals first (at most REFERRAL_HOLDS_PAGE_SIZE), and how many are held in all. */
export const referralHoldsResponseSchema = z.object({
  holds: z.array(referralHoldSchema),
  total: z.number().int().nonnegative(),
});
export type ReferralHoldsResponse = z.infer<typeof referralHoldsResponseSchema>;
export const REFERRAL_HOLDS_PAGE_SIZE = 200;

/** An admin's decision on a held referral. */
export const referralDecisionSchema = z.object({
  entryId: z.number().int(),
  state: z.enum(['credited', 'refused']),
  referrerId: z.number().int().nullable(),
});
export type ReferralDecision = z.infer<typeof referralDecisionSchema>;
