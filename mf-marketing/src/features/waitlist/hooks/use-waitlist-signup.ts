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
import { useFormOutcome } from '../lib/form-outcome';

function focusFirstInvalidField(errors: FieldErrors): void {
  const field = Object.entries(WAITLIST_FIELD_IDS).find(([name]) => errors[name]);
  if (field) document.getElementById(field[1])?.focus();
}

/**
 * The whole sign-up: validate, then either hand an Early Bird over to checkout or join the
 * waitlist, with the spec's toasts. The form keeps its values when the call fails.
 */
export function useWaitlistSignup() {
  const outcome = useFormOutcome();
  const sentAsHtml = outcome && 'joined' in outcome ? outcome : undefined;
  const form = useWaitlistForm(outcome);
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

    join.mutate(
      { signup: check.submission, signals: signals.read() },
      {
        onSuccess: () => toast(successToast()),
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          form.setServerErrors(fieldErrors);
          focusFirstInvalidField(fieldErrors);
          toast(errorToast(error));
        },
      },
    );
  };

  return {
    form,
    submit,
    submitting: join.isPending,
    honeypot: signals.honeypot,
    /** What was sent, once the waitlist has accepted it (201 or 409), from here or as HTML. */
    joined: join.isSuccess ? join.variables.signup : sentAsHtml?.joined,
    /** The new entry's place in line and referral code (a 201 only). */
    joinedPlace: join.isSuccess
      ? join.data.outcome === 'joined'
        ? join.data.place
        : null
      : (sentAsHtml?.place ?? null),
    /** The spec's success toast was shown (joined in the page, not as HTML): the view need not say it again. */
    toasted: join.isSuccess,
    /** The site's address the referral link starts with, when the server drew the success view. */
    origin: sentAsHtml?.origin,
    /** A failure of the form sent as HTML that is no field's (a limit, the service down). */
    formMessage: outcome && 'values' in outcome ? outcome.message : undefined,
  };
}
