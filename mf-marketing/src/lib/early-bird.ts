import { EARLY_BIRD_PERCENT_LABEL } from '@fresh-pouf/contracts/values';

export const EARLY_BIRD_PERCENT = EARLY_BIRD_PERCENT_LABEL;

/**
 * The query parameter that ticks the waitlist form's Early Bird box when the page is rendered
 * (its presence, whatever its value: docs/product/landing-and-waitlist.md#waitlist-form); sent by "Secure Early Bird Pricing"
 * when no script handles the press.
 */
export const EARLY_BIRD_QUERY_PARAM = 'earlyBird';

/**
 * Where "Secure Early Bird Pricing" lands, inside #join-waitlist: the section's top where the
 * whole form fits beside its heading (wide screens), else the Early Bird box itself. On a phone
 * the heading and perks fill the first screens, and the ticked box and the relabelled button sat
 * two screens lower, so nothing seemed to happen. The waitlist stylesheet places it.
 */
export const EARLY_BIRD_ANCHOR_ID = 'join-waitlist-early-bird';

/** The Early Bird box's id, which takes focus: it is what changed. */
export const EARLY_BIRD_CHECKBOX_ID = 'waitlist-early-bird';

/** Without the page's script: the landing page again, its box ticked by the server, opened where it shows. */
export const EARLY_BIRD_ACTION = `/#${EARLY_BIRD_ANCHOR_ID}`;
