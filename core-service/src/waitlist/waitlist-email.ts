import {
  BRAND,
  EARLY_BIRD_PERCENT_LABEL,
  earlyBirdPurchase,
  formatPrice,
  PERIOD_LABELS,
  FREQUENCY_LABELS,
  FREQUENCY_MONTHS,
  frequencySchema,
  getPlan,
  planIdSchema,
  type WaitlistEntryRecord,
} from '@fresh-pouf/contracts';
import { displayName } from '../email/display-name';
import { type RenderedEmail, renderEmail } from '../email/email-layout';

export const WAITLIST_CONFIRMATION_KIND = 'waitlist-confirmation';

/** What the confirmation says: all of it is known before the entry is stored. */
export type ConfirmedSignup = Pick<WaitlistEntryRecord, 'fullName' | 'plan' | 'earlyBird' | 'isFamily' | 'numberOfPoufs' | 'frequency'>;

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
  return ` of ${formatPrice(purchase.amount)}${PERIOD_LABELS[purchase.frequency]}`;
}

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

/** The confirmation a visitor receives after joining the waitlist. */
export function renderWaitlistConfirmation(entry: ConfirmedSignup, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `You're on the ${BRAND.name} waitlist`,
    name: displayName(entry.fullName),
    paragraphs: paragraphs(entry),
    siteUrl,
  });
}
