import {
  type CheckoutCustomer,
  type CreateSubscriptionRequest,
  earlyBirdPurchase,
  WAITLIST_ENTRY_PLACEHOLDER_ID,
} from '@fresh-pouf/contracts';
import type { PlanDetails } from './plan-details';

/** The body of POST /api/create-subscription for this plan and person: the browser's and the server action's. */
export function subscriptionRequest(
  details: PlanDetails,
  customer: CheckoutCustomer | null,
  checkoutToken: string,
): CreateSubscriptionRequest | null {
  if (!customer) return null;
  const { amount } = earlyBirdPurchase(details);
  return {
    waitlistEntryId: WAITLIST_ENTRY_PLACEHOLDER_ID,
    planId: details.planId,
    isSubscription: true,
    planDetails: { planId: details.planId, poufs: details.poufs, frequency: details.frequency, amount },
    customer,
    checkoutToken,
  };
}
