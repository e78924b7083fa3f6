import {
  apiErrorSchema,
  ATTRIBUTION_HEADER,
  decodeAttribution,
  encodeAttribution,
  CONSENT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  LEGAL_DOCUMENTS,
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
import { placeOf, WAITLIST_URL } from './join-waitlist';

async function failureOf(response: Response): Promise<{ errors: FieldErrors; message: string }> {
  const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.success ? (body.data.fieldErrors ?? {}) : {})) {
    if (messages[0]) errors[field] = messages[0];
  }
  return { errors, message: body.success ? body.data.message : WAITLIST_TOASTS.failed };
}

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
    response = await fetch(WAITLIST_URL, {
      method: 'POST',
      signal,
      headers: {
        ...headers,
        'content-type': 'application/json',
        [CONSENT_HEADER]: LEGAL_DOCUMENTS.privacy.version,
        ...(form.get(WAITLIST_FIELD_NAMES.website) ? { [SIGNUP_SIGNAL_HEADERS.website]: '1' } : {}),
        ...(key.success ? { [IDEMPOTENCY_KEY_HEADER]: key.data } : {}),
        ...(attribution ? { [ATTRIBUTION_HEADER]: encodeAttribution(attribution) } : {}),
      },
      body: JSON.stringify(check.submission),
    });
  } catch {
    return show({ values: posted.values, errors: {}, message: WAITLIST_TOASTS.unexpected }, 503);
  }
  if (response.ok || response.status === 409) {
    const place = response.status === 409 ? null : placeOf(await response.json().catch(() => null));
    return show({ joined: check.submission, place, origin: siteOriginOf(headers) }, 200);
  }
  const failure = await failureOf(response);
  return show({ values: posted.values, ...failure }, response.status);
};
