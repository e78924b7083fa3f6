import { toast } from '@fresh-pouf/ui';
import { useNavigate } from 'react-router-dom';
import { useJoinWaitlist } from '../api/join-waitlist';
import { CHECKOUT_PATH, saveEarlyBirdCheckout } from '../lib/early-bird-checkout';
import type { FieldErrors } from '../lib/check-waitlist-form';
import { WAITLIST_FIELD_IDS } from '../lib/field-ids';
import { serverFieldErrors } from '../lib/server-field-errors';
import { errorToast, successToast } from '../lib/waitlist-toasts';
import { useBotSignals } from './use-bot-signals';
import { useWaitlistForm } from './use-waitlist-form';

function focusFirstInvalidField(errors: FieldErrors): void {
  const field = Object.entries(WAITLIST_FIELD_IDS).find(([name]) => errors[name]);
  if (field) document.getElementById(field[1])?.focus();
}

/**
 * The whole sign-up: validate, then either hand an Early Bird over to checkout or join the
 * waitlist, with the spec's toasts. The form keeps its values when the call fails.
 */
export function useWaitlistSignup() {
  const form = useWaitlistForm();
  const join = useJoinWaitlist();
  const signals = useBotSignals();
  const navigate = useNavigate();

  const submit = () => {
    if (join.isPending) return;
    const check = form.check();
    if (!check.success) {
      focusFirstInvalidField(check.errors);
      return;
    }

    if (form.values.earlyBird) {
      try {
        saveEarlyBirdCheckout(form.values, check.submission, signals.read());
      } catch (error) {
        // Session storage can be full or blocked (private modes); without it checkout has no plan.
        toast(errorToast(error));
        return;
      }
      navigate(CHECKOUT_PATH);
      return;
    }

    join.mutate({ signup: check.submission, signals: signals.read() }, {
      onSuccess: () => toast(successToast()),
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        form.setServerErrors(fieldErrors);
        focusFirstInvalidField(fieldErrors);
        toast(errorToast(error));
      },
    });
  };

  return {
    form,
    submit,
    submitting: join.isPending,
    honeypot: signals.honeypot,
    /** What was sent, once the waitlist has accepted it (201 or 409). */
    joined: join.isSuccess ? join.variables.signup : undefined,
    /** The new entry's place in line and referral code (a 201 only). */
    joinedPlace: join.isSuccess && join.data.outcome === 'joined' ? join.data.place : null,
  };
}
