import {
  choosePlan,
  initialWaitlistFormState,
  type Frequency,
  type PlanId,
  type WaitlistFormState,
} from '@fresh-pouf/contracts';
import { useEffect, useMemo, useState } from 'react';
import { onPlanSelected } from '../../../lib/plan-selection';
import { checkWaitlistForm, type FieldErrors, type WaitlistCheck } from '../lib/check-waitlist-form';
import { useEarlyBirdActivation, useEarlyBirdInUrl } from './use-early-bird-activation';

const NO_ERRORS: FieldErrors = {};

/**
 * The waitlist form's values and errors. Errors appear after the first submit attempt and then
 * follow every edit, so a message disappears as soon as the field is fixed.
 */
export function useWaitlistForm() {
  const earlyBirdInUrl = useEarlyBirdInUrl();
  const [values, setValues] = useState<WaitlistFormState>(() => ({
    ...initialWaitlistFormState,
    earlyBird: earlyBirdInUrl,
  }));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(NO_ERRORS);

  const update = (change: (current: WaitlistFormState) => WaitlistFormState) => {
    setValues(change);
    setServerErrors(NO_ERRORS);
  };

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
