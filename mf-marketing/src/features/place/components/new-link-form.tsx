import { ApiRequestError } from '@fresh-pouf/api-client';
import { firstFieldErrors, newConfirmLinkRequestSchema, WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';
import { Button, FormField, Input } from '@fresh-pouf/ui';
import { type FormEvent, useState } from 'react';
import { useRequestConfirmLink } from '../api/request-confirm-link';

const failureOf = (error: unknown) =>
  (error instanceof ApiRequestError && error.serverMessage) || 'We could not send a link just now. Please try again.';

/**
 * "Send me a new link": for an expired link the link itself names the entry; for a link we do not
 * know, the visitor types their address. The answer never says whether the address is listed.
 */
export function NewLinkForm({ token }: { token?: string | undefined }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestConfirmLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newConfirmLinkRequestSchema.safeParse(token ? { token } : { email });
    if (!parsed.success) {
      setError(firstFieldErrors(parsed.error).email ?? WAITLIST_PLACE_MESSAGES.linkUnknown);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, { onError: (err) => setError(failureOf(err)) });
  };

  if (request.isSuccess) {
    return (
      <p role="status" className="mk-place-page__message">
        {WAITLIST_PLACE_MESSAGES.newLinkSent}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mk-place-page__form">
      {token ? (
        error ? (
          <p role="alert">{error}</p>
        ) : null
      ) : (
        <FormField label={WAITLIST_PLACE_MESSAGES.newLinkEmailLabel} error={error}>
          {(control) => <Input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
      )}
      <Button type="submit" disabled={request.isPending}>
        {WAITLIST_PLACE_MESSAGES.newLink}
      </Button>
    </form>
  );
}
