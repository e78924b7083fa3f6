import type { CallFailure } from '@fresh-pouf/remote-kit';

/** The unsubscribe page's forms (`intent` in the body when posted as HTML). */
export const UNSUBSCRIBE_INTENTS = {
  unsubscribe: 'unsubscribe',
  resubscribe: 'resubscribe',
  deleteData: 'delete-data',
} as const;

type ChangeIntent = typeof UNSUBSCRIBE_INTENTS.unsubscribe | typeof UNSUBSCRIBE_INTENTS.resubscribe;
type UnsubscribeIntent = (typeof UNSUBSCRIBE_INTENTS)[keyof typeof UNSUBSCRIBE_INTENTS];

/**
 * What a form of /unsubscribe did when it was posted as HTML (api/unsubscribe-form-action.ts):
 * the subscription changed (its new state is the subscription state query's data), a data
 * request accepted (with the server's words), or refused (404 for a link it does not know, a
 * limit, no answer...).
 */
export type UnsubscribeOutcome =
  | { intent: ChangeIntent; changed: true }
  | { intent: typeof UNSUBSCRIBE_INTENTS.deleteData; accepted: string }
  | { intent: UnsubscribeIntent; failed: CallFailure };

export const UNSUBSCRIBE_OUTCOME_KEY = ['list-mail', 'unsubscribe', 'form-outcome'] as const;
