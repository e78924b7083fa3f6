import {
  choosePlan,
  FAMILY_POUF_CHOICES,
  frequencySchema,
  initialWaitlistFormState,
  planIdSchema,
  toCheckoutPlanDetails,
  WAITLIST_MESSAGES,
  type WaitlistFormState,
} from '@fresh-pouf/contracts';
import { EARLY_BIRD_QUERY_PARAM } from '../../../lib/early-bird';
import { PLAN_QUERY_PARAMS } from '../../../lib/plan-selection';
import type { FieldErrors } from './check-waitlist-form';

/** The name of each of the form's controls: what it posts, what the state reads back. */
export const WAITLIST_FIELD_NAMES = {
  fullName: 'fullName',
  email: 'email',
  plan: 'plan',
  numberOfPoufs: 'numberOfPoufs',
  frequency: 'frequency',
  earlyBird: 'earlyBird',
  website: 'website',
  idempotencyKey: 'idempotencyKey',
  /** Where the visit came from (a `?ref=` code, utm_*), read from the landing address by the server. */
  attribution: 'attribution',
} as const;

/**
 * A link's plan choice (the pricing cards' "Choose" buttons send `?plan=family&poufs=3&frequency=quarterly`,
 * "Secure Early Bird Pricing" `?earlyBird`): the form starts from it. Only plan data, never a person's.
 */
export function linkedFormState(search: URLSearchParams): WaitlistFormState {
  const earlyBird = search.has(EARLY_BIRD_QUERY_PARAM);
  const plan = planIdSchema.safeParse(search.get(PLAN_QUERY_PARAMS.plan));
  if (!plan.success) return { ...initialWaitlistFormState, earlyBird };
  const state = choosePlan({ ...initialWaitlistFormState, earlyBird }, plan.data);
  if (!state.isFamily) return state;
  const poufs = Number(search.get(PLAN_QUERY_PARAMS.poufs));
  const frequency = frequencySchema.safeParse(search.get(PLAN_QUERY_PARAMS.frequency));
  return {
    ...state,
    numberOfPoufs: (FAMILY_POUF_CHOICES as readonly number[]).includes(poufs) ? poufs : state.numberOfPoufs,
    frequency: frequency.success ? frequency.data : state.frequency,
  };
}

/**
 * The form as posted without JavaScript, read as the form's own state. A plan or rhythm no
 * control offers is reported with the shared schema's message, as the JSON API would.
 */
export function postedFormState(form: URLSearchParams): { values: WaitlistFormState; errors: FieldErrors } {
  const names = WAITLIST_FIELD_NAMES;
  const errors: Record<string, string> = {};
  const plan = planIdSchema.safeParse(form.get(names.plan));
  if (!plan.success) errors.plan = WAITLIST_MESSAGES.plan;
  const base = {
    ...initialWaitlistFormState,
    fullName: form.get(names.fullName) ?? '',
    email: form.get(names.email) ?? '',
    earlyBird: form.has(names.earlyBird),
  };
  const values = choosePlan(base, plan.success ? plan.data : initialWaitlistFormState.plan);
  if (!values.isFamily) return { values, errors };
  const frequency = frequencySchema.safeParse(form.get(names.frequency));
  if (!frequency.success) errors.frequency = WAITLIST_MESSAGES.frequency;
  return {
    values: {
      ...values,
      numberOfPoufs: Number(form.get(names.numberOfPoufs)),
      frequency: frequency.success ? frequency.data : values.frequency,
    },
    errors,
  };
}

/** Where an Early Bird goes to pay when the form was sent without JavaScript: the plan in the address, nothing of the person. */
export function earlyBirdCheckoutLink(values: WaitlistFormState): string {
  const { planId, poufs, frequency } = toCheckoutPlanDetails(values);
  const query = new URLSearchParams({ id: planId, subscription: 'true', poufs: String(poufs), frequency });
  return `/checkout?${query.toString()}`;
}
