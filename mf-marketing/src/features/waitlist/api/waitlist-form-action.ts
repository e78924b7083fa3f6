import { ApiRequestError, sendRoute } from '@fresh-pouf/api-client';
import {
  ATTRIBUTION_HEADER,
  decodeAttribution,
  encodeAttribution,
  CONSENT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  LEGAL_DOCUMENTS,
  publicApi,
  SIGNUP_SIGNAL_HEADERS,
} from '@fresh-pouf/contracts';
import { type ServerAction, siteOriginOf } from '@fresh-pouf/remote-kit';
import { checkWaitlistForm, type FieldErrors } from '../lib/check-waitlist-form';
import { earlyBirdCheckoutLink, postedFormState, WAITLIST_FIELD_NAMES } from '../lib/form-fields';
import {
  WAITLIST_FORM_ATTRIBUTION_KEY,
  WAITLIST_FORM_OUTCOME_KEY,
  type WaitlistFormOutcome,
} from '../lib/form-outcome';
import { WAITLIST_TOASTS } from '../lib/waitlist-toasts';
import { placeOf } from './join-waitlist';

/** A refusal's words: the server's message and first message per field, when its body has them. */
const failureOf = (error: ApiRequestError): { errors: FieldErrors; message: string } => ({
  errors: error.fieldErrors,
  message: error.serverMessage ?? WAITLIST_TOASTS.failed,
});

/**
 * The waitlist form sent as HTML (`POST /`): checked with the same schema and messages as in the
 * browser, then sent to POST /api/waitlist as the browser would (its limits, bot checks, consent
 * and idempotency), with the visitor's address the gateway passed on. An Early Bird goes on to
 * checkout with the plan in the address; the person types who pays there (nothing of theirs in a URL).
 */
export const waitlistFormAction: ServerAction = async ({ queryClient, form, headers, signal }) => {
  const show = (outcome: WaitlistFormOutcome, status: number) => {
    queryClient.setQueryData(WAITLIST_FORM_OUTCOME_KEY, outcome);
    return { status };
  };
  const posted = postedFormState(form);
  // Checked as the header is: what is not a valid source is dropped, never refused.
  const attribution = decodeAttribution(form.get(WAITLIST_FIELD_NAMES.attribution) ?? undefined);
  // The form shown again keeps where the visit came from.
  if (attribution) queryClient.setQueryData(WAITLIST_FORM_ATTRIBUTION_KEY, encodeAttribution(attribution));
  const check = checkWaitlistForm(posted.values, new Date());
  const errors = { ...(check.success ? {} : check.errors), ...posted.errors };
  if (!check.success || Object.keys(errors).length > 0) return show({ values: posted.values, errors }, 400);
  if (posted.values.earlyBird) return { redirect: earlyBirdCheckoutLink(posted.values) };

  const key = idempotencyKeySchema.safeParse(form.get(WAITLIST_FIELD_NAMES.idempotencyKey));
  let response: Response;
  try {
    response = await sendRoute(
      publicApi.waitlist.join,
      { body: check.submission },
      {
        client: queryClient,
        signal,
        headers: {
          ...headers,
          [CONSENT_HEADER]: LEGAL_DOCUMENTS.privacy.version,
          ...(form.get(WAITLIST_FIELD_NAMES.website) ? { [SIGNUP_SIGNAL_HEADERS.website]: '1' } : {}),
          ...(key.success ? { [IDEMPOTENCY_KEY_HEADER]: key.data } : {}),
          ...(attribution ? { [ATTRIBUTION_HEADER]: encodeAttribution(attribution) } : {}),
        },
      },
    );
  } catch (error) {
    if (error instanceof ApiRequestError) return show({ values: posted.values, ...failureOf(error) }, error.status);
    return show({ values: posted.values, errors: {}, message: WAITLIST_TOASTS.unexpected }, 503);
  }
  // 409: already on the list, which counts as joined.
  const place = response.status === 409 ? null : placeOf(await response.json().catch(() => null));
  return show({ joined: check.submission, place, origin: siteOriginOf(headers) }, 200);
};
