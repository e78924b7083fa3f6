import type { Frequency, PlanId } from '@fresh-pouf/contracts';
import { SECTION_IDS } from '@fresh-pouf/contracts/values';
import { scrollToControl, scrollToSection } from './scroll-to-section';

/**
 * A pricing card's "Choose" button pre-fills the waitlist form. The two features never import
 * each other: they meet on this window event, like the spec's activateEarlyBird event.
 */
export const PLAN_SELECTED_EVENT = 'freshPouf:planSelected';

/**
 * Where a "Choose" lands when no script handles it: an anchor in the waitlist form's Plan field.
 * One column, that is the field itself, so the changed plan shows as it does with the script;
 * two columns, the section's top, the whole form beside its heading (waitlist.css places it).
 */
export const PLAN_ANCHOR_ID = 'join-waitlist-plan';

/**
 * Where the pricing section's forms go when no script handles them (before it arrives, or
 * without it): the landing page again, at the waitlist form's Plan, with the choice in the query.
 */
export const JOIN_WAITLIST_ACTION = `/#${PLAN_ANCHOR_ID}`;

/**
 * The query parameters a "Choose" form sends (`/?plan=family&poufs=3&frequency=quarterly`),
 * which the waitlist form reads when the page is rendered: plan data only, never who the visitor is.
 */
export const PLAN_QUERY_PARAMS = { plan: 'plan', poufs: 'poufs', frequency: 'frequency' } as const;

/**
 * The waitlist form marks itself once its code has taken it over: from then on it hears the
 * plan-selected and activateEarlyBird events. Before that (on an islands page its code may not
 * have arrived yet) a pricing form is left to load the page with its choice, as without script.
 */
export const WAITLIST_FORM_LIVE_ATTRIBUTE = 'data-enhanced';

export function waitlistFormListens(): boolean {
  return document.querySelector(`#${SECTION_IDS.joinWaitlist} form[${WAITLIST_FORM_LIVE_ATTRIBUTE}]`) !== null;
}

export interface PlanSelection {
  plan: PlanId;
  /** Family only: the pouf count and rhythm chosen on the card. */
  family?: { numberOfPoufs: number; frequency: Frequency };
}

/** The waitlist form's Plan control (its id there), which a "Choose" changes. */
export const CHOSEN_PLAN_CONTROL_ID = 'waitlist-plan';

/** Below this the waitlist section is one column: its heading and perks above the form. */
const ONE_COLUMN = '(max-width: 959.98px)';

/**
 * Hands the choice to the waitlist form and takes the visitor to where it shows. On a phone the
 * section's top is its heading and perks, and the changed plan sat screens lower (nothing seemed
 * to happen): there the Plan control itself comes to the middle of the view, with the family
 * options and the price below it. Wider, the section's top shows the whole form beside its heading.
 */
export function selectPlan(selection: PlanSelection): void {
  window.dispatchEvent(new CustomEvent<PlanSelection>(PLAN_SELECTED_EVENT, { detail: selection }));
  const oneColumn = typeof window.matchMedia === 'function' && window.matchMedia(ONE_COLUMN).matches;
  if (oneColumn && scrollToControl(CHOSEN_PLAN_CONTROL_ID)) return;
  scrollToSection(SECTION_IDS.joinWaitlist);
}

export function onPlanSelected(handler: (selection: PlanSelection) => void): () => void {
  const listener = (event: Event) => {
    if (event instanceof CustomEvent) handler(event.detail as PlanSelection);
  };
  window.addEventListener(PLAN_SELECTED_EVENT, listener);
  return () => window.removeEventListener(PLAN_SELECTED_EVENT, listener);
}
