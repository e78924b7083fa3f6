import { ACTIVATE_EARLY_BIRD_EVENT, EARLY_BIRD_PERCENT_LABEL, SECTION_IDS } from '@fresh-pouf/contracts/values';
import { scrollToSection } from './scroll-to-section';

export const EARLY_BIRD_PERCENT = EARLY_BIRD_PERCENT_LABEL;

/**
 * The query parameter that ticks the waitlist form's Early Bird box when the page is rendered
 * (spec section 2: its presence, whatever its value); sent by "Secure Early Bird Pricing"
 * when no script handles the press.
 */
export const EARLY_BIRD_QUERY_PARAM = 'earlyBird';

/** Spec section 2: tell the waitlist form to tick its Early Bird box, then take the visitor there. */
export function activateEarlyBird(): void {
  window.dispatchEvent(new Event(ACTIVATE_EARLY_BIRD_EVENT));
  scrollToSection(SECTION_IDS.joinWaitlist);
}
