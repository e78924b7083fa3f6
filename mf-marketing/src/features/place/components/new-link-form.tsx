import { ApiRequestError } from '@fresh-pouf/api-client';
import { firstFieldErrors, newConfirmLinkRequestSchema, WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';
import { Button, FormField, Input } from '@fresh-pouf/ui';
import { useState } from 'react';
import { usePostedOutcome } from '@fresh-pouf/remote-kit';
import { PageForm } from '@fresh-pouf/remote-kit';
import { useRequestConfirmLink } from '../api/request-confirm-link';
import {
  CONFIRM_INTENTS,
  CONFIRM_PAGE_OUTCOME_KEY,
  type ConfirmPageOutcome,
  newLinkFailureMessage,
} from '../lib/confirm-outcome';

const failureOf = (error: unknown) =>
  newLinkFailureMessage(error instanceof ApiRequestError ? error.serverMessage : undefined);

/**
 * "Send me a new link": for an expired link the link itself names the entry; for a link we do not
 * know, the visitor types their address. The answer never says whether the address is listed.
 * Sent as HTML (before or without the script), the page's server action answers it.
 */
export function NewLinkForm({ token }: { token?: string | undefined }) {
  const intent = token ? CONFIRM_INTENTS.newLink : CONFIRM_INTENTS.newLinkByEmail;
  const posted = usePostedOutcome<ConfirmPageOutcome>(CONFIRM_PAGE_OUTCOME_KEY);
  const outcome = posted?.intent === intent ? posted : undefined;
  const [email, setEmail] = useState(outcome && 'email' in outcome ? (outcome.email ?? '') : '');
  const [error, setError] = useState<string | undefined>(outcome && 'error' in outcome ? outcome.error : undefined);
  const request = useRequestConfirmLink();

  const submit = () => {
    const parsed = newConfirmLinkRequestSchema.safeParse(token ? { token } : { email });
    if (!parsed.success) {
      setError(firstFieldErrors(parsed.error).email ?? WAITLIST_PLACE_MESSAGES.linkUnknown);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, { onError: (err) => setError(failureOf(err)) });
  };

  if (request.isSuccess || (request.isIdle && error === undefined && outcome && 'sent' in outcome)) {
    return (
      <p role="status" className="mk-place-page__message">
        {WAITLIST_PLACE_MESSAGES.newLinkSent}
      </p>
    );
  }
  return (
    <PageForm intent={intent} onSubmit={submit} noValidate className="mk-place-page__form">
      {token ? (
        error ? (
          <p role="alert">{error}</p>
        ) : null
      ) : (
        <FormField label={WAITLIST_PLACE_MESSAGES.newLinkEmailLabel} error={error}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </FormField>
      )}
      <Button type="submit" disabled={request.isPending}>
        {WAITLIST_PLACE_MESSAGES.newLink}
      </Button>
    </PageForm>
  );
}
