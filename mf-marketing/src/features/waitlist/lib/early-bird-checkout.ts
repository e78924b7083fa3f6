import {
  STORAGE_KEYS,
  normalizeSignup,
  toCheckoutPlanDetails,
  type SignupBotSignals,
  type WaitlistFormState,
} from '@fresh-pouf/contracts';
import type { WaitlistSubmission } from './check-waitlist-form';

export const CHECKOUT_PATH = '/checkout';

/**
 * docs/product/landing-and-waitlist.md#sending-the-form: an Early Bird sign-up skips the waitlist call and hands over to checkout
 * through session storage. The form data is the form state with its joinDate, normalised as
 * the server would store it (a single-pouf plan is one pouf at the plan's own rhythm).
 */
export function saveEarlyBirdCheckout(
  values: WaitlistFormState,
  submission: WaitlistSubmission,
  signals: SignupBotSignals,
): void {
  sessionStorage.setItem(STORAGE_KEYS.waitlistFormData, JSON.stringify(normalizeSignup(submission)));
  sessionStorage.setItem(STORAGE_KEYS.checkoutPlanDetails, JSON.stringify(toCheckoutPlanDetails(values)));
  // The checkout's sign-up is checked as this form's would have been (core's one set of sign-up checks).
  sessionStorage.setItem(STORAGE_KEYS.signupSignals, JSON.stringify(signals));
}
