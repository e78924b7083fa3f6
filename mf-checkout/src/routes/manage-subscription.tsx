import { ApiRequestError } from '@fresh-pouf/api-client';
import {
  BILLING_MESSAGES,
  pageTitle,
  firstFieldErrors,
  PORTAL_LINK_PROBLEM_MESSAGES,
  PORTAL_LINK_PROBLEMS,
  type PortalLinkProblem,
  portalLinkRequestSchema,
} from '@fresh-pouf/contracts';
import { PageForm, usePostedOutcome } from '@fresh-pouf/remote-kit';
import { Button, Card, CardContent, CardDescription, CardHeader, FormField, Input } from '@fresh-pouf/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRequestPortalLink } from '../features/billing/api/request-portal-link';
import {
  PORTAL_LINK_EMAIL_FIELD,
  PORTAL_LINK_OUTCOME_KEY,
  type PortalLinkOutcome,
} from '../features/billing/lib/portal-link-outcome';
import '../styles/checkout.css';

const problemOf = (value: string | null): PortalLinkProblem | null =>
  PORTAL_LINK_PROBLEMS.find((problem) => problem === value) ?? null;

/**
 * /manage-subscription: a paying customer asks for a link into Stripe's customer portal, sent
 * to the address they subscribed with (no account needed). An e-mailed link that could not open
 * lands here, saying why. The form works as HTML first: posted to the page, the server action
 * answers it (features/billing/api/portal-link-form-action.ts).
 */
export default function ManageSubscriptionRoute() {
  const [search] = useSearchParams();
  const problem = problemOf(search.get('link'));
  // The answer to the form posted as HTML, until the page's own press.
  const posted = usePostedOutcome<PortalLinkOutcome>(PORTAL_LINK_OUTCOME_KEY);
  // Uncontrolled: what is typed before the page's code arrives stays, and is what is sent.
  const postedEmail = posted && 'email' in posted ? posted.email : '';
  const [error, setError] = useState<string | undefined>(posted && 'error' in posted ? posted.error : undefined);
  const request = useRequestPortalLink();
  const sent = request.isSuccess || (request.isIdle && posted !== undefined && 'sent' in posted);
  const result = useRef<HTMLDivElement>(null);

  // The answer replaces the form: focus follows it, so a keyboard or screen reader is not left on nothing.
  useEffect(() => {
    if (request.isSuccess) result.current?.focus();
  }, [request.isSuccess]);

  const submit = (form: HTMLFormElement) => {
    const parsed = portalLinkRequestSchema.safeParse({ email: new FormData(form).get(PORTAL_LINK_EMAIL_FIELD) ?? '' });
    if (!parsed.success) {
      setError(firstFieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, {
      onError: (err) =>
        setError((err instanceof ApiRequestError && err.serverMessage) || BILLING_MESSAGES.portalUnavailable),
    });
  };

  return (
    <div className="fp-page co-page co-page--narrow">
      <title>{pageTitle(BILLING_MESSAGES.manage)}</title>
      <Card className="co-result">
        <CardHeader>
          <h1 className="fp-card__title co-result__title">{BILLING_MESSAGES.manage}</h1>
          {problem ? (
            <p role="alert" className="co-manage__problem">
              {PORTAL_LINK_PROBLEM_MESSAGES[problem]}
            </p>
          ) : null}
          <CardDescription>{BILLING_MESSAGES.manageIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          {sent ? (
            <div ref={result} tabIndex={-1} role="status" className="co-manage__sent">
              <p className="co-manage__sent-title">{BILLING_MESSAGES.linkSentTitle}</p>
              <p>{BILLING_MESSAGES.linkSent}</p>
            </div>
          ) : (
            <PageForm onSubmit={submit} noValidate className="co-customer__form">
              <FormField label="Email" error={error}>
                {(control) => (
                  <Input
                    {...control}
                    name={PORTAL_LINK_EMAIL_FIELD}
                    type="email"
                    autoComplete="email"
                    defaultValue={postedEmail}
                  />
                )}
              </FormField>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? BILLING_MESSAGES.sending : BILLING_MESSAGES.sendLink}
              </Button>
            </PageForm>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
