import type { WaitlistFormState } from '@fresh-pouf/contracts';
import { usePostedOutcome } from '@fresh-pouf/remote-kit';
import type { JoinedPlace } from '../api/join-waitlist';
import type { FieldErrors, WaitlistSubmission } from './check-waitlist-form';

/**
 * How the form went when it was sent as HTML (before or without the page's JavaScript): the
 * server's action leaves it in the query cache, the page renders from it on the server, and the
 * browser takes the same over. Joined: the success view; otherwise the form again with what was
 * typed, each field's message and, for a failure that is no field's, the message to show.
 */
export type WaitlistFormOutcome =
  | { joined: WaitlistSubmission; place: JoinedPlace | null; origin: string }
  | { values: WaitlistFormState; errors: FieldErrors; message?: string };

export const WAITLIST_FORM_OUTCOME_KEY = ['waitlist', 'form-outcome'] as const;

/** The server's one-off key for the form it drew: posting it twice (a reload) stores one sign-up. */
export const WAITLIST_FORM_KEY = ['waitlist', 'form-key'] as const;

/** Read once, on the first render: later edits are the form's own. */
export function useFormOutcome(): WaitlistFormOutcome | undefined {
  return usePostedOutcome<WaitlistFormOutcome>(WAITLIST_FORM_OUTCOME_KEY);
}

export function useFormKey(): string | undefined {
  return usePostedOutcome<string>(WAITLIST_FORM_KEY);
}

/**
 * The landing address's source (`?ref=`, utm_*), as the sign-up's attribution header carries it:
 * drawn into the form by the server, so a sign-up posted as HTML keeps the friend who invited it.
 */
export const WAITLIST_FORM_ATTRIBUTION_KEY = ['waitlist', 'form-attribution'] as const;

export function useFormAttribution(): string | undefined {
  return usePostedOutcome<string>(WAITLIST_FORM_ATTRIBUTION_KEY);
}
