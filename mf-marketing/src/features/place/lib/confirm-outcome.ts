import type { ConfirmResult } from '@fresh-pouf/contracts';
import type { CallFailure } from '@fresh-pouf/remote-kit';

/** The confirm page's forms (`intent` in the body when posted as HTML). */
export const CONFIRM_INTENTS = {
  confirm: 'confirm',
  /** A new link for the entry an expired link names: the link's token says which. */
  newLink: 'new-link',
  /** A new link for a typed address (a link we do not know). */
  newLinkByEmail: 'new-link-by-email',
} as const;

export type NewLinkIntent = typeof CONFIRM_INTENTS.newLink | typeof CONFIRM_INTENTS.newLinkByEmail;

/**
 * What a form of /waitlist/confirm did when it was posted as HTML (api/confirm-place-form-action.ts):
 * confirmed (with the site's address for the referral link, as the server drew it), refused by the
 * server (410 expired, 404 unknown, a limit...), or a new link asked for: sent, or refused with the
 * message to show and the address as typed.
 */
export type ConfirmPageOutcome =
  | { intent: typeof CONFIRM_INTENTS.confirm; confirmed: ConfirmResult; origin: string }
  | { intent: typeof CONFIRM_INTENTS.confirm; failed: CallFailure }
  | { intent: NewLinkIntent; sent: true }
  | { intent: NewLinkIntent; error: string; email?: string };

export const CONFIRM_PAGE_OUTCOME_KEY = ['waitlist', 'confirm', 'form-outcome'] as const;

/** What a refused "Confirm my place" says: the server's words, ours when it could not answer. */
export const confirmFailureMessage = (serverMessage: string | undefined) =>
  serverMessage || 'We could not confirm just now. Please try again.';

/** What a refused "Send me a new link" says. */
export const newLinkFailureMessage = (serverMessage: string | undefined) =>
  serverMessage || 'We could not send a link just now. Please try again.';
