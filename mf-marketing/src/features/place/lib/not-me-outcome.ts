import { type NotMeResult, WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';
import type { CallFailure } from '@fresh-pouf/remote-kit';

/**
 * What "Remove my address" did when it was posted as HTML (api/not-me-form-action.ts): removed
 * (now, or earlier), or refused by the server (409 for a confirmed address, 404 for a link it
 * does not know, a failure...).
 */
export type NotMeOutcome = { removed: NotMeResult } | { failed: CallFailure };

export const NOT_ME_OUTCOME_KEY = ['waitlist', 'not-me', 'form-outcome'] as const;

/** What a refused press says: the server's words for a link it knows, ours when it could not answer. */
export function notMeFailureMessage({ status, message }: CallFailure): string {
  if (status === 404) return WAITLIST_PLACE_MESSAGES.notMeUnknown;
  return message || 'We could not remove your address just now. Please try again.';
}
