import { BILLING_MESSAGES, firstFieldErrors, portalLinkRequestSchema, publicApi } from '@fresh-pouf/contracts';
import { postFromServer, type ServerAction } from '@fresh-pouf/remote-kit';
import { PORTAL_LINK_EMAIL_FIELD, PORTAL_LINK_OUTCOME_KEY, type PortalLinkOutcome } from '../lib/portal-link-outcome';

/**
 * /manage-subscription's "Send me a link" sent as HTML (before or without the page's script):
 * the same schema and message as the page, then POST /api/billing/portal-link as the page calls
 * it, with the visitor's address the gateway passed on (the link limit counts it).
 */
export const portalLinkFormAction: ServerAction = async ({ queryClient, form, headers, signal }) => {
  const show = (outcome: PortalLinkOutcome, status: number) => {
    queryClient.setQueryData(PORTAL_LINK_OUTCOME_KEY, outcome);
    return { status };
  };
  const email = form.get(PORTAL_LINK_EMAIL_FIELD) ?? '';
  const parsed = portalLinkRequestSchema.safeParse({ email });
  if (!parsed.success)
    return show({ email, error: firstFieldErrors(parsed.error).email ?? BILLING_MESSAGES.portalUnavailable }, 400);
  const answer = await postFromServer(
    publicApi.billing.portalLink,
    { body: parsed.data },
    { queryClient, headers, signal },
  );
  if (!answer.ok) return show({ email, error: answer.message || BILLING_MESSAGES.portalUnavailable }, answer.status);
  return show({ sent: true }, answer.status);
};
