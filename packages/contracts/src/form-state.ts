import type { CheckoutPlanDetails } from './checkout';
import { resolvePlanChoice, type Frequency, type PlanId } from '@fresh-pouf/contracts/values';
import type { WaitlistSignup } from './waitlist';

/** The landing page's waitlist form state (docs/product/landing-and-waitlist.md#form-state). */
export interface WaitlistFormState {
  fullName: string;
  email: string;
  plan: PlanId;
  earlyBird: boolean;
  isFamily: boolean;
  numberOfPoufs: number;
  frequency: Frequency;
}

export const initialWaitlistFormState: WaitlistFormState = {
  fullName: '',
  email: '',
  plan: 'bi-monthly',
  earlyBird: false,
  isFamily: false,
  numberOfPoufs: 2,
  frequency: 'monthly',
};

/** docs/product/landing-and-waitlist.md#plan-choice: picking a plan resets or sets the family options. */
export function choosePlan(state: WaitlistFormState, plan: PlanId): WaitlistFormState {
  if (plan === 'family') {
    return { ...state, plan, isFamily: true, numberOfPoufs: 2, frequency: state.frequency ?? 'monthly' };
  }
  return { ...state, plan, isFamily: false, numberOfPoufs: 1 };
}

/** yyyy-MM-dd in the visitor's own calendar day. */
export function formatJoinDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The eight fields of POST /api/waitlist (docs/product/landing-and-waitlist.md#the-waitlist-call): the sign-up schema's own output. */
export type WaitlistSubmission = WaitlistSignup;

/** The body sent to POST /api/waitlist, with the plan choice resolved. */
export function toWaitlistSubmission(state: WaitlistFormState, today: Date): WaitlistSubmission {
  const { plan, numberOfPoufs, frequency, isFamily } = resolvePlanChoice(state);
  return {
    fullName: state.fullName,
    email: state.email,
    plan,
    earlyBird: state.earlyBird,
    isFamily,
    numberOfPoufs,
    frequency,
    joinDate: formatJoinDate(today),
  };
}

/** What the Early Bird path stores for /checkout (docs/product/landing-and-waitlist.md#sending-the-form). */
export function toCheckoutPlanDetails(state: WaitlistFormState): CheckoutPlanDetails {
  const { plan, numberOfPoufs, frequency } = resolvePlanChoice(state);
  return { planId: plan, poufs: numberOfPoufs, frequency, isSubscription: true };
}
