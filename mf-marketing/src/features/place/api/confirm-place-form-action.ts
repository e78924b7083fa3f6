import {
  firstFieldErrors,
  newConfirmLinkRequestSchema,
  publicApi,
  WAITLIST_PLACE_MESSAGES,
  waitlistLinkTokenSchema,
} from '@fresh-pouf/contracts';
import { type ServerAction, postFromServer, siteOriginOf } from '@fresh-pouf/remote-kit';
import { PAGE_FORM_FIELDS } from '@fresh-pouf/remote-kit';
import {
  CONFIRM_INTENTS,
  CONFIRM_PAGE_OUTCOME_KEY,
  type ConfirmPageOutcome,
  newLinkFailureMessage,
} from '../lib/confirm-outcome';

const M = WAITLIST_PLACE_MESSAGES;

/**
 * /waitlist/confirm's forms sent as HTML (before or without the page's script): "Confirm my place"
 * and "Send me a new link", each calling what the page's script calls (POST /api/waitlist/confirm,
 * POST /api/waitlist/confirm-link) with the visitor's address the gateway passed on. The token is
 * read from the form's body; the typed address stays in the body and the page, never a URL.
 */
export const confirmPlaceFormAction: ServerAction = async ({ queryClient, form, headers, signal }) => {
  const show = (outcome: ConfirmPageOutcome, status: number) => {
    queryClient.setQueryData(CONFIRM_PAGE_OUTCOME_KEY, outcome);
    return { status };
  };
  const intent = form.get(PAGE_FORM_FIELDS.intent);

  if (intent === CONFIRM_INTENTS.confirm) {
    const token = waitlistLinkTokenSchema.safeParse(form.get(PAGE_FORM_FIELDS.token));
    if (!token.success) return show({ intent, failed: { status: 400, message: M.linkUnknown } }, 400);
    const answer = await postFromServer(
      publicApi.waitlist.confirm,
      { body: { token: token.data } },
      { queryClient, headers, signal },
    );
    if (!answer.ok) return show({ intent, failed: { status: answer.status, message: answer.message } }, answer.status);
    return show({ intent, confirmed: answer.data, origin: siteOriginOf(headers) }, answer.status);
  }

  if (intent === CONFIRM_INTENTS.newLink || intent === CONFIRM_INTENTS.newLinkByEmail) {
    const email = form.get('email') ?? '';
    // The same check and messages as the page's script: the link's token, or the typed address.
    const request = newConfirmLinkRequestSchema.safeParse(
      intent === CONFIRM_INTENTS.newLink ? { token: form.get(PAGE_FORM_FIELDS.token) ?? undefined } : { email },
    );
    // What was typed comes back in the page, to fix or send again.
    const typed = intent === CONFIRM_INTENTS.newLinkByEmail ? { email } : {};
    if (!request.success)
      return show({ intent, error: firstFieldErrors(request.error).email ?? M.linkUnknown, ...typed }, 400);
    const answer = await postFromServer(
      publicApi.waitlist.newConfirmLink,
      { body: request.data },
      { queryClient, headers, signal },
    );
    if (!answer.ok) return show({ intent, error: newLinkFailureMessage(answer.message), ...typed }, answer.status);
    return show({ intent, sent: true }, answer.status);
  }

  return { status: 400 };
};
