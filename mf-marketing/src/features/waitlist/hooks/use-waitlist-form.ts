import {
  choosePlan,
  frequencySchema,
  planIdSchema,
  type Frequency,
  type PlanId,
  type WaitlistFormState,
} from '@fresh-pouf/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { onPlanSelected } from '../../../lib/plan-selection';
import { checkWaitlistForm, type FieldErrors, type WaitlistCheck } from '../lib/check-waitlist-form';
import { linkedFormState, WAITLIST_FIELD_NAMES } from '../lib/form-fields';
import type { WaitlistFormOutcome } from '../lib/form-outcome';
import { useEarlyBirdActivation } from './use-early-bird-activation';
import { useEnteredBeforeTakeover, type EnteredValues } from './use-entered-before-takeover';

const NO_ERRORS: FieldErrors = {};

/** What was entered in the server's form before it was taken over, on top of the form's state. */
function withEntered(values: WaitlistFormState, entered: EnteredValues): WaitlistFormState {
  const names = WAITLIST_FIELD_NAMES;
  let next = { ...values };
  const plan = planIdSchema.safeParse(entered[names.plan]);
  if (plan.success && plan.data !== next.plan) next = choosePlan(next, plan.data);
  const poufs = Number(entered[names.numberOfPoufs]);
  const frequency = frequencySchema.safeParse(entered[names.frequency]);
  return {
    ...next,
    ...(entered[names.fullName] !== undefined ? { fullName: entered[names.fullName] } : {}),
    ...(entered[names.email] !== undefined ? { email: entered[names.email] } : {}),
    ...(entered[names.earlyBird] !== undefined ? { earlyBird: entered[names.earlyBird] === 'on' } : {}),
    ...(next.isFamily && poufs > 0 ? { numberOfPoufs: poufs } : {}),
    ...(next.isFamily && frequency.success ? { frequency: frequency.data } : {}),
  };
}

/**
 * The waitlist form's values and errors. Errors appear after the first submit attempt and then
 * follow every edit, so a message disappears as soon as the field is fixed. A form sent as HTML
 * and refused comes back with what was typed and its messages; a link's plan choice (`?plan=`,
 * `?earlyBird`) is where the form starts.
 */
export function useWaitlistForm(outcome?: WaitlistFormOutcome) {
  const [searchParams] = useSearchParams();
  const refused = outcome && 'values' in outcome ? outcome : undefined;
  const [values, setValues] = useState<WaitlistFormState>(() => refused?.values ?? linkedFormState(searchParams));
  const [attempted, setAttempted] = useState(refused !== undefined);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(refused?.errors ?? NO_ERRORS);

  const update = (change: (current: WaitlistFormState) => WaitlistFormState) => {
    setValues(change);
    setServerErrors(NO_ERRORS);
  };

  useEnteredBeforeTakeover((entered) => update((v) => withEntered(v, entered)));
  useEarlyBirdActivation(() => update((v) => (v.earlyBird ? v : { ...v, earlyBird: true })));

  useEffect(
    () =>
      onPlanSelected(({ plan, family }) => {
        setValues((v) => ({ ...choosePlan(v, plan), ...family }));
      }),
    [],
  );

  const clientErrors = useMemo(() => {
    if (!attempted) return NO_ERRORS;
    const check = checkWaitlistForm(values, new Date());
    return check.success ? NO_ERRORS : check.errors;
  }, [attempted, values]);

  return {
    values,
    errors: { ...serverErrors, ...clientErrors },
    setFullName: (fullName: string) => update((v) => ({ ...v, fullName })),
    setEmail: (email: string) => update((v) => ({ ...v, email })),
    setPlan: (plan: PlanId) => update((v) => choosePlan(v, plan)),
    setNumberOfPoufs: (numberOfPoufs: number) => update((v) => ({ ...v, numberOfPoufs })),
    setFrequency: (frequency: Frequency) => update((v) => ({ ...v, frequency })),
    setEarlyBird: (earlyBird: boolean) => update((v) => ({ ...v, earlyBird })),
    setServerErrors,
    /** Validates now (joinDate = today) and from now on shows errors as the visitor edits. */
    check: (): WaitlistCheck => {
      setAttempted(true);
      return checkWaitlistForm(values, new Date());
    },
  };
}

export type WaitlistForm = ReturnType<typeof useWaitlistForm>;
