import { STORAGE_KEYS, toCheckoutPlanDetails, type WaitlistFormState } from '@fresh-pouf/contracts';
import type { WaitlistSubmission } from './check-waitlist-form';

export const CHECKOUT_PATH = '/checkout';

/**
 * Spec section 4: an Early Bird sign-up skips the waitlist call and hands over to checkout
 * through session storage. The form data is the form state with its joinDate, and with the
 * frequency a single-pouf plan implies, exactly as it would have been sent.
 */
export function saveEarlyBirdCheckout(values: WaitlistFormState, submission: WaitlistSubmission): void {
  sessionStorage.setItem(STORAGE_KEYS.waitlistFormData, JSON.stringify(submission));
  sessionStorage.setItem(STORAGE_KEYS.checkoutPlanDetails, JSON.stringify(toCheckoutPlanDetails(values)));
}
