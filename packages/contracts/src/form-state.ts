import type { Frequency, PlanId } from './plans';

/** The landing page's waitlist form state (spec section 3). */
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

/** Spec section 4: picking a plan resets or sets the family options. */
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

/** The eight fields of POST /api/waitlist (spec section 7). */
export interface WaitlistSubmission {
  fullName: string;
  email: string;
  plan: PlanId;
  earlyBird: boolean;
  isFamily: boolean;
  numberOfPoufs: number;
  frequency: Frequency;
  joinDate: string;
}

/** The body sent to POST /api/waitlist: a non-family plan's frequency is the plan itself. */
export function toWaitlistSubmission(state: WaitlistFormState, today: Date): WaitlistSubmission {
  const frequency: Frequency = state.plan === 'family' ? state.frequency : state.plan;
  return {
    fullName: state.fullName,
    email: state.email,
    plan: state.plan,
    earlyBird: state.earlyBird,
    isFamily: state.isFamily,
    numberOfPoufs: state.numberOfPoufs,
    frequency,
    joinDate: formatJoinDate(today),
  };
}

/** What the Early Bird path stores for /checkout (spec section 4). */
export interface CheckoutPlanDetails {
  planId: PlanId;
  poufs: number;
  frequency: Frequency;
  isSubscription: true;
}

export function toCheckoutPlanDetails(state: WaitlistFormState): CheckoutPlanDetails {
  return {
    planId: state.plan,
    poufs: state.plan === 'family' ? state.numberOfPoufs : 1,
    frequency: state.plan === 'family' ? state.frequency : state.plan,
    isSubscription: true,
  };
}
