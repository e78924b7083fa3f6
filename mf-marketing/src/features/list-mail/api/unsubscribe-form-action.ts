import {
  DATA_REQUESTS_API,
  dataRequestAcceptedSchema,
  UNSUBSCRIBE_API,
  UNSUBSCRIBE_MESSAGES,
  unsubscribeStateSchema,
  unsubscribeTokenSchema,
} from '@fresh-pouf/contracts';
import { type ServerAction, postFromServer } from '@fresh-pouf/remote-kit';
import { PAGE_FORM_FIELDS } from '../../../lib/page-form-fields';
import { UNSUBSCRIBE_INTENTS, UNSUBSCRIBE_OUTCOME_KEY, type UnsubscribeOutcome } from '../lib/unsubscribe-outcome';
import { subscriptionStateQueryOptions } from './subscription-state';

const readState = (json: unknown) => unsubscribeStateSchema.parse(json);

/**
 * /unsubscribe's forms sent as HTML (before or without the page's script): Unsubscribe, Subscribe
 * again and "Delete my data", each calling what the page's script calls (POST
 * /api/unsubscribe/confirm|resubscribe, POST /api/data-requests) with the token read from the
 * form's body and the visitor's address the gateway passed on. The page then shows the
 * subscription as it now is: the answer of a change, or read again after a data request.
 */
export const unsubscribeFormAction: ServerAction = async ({ queryClient, form, headers, signal }) => {
  const show = (outcome: UnsubscribeOutcome, status: number) => {
    queryClient.setQueryData(UNSUBSCRIBE_OUTCOME_KEY, outcome);
    return { status };
  };
  const intent = form.get(PAGE_FORM_FIELDS.intent);
  if (intent !== UNSUBSCRIBE_INTENTS.unsubscribe && intent !== UNSUBSCRIBE_INTENTS.resubscribe && intent !== UNSUBSCRIBE_INTENTS.deleteData) {
    return { status: 400 };
  }
  const token = unsubscribeTokenSchema.safeParse(form.get(PAGE_FORM_FIELDS.token));
  if (!token.success) return show({ intent, failed: { status: 400, message: UNSUBSCRIBE_MESSAGES.unknown } }, 400);
  const body = { token: token.data };
  const context = { headers, signal };
  const stateKey = subscriptionStateQueryOptions(token.data).queryKey;

  if (intent === UNSUBSCRIBE_INTENTS.deleteData) {
    const [answer, state] = await Promise.all([
      postFromServer(DATA_REQUESTS_API.request, body, (json) => dataRequestAcceptedSchema.parse(json), context),
      // Which of Unsubscribe and Subscribe again the page offers beside the answer.
      postFromServer(UNSUBSCRIBE_API.state, body, readState, context),
    ]);
    if (state.ok) queryClient.setQueryData(stateKey, state.data);
    if (!answer.ok) return show({ intent, failed: { status: answer.status, message: answer.message } }, answer.status);
    return show({ intent, accepted: answer.data.message }, answer.status);
  }

  const path = intent === UNSUBSCRIBE_INTENTS.unsubscribe ? UNSUBSCRIBE_API.unsubscribe : UNSUBSCRIBE_API.resubscribe;
  const answer = await postFromServer(path, body, readState, context);
  if (!answer.ok) return show({ intent, failed: { status: answer.status, message: answer.message } }, answer.status);
  queryClient.setQueryData(stateKey, answer.data);
  return show({ intent, changed: true }, answer.status);
};
