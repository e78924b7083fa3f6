import {
  BRAND,
  EARLY_BIRD_PERCENT_LABEL,
  earlyBirdPurchase,
  pricePerPeriod,
  FREQUENCY_LABELS,
  FREQUENCY_MONTHS,
  frequencySchema,
  getPlan,
  planIdSchema,
  type WaitlistEntryRecord,
  WAITLIST_PLACE_MESSAGES,
} from '@fresh-pouf/contracts';
import { displayName } from '../email/display-name';
import { type Paragraph, type RenderedEmail, renderEmail } from '../email/email-layout';

export const WAITLIST_CONFIRMATION_KIND = 'waitlist-confirmation';
export const ALREADY_LISTED_KIND = 'waitlist-already-listed';

/** What the confirmation says: all of it is known before the entry is stored. */
export type ConfirmedSignup = Pick<
  WaitlistEntryRecord,
  'fullName' | 'plan' | 'earlyBird' | 'isFamily' | 'numberOfPoufs' | 'frequency'
>;

/** "the Bi-Monthly plan" or "the Family plan: 3 poufs per delivery, every 3 months (Quarterly)". */
function describePlan(entry: ConfirmedSignup): string {
  const plan = planIdSchema.safeParse(entry.plan);
  const title = plan.success ? getPlan(plan.data).title : entry.plan;
  if (!entry.isFamily) return `the ${title} plan`;
  const frequency = frequencySchema.safeParse(entry.frequency);
  if (!frequency.success) return `the ${title} plan: ${entry.numberOfPoufs} poufs per delivery (${entry.frequency})`;
  const months = FREQUENCY_MONTHS[frequency.data];
  const every = months === 1 ? 'every month' : `every ${months} months`;
  return `the ${title} plan: ${entry.numberOfPoufs} poufs per delivery, ${every} (${FREQUENCY_LABELS[frequency.data]})`;
}

/** " of $18.79/2 months": the Early Bird price held for this entry, when its plan is one we sell. */
function heldPrice(entry: ConfirmedSignup): string {
  const plan = planIdSchema.safeParse(entry.plan);
  const frequency = frequencySchema.safeParse(entry.frequency);
  if (!plan.success || !frequency.success) return '';
  const purchase = earlyBirdPurchase({ planId: plan.data, poufs: entry.numberOfPoufs, frequency: frequency.data });
  return ` of ${pricePerPeriod(purchase.amount, purchase.frequency)}`;
}

/** The entry's place and links, for a sign-up's own e-mail (not for one that came through checkout). */
export interface PlaceInLine {
  /** A number, or the marker the statement that stores the entry replaces with it. */
  place: string;
  referralLink: string;
  statusLink: string;
  /** Null when sign-ups need no confirming. */
  confirm: { href: string; ttlHours: number } | null;
  boost: number;
  /** The "This wasn't me" page, for an address still to be confirmed. */
  notMeUrl?: string | null;
}

const duration = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} ${hours === 24 ? 'day' : 'days'}` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

// The links are real links: the referral one shows its address (it is there to be copied and
// shared) in a box that breaks anywhere, the status one reads as what it opens; a long raw URL
// would widen a phone's screen.
function placeParagraphs(p: PlaceInLine): Paragraph[] {
  return [
    `You're number ${p.place} in line.`,
    { text: WAITLIST_PLACE_MESSAGES.shareIntro(p.boost), link: { href: p.referralLink } },
    { link: { label: 'See your place in line any time', href: p.statusLink } },
  ];
}

/** The button that confirms a sign-up, with how long its link works right under it. */
const confirmAction = (confirm: PlaceInLine['confirm']) =>
  confirm
    ? {
        label: WAITLIST_PLACE_MESSAGES.confirmButton,
        href: confirm.href,
        note: `The link works for ${duration(confirm.ttlHours)}.`,
      }
    : undefined;

function paragraphs(entry: ConfirmedSignup): string[] {
  return [
    `Thank you for joining the ${BRAND.name} waitlist! You signed up for ${describePlan(entry)}.`,
    // Joining is not paying: the price is held for them, and only checkout makes it theirs.
    ...(entry.earlyBird
      ? [
          `Your Early Bird price${heldPrice(entry)} (${EARLY_BIRD_PERCENT_LABEL} off, locked for life) is held for you ` +
            'and confirmed when you complete checkout.',
        ]
      : []),
    "We'll e-mail you as soon as we launch, with everything you need to get your first fresh pouf.",
  ];
}

/**
 * The e-mail a visitor receives after joining the waitlist; with `place`, their place in line,
 * referral link and status link, and the button that confirms the sign-up when it needs confirming.
 */
export function renderWaitlistConfirmation(
  entry: ConfirmedSignup,
  siteUrl: string,
  postalAddress: string | null,
  place?: PlaceInLine,
): RenderedEmail {
  const confirmLink = place?.confirm?.href ?? null;
  return renderEmail({
    subject: confirmLink ? `Confirm your place on the ${BRAND.name} waitlist` : `You're on the ${BRAND.name} waitlist`,
    // Until the address is confirmed, whoever typed the name may not be its owner: greet neutrally.
    name: confirmLink ? null : displayName(entry.fullName),
    notMeUrl: place?.notMeUrl ?? null,
    paragraphs: [...paragraphs(entry), ...(place ? placeParagraphs(place) : [])],
    action: confirmAction(place?.confirm ?? null),
    siteUrl,
    postalAddress,
  });
}

/**
 * Someone (perhaps the owner) joined with an address already on the list. The page told them
 * "You're on the list!" whoever they are, so nothing tells a stranger the address is listed; the
 * owner hears of it here, with their place and a status link (and, while unconfirmed, the
 * confirm button and "This wasn't me"). The name on file is greeted only once the owner confirmed
 * the address.
 */
export function renderAlreadyListed(
  entry: Pick<WaitlistEntryRecord, 'fullName'> & { confirmed: boolean },
  siteUrl: string,
  postalAddress: string | null,
  place: PlaceInLine,
): RenderedEmail {
  return renderEmail({
    subject: `You're already on the ${BRAND.name} waitlist`,
    name: entry.confirmed ? displayName(entry.fullName) : null,
    notMeUrl: place.notMeUrl ?? null,
    paragraphs: [
      'Someone, hopefully you, just tried to join the waitlist with this e-mail address. It is already on the list, so nothing has changed.',
      ...placeParagraphs(place),
      "If it wasn't you, ignore this e-mail: your place in line stays as it is.",
    ],
    action: confirmAction(place.confirm),
    siteUrl,
    postalAddress,
  });
}
