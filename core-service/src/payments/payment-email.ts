import {
  BRAND,
  CHECKOUT_CLAIM_PARAM,
  CHECKOUT_TOKEN_TTL_HOURS,
  describePlanChoice,
  EARLY_BIRD_PERCENT_LABEL,
  frequencySchema,
  type PlanChoice,
  planIdSchema,
  pricePerPeriod,
  PUBLIC_API_PATHS,
} from '@fresh-pouf/contracts';
import { type MailSite, renderEmail } from '../email/email-layout';
import { displayName } from '../email/display-name';

export const EARLY_BIRD_PAYMENT_KIND = 'early-bird-payment-confirmation';
export const CHECKOUT_LINK_KIND = 'early-bird-checkout-link';
export const ALREADY_SUBSCRIBED_KIND = 'early-bird-already-subscribed';
export const PAYMENT_FAILED_KIND = 'subscription-payment-failed';
export const SUBSCRIPTION_ENDED_KIND = 'subscription-ended';
export const PORTAL_LINK_KIND = 'subscription-portal-link';

/** The e-mailed way into Stripe's customer portal: bff-public turns the token into a portal session. */
export const portalLinkUrl = (siteUrl: string, token: string) => {
  const url = new URL(PUBLIC_API_PATHS.billing.portal, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

const MANAGE_LABEL = 'Manage your subscription';

export interface PaidEntry {
  email: string;
  fullName: string;
  plan: string;
  numberOfPoufs: number;
  frequency: string;
  amountCents: number | null;
}

function planLine(entry: PaidEntry): string {
  const plan = planIdSchema.safeParse(entry.plan);
  const frequency = frequencySchema.safeParse(entry.frequency);
  if (!plan.success || !frequency.success) return `Your plan: ${entry.plan}.`;
  const choice = describePlanChoice({ plan: plan.data, numberOfPoufs: entry.numberOfPoufs, frequency: frequency.data });
  const price = entry.amountCents === null ? '' : ` at ${pricePerPeriod(entry.amountCents / 100, frequency.data)}`;
  return `Your plan: ${choice}${price}.`;
}

/** "2 days", "12 hours". */
const ttl = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} ${hours === 24 ? 'day' : 'days'}` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * Sent once, when the first payment of an Early Bird subscription is confirmed by Stripe. `confirm`:
 * the address is still to be confirmed, and this asks for it (list mail reaches a customer while
 * the subscription lasts; after it, only a confirmed address).
 */
export function renderEarlyBirdPaymentConfirmation(
  entry: PaidEntry,
  site: MailSite,
  portalUrl: string,
  confirm: { href: string; ttlHours: number } | null = null,
) {
  const name = displayName(entry.fullName);
  const email = renderEmail({
    subject: `Your ${BRAND.name} Early Bird subscription is confirmed`,
    name,
    paragraphs: [
      `Thank you! Your payment went through and your Early Bird price (${EARLY_BIRD_PERCENT_LABEL} off) is locked in for life.`,
      planLine(entry),
      "We'll e-mail you before your first fresh pouf ships. You can cancel or change your card at any time from the link above.",
      ...(confirm
        ? [
            {
              text: `One more thing: please confirm your e-mail address, so launch news still reaches you if you ever cancel (the link works for ${ttl(confirm.ttlHours)}).`,
              link: { label: 'Confirm my e-mail address', href: confirm.href },
            },
          ]
        : []),
    ],
    action: { label: MANAGE_LABEL, href: portalUrl },
    siteUrl: site.url,
    postalAddress: site.postalAddress,
  });
  return { ...email, to: entry.email, toName: name };
}

/** Where the e-mailed link leads: /checkout with the plan asked for and the token that opens the entry. */
export function checkoutLinkUrl(siteUrl: string, request: PlanChoice, token: string): string {
  const url = new URL('/checkout', siteUrl);
  url.searchParams.set('id', request.plan);
  url.searchParams.set('subscription', 'true');
  url.searchParams.set('poufs', String(request.numberOfPoufs));
  url.searchParams.set('frequency', request.frequency);
  url.searchParams.set(CHECKOUT_CLAIM_PARAM, token);
  return url.toString();
}

const NOT_YOU = "If it wasn't you, ignore this e-mail: nothing on your place in line has changed.";

/**
 * The entry an e-mail about a checkout request goes to: its name is greeted only once its owner
 * confirmed the address (until then whoever typed it may be a stranger), and an unconfirmed one's
 * e-mail carries the "This wasn't me" page.
 */
export interface ClaimedEntry {
  email: string;
  fullName: string;
  confirmed: boolean;
  notMeUrl: string | null;
}

const greetingOf = (entry: ClaimedEntry) => (entry.confirmed ? displayName(entry.fullName) : null);

/**
 * Someone started an Early Bird checkout with an address already on the list. Only the inbox
 * owner gets the link that lets a checkout change that entry. The name is the one on file,
 * never the one the (possibly foreign) request typed.
 */
export function renderCheckoutLink(entry: ClaimedEntry, request: PlanChoice, token: string, site: MailSite) {
  const name = greetingOf(entry);
  const choice = describePlanChoice({
    plan: request.plan,
    numberOfPoufs: request.numberOfPoufs,
    frequency: request.frequency,
  });
  const email = renderEmail({
    subject: `Continue your ${BRAND.name} Early Bird checkout`,
    name,
    paragraphs: [
      `Someone, hopefully you, started an Early Bird checkout for ${choice} with this e-mail address, which is already on our list.`,
      `To continue, open the link above in the next ${CHECKOUT_TOKEN_TTL_HOURS} hours. It works only for this address.`,
      NOT_YOU,
    ],
    action: { label: 'Continue to Early Bird Checkout', href: checkoutLinkUrl(site.url, request, token) },
    siteUrl: site.url,
    postalAddress: site.postalAddress,
    notMeUrl: entry.notMeUrl,
  });
  return { ...email, to: entry.email, toName: name };
}

/** The same request for an address that has already paid: nothing to do, and no link. */
export function renderAlreadySubscribed(entry: ClaimedEntry, site: MailSite) {
  const name = greetingOf(entry);
  const email = renderEmail({
    subject: `You already have a ${BRAND.name} Early Bird subscription`,
    name,
    paragraphs: [
      'Someone, hopefully you, started an Early Bird checkout with this e-mail address.',
      'This address already has a paid Early Bird subscription with its price locked in for life, so there is nothing more to pay.',
      NOT_YOU,
    ],
    siteUrl: site.url,
    postalAddress: site.postalAddress,
  });
  return { ...email, to: entry.email, toName: name };
}

/** One per failed invoice: the card was declined; Stripe tries again, and the card can be changed meanwhile. */
export function renderPaymentFailed(entry: { email: string; fullName: string }, portalUrl: string, site: MailSite) {
  const name = displayName(entry.fullName);
  const email = renderEmail({
    subject: `Your ${BRAND.name} payment did not go through`,
    name,
    paragraphs: [
      "We couldn't take this period's payment for your Early Bird subscription. Your card may have expired or been declined.",
      'We will try again over the next few days. To keep your Early Bird price, update your card from the link above.',
    ],
    action: { label: 'Update your card', href: portalUrl },
    siteUrl: site.url,
    postalAddress: site.postalAddress,
  });
  return { ...email, to: entry.email, toName: name };
}

/** Once, when the subscription has ended (cancelled, or unpaid after the last retry). */
export function renderSubscriptionEnded(entry: { email: string; fullName: string }, site: MailSite) {
  const name = displayName(entry.fullName);
  const email = renderEmail({
    subject: `Your ${BRAND.name} subscription has ended`,
    name,
    paragraphs: [
      'Your Early Bird subscription has ended and no further payments will be taken.',
      'Thank you for being one of our first customers. If this is a mistake, reply to this e-mail and we will help.',
    ],
    siteUrl: site.url,
    postalAddress: site.postalAddress,
  });
  return { ...email, to: entry.email, toName: name };
}

/** Asked for on the site: the way into the customer portal, for this inbox only. */
export function renderPortalLink(entry: { email: string; fullName: string }, portalUrl: string, site: MailSite) {
  const name = displayName(entry.fullName);
  const email = renderEmail({
    subject: `Manage your ${BRAND.name} subscription`,
    name,
    paragraphs: [
      'Here is your link to manage your Early Bird subscription: change your card, see your invoices or cancel.',
      "It works for 7 days. If you didn't ask for it, ignore this e-mail: nothing has changed.",
    ],
    action: { label: MANAGE_LABEL, href: portalUrl },
    siteUrl: site.url,
    postalAddress: site.postalAddress,
  });
  return { ...email, to: entry.email, toName: name };
}
