import type { CallFailure } from '@fresh-pouf/remote-kit';

/** The unsubscribe page's forms (`intent` in the body when posted as HTML). */
export const UNSUBSCRIBE_INTENTS = {
  unsubscribe: 'unsubscribe',
  resubscribe: 'resubscribe',
  /** "Delete my data": asks first, changes nothing. */
  deleteData: 'delete-data',
  /** "Yes, delete my data": the request itself. */
  confirmDeleteData: 'delete-data-confirmed',
} as const;

type ChangeIntent = typeof UNSUBSCRIBE_INTENTS.unsubscribe | typeof UNSUBSCRIBE_INTENTS.resubscribe;
type UnsubscribeIntent = (typeof UNSUBSCRIBE_INTENTS)[keyof typeof UNSUBSCRIBE_INTENTS];
type DeleteIntent = typeof UNSUBSCRIBE_INTENTS.deleteData | typeof UNSUBSCRIBE_INTENTS.confirmDeleteData;

/** The intents of "Delete my data" (the question, then the request). */
export const isDeleteIntent = (intent: UnsubscribeIntent): intent is DeleteIntent =>
  intent === UNSUBSCRIBE_INTENTS.deleteData || intent === UNSUBSCRIBE_INTENTS.confirmDeleteData;

/**
 * What a form of /unsubscribe did when it was posted as HTML (api/unsubscribe-form-action.ts):
 * the subscription changed (its new state is the subscription state query's data), "Delete my
 * data" asking whether the person is sure, a data request accepted (with the server's words), or
 * refused (404 for a link it does not know, a limit, no answer...).
 */
export type UnsubscribeOutcome =
  | { intent: ChangeIntent; changed: true }
  | { intent: typeof UNSUBSCRIBE_INTENTS.deleteData; confirming: true }
  | { intent: typeof UNSUBSCRIBE_INTENTS.confirmDeleteData; accepted: string }
  | { intent: UnsubscribeIntent; failed: CallFailure };

export const UNSUBSCRIBE_OUTCOME_KEY = ['list-mail', 'unsubscribe', 'form-outcome'] as const;
