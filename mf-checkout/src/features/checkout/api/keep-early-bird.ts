import { attributionHeaders, signupSignalHeaders, submitRouteOnce } from '@fresh-pouf/api-client';
import { type CheckoutCustomer, earlyBirdPurchase, publicApi, type WaitlistSignupInput } from '@fresh-pouf/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type PlanDetails, readSignupSignals, sessionStore } from '../lib/plan-details';

/** 'already-listed' is the waitlist's 409: the address is on the list already, and stays as it is. */
export type KeepOutcome = 'kept' | 'already-listed';

/** The visitor's sign-up as the waitlist call takes it (docs/product/landing-and-waitlist.md#the-waitlist-call), marked Early Bird. */
export function earlyBirdSignup(customer: CheckoutCustomer, details: PlanDetails): WaitlistSignupInput {
  const { planId, poufs, frequency } = earlyBirdPurchase(details);
  return {
    fullName: customer.fullName,
    email: customer.email,
    plan: planId,
    earlyBird: true,
    isFamily: planId === 'family',
    numberOfPoufs: poufs,
    frequency,
    joinDate: customer.joinDate,
  };
}

/**
 * Checkout cannot take the payment: the Early Bird still joins the waitlist (unpaid, price held,
 * confirmed by e-mail). An address already listed is not touched: the waitlist answers 409.
 */
export async function keepEarlyBird(signup: WaitlistSignupInput): Promise<KeepOutcome> {
  const headers = { ...attributionHeaders(), ...signupSignalHeaders(readSignupSignals(sessionStore())) };
  const response = await submitRouteOnce(publicApi.waitlist.join, { body: signup }, { headers });
  return response.status === 409 ? 'already-listed' : 'kept';
}

export const keepEarlyBirdMutationOptions = () =>
  mutationOptions({ mutationKey: ['checkout', 'keep-early-bird'], mutationFn: keepEarlyBird });

export function useKeepEarlyBird() {
  return useMutation(keepEarlyBirdMutationOptions());
}
