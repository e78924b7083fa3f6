import { ACTIVATE_EARLY_BIRD_EVENT, EARLY_BIRD_DISCOUNT } from '@fresh-pouf/contracts';
import { SECTION_IDS } from '@fresh-pouf/contracts';
import { scrollToSection } from './scroll-to-section';

/** "25%", from the one discount rate the product has. */
export const EARLY_BIRD_PERCENT = `${Math.round(EARLY_BIRD_DISCOUNT * 100)}%`;

/** Spec section 2: tell the waitlist form to tick its Early Bird box, then take the visitor there. */
export function activateEarlyBird(): void {
  window.dispatchEvent(new Event(ACTIVATE_EARLY_BIRD_EVENT));
  scrollToSection(SECTION_IDS.joinWaitlist);
}
