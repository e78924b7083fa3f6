import { publicApi, WAITLIST_PLACE_MESSAGES, waitlistLinkTokenSchema } from '@fresh-pouf/contracts';
import { type ServerAction, postFromServer } from '@fresh-pouf/remote-kit';
import { PAGE_FORM_FIELDS } from '@fresh-pouf/remote-kit';
import { NOT_ME_OUTCOME_KEY, type NotMeOutcome } from '../lib/not-me-outcome';

/**
 * /waitlist/not-me's "Remove my address" sent as HTML (before or without the page's script): the
 * token read from the form's body, then POST /api/waitlist/not-me as the page's script calls it,
 * with the visitor's address the gateway passed on (kept hashed, so the same person signing up
 * later lifts the stop).
 */
export const notMeFormAction: ServerAction = async ({ queryClient, form, headers, signal }) => {
  const show = (outcome: NotMeOutcome, status: number) => {
    queryClient.setQueryData(NOT_ME_OUTCOME_KEY, outcome);
    return { status };
  };
  const token = waitlistLinkTokenSchema.safeParse(form.get(PAGE_FORM_FIELDS.token));
  if (!token.success) return show({ failed: { status: 400, message: WAITLIST_PLACE_MESSAGES.notMeUnknown } }, 400);
  const answer = await postFromServer(
    publicApi.waitlist.notMe,
    { body: { token: token.data } },
    { queryClient, headers, signal },
  );
  if (!answer.ok) return show({ failed: { status: answer.status, message: answer.message } }, answer.status);
  return show({ removed: answer.data }, answer.status);
};
