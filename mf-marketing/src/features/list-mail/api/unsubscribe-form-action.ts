import { publicApi, UNSUBSCRIBE_MESSAGES, unsubscribeTokenSchema } from '@fresh-pouf/contracts';
import { type ServerAction, postFromServer } from '@fresh-pouf/remote-kit';
import { PAGE_FORM_FIELDS } from '@fresh-pouf/remote-kit';
import { UNSUBSCRIBE_INTENTS, UNSUBSCRIBE_OUTCOME_KEY, type UnsubscribeOutcome } from '../lib/unsubscribe-outcome';

const INTENTS: ReadonlySet<unknown> = new Set(Object.values(UNSUBSCRIBE_INTENTS));
const isIntent = (value: unknown): value is (typeof UNSUBSCRIBE_INTENTS)[keyof typeof UNSUBSCRIBE_INTENTS] =>
  INTENTS.has(value);
import { subscriptionStateQueryOptions } from './subscription-state';

/**
 * /unsubscribe's forms sent as HTML (before or without the page's script): Unsubscribe, Subscribe
 * again, "Delete my data" (which only asks whether the person is sure) and "Yes, delete my data",
 * each calling what the page's script calls (POST /api/unsubscribe/confirm|resubscribe, POST
 * /api/data-requests) with the token read from the form's body and the visitor's address the
 * gateway passed on. The page then shows the subscription as it now is: the answer of a change,
 * or read again after a data request.
 */
export const unsubscribeFormAction: ServerAction = async ({ queryClient, form, headers, signal }) => {
  const show = (outcome: UnsubscribeOutcome, status: number) => {
    queryClient.setQueryData(UNSUBSCRIBE_OUTCOME_KEY, outcome);
    return { status };
  };
  const intent = form.get(PAGE_FORM_FIELDS.intent);
  if (!isIntent(intent)) return { status: 400 };
  const token = unsubscribeTokenSchema.safeParse(form.get(PAGE_FORM_FIELDS.token));
  if (!token.success) return show({ intent, failed: { status: 400, message: UNSUBSCRIBE_MESSAGES.unknown } }, 400);
  const input = { body: { token: token.data } };
  const context = { queryClient, headers, signal };
  const stateKey = subscriptionStateQueryOptions(token.data).queryKey;

  // A tap that cannot be undone is asked about first: the page asks, nothing is sent.
  if (intent === UNSUBSCRIBE_INTENTS.deleteData) return show({ intent, confirming: true }, 200);

  if (intent === UNSUBSCRIBE_INTENTS.confirmDeleteData) {
    const answer = await postFromServer(publicApi.dataRequests.request, input, context);
    // Read after the request: what the page offers next (after a refusal, Unsubscribe or Subscribe again).
    const state = await postFromServer(publicApi.listMail.state, input, context);
    if (state.ok) queryClient.setQueryData(stateKey, state.data);
    if (!answer.ok) return show({ intent, failed: { status: answer.status, message: answer.message } }, answer.status);
    return show({ intent, accepted: answer.data.message }, answer.status);
  }

  const route =
    intent === UNSUBSCRIBE_INTENTS.unsubscribe ? publicApi.listMail.unsubscribe : publicApi.listMail.resubscribe;
  const answer = await postFromServer(route, input, context);
  if (!answer.ok) return show({ intent, failed: { status: answer.status, message: answer.message } }, answer.status);
  queryClient.setQueryData(stateKey, answer.data);
  return show({ intent, changed: true }, answer.status);
};
