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
import { Button, Card, CardContent, CardDescription, CardHeader, FormField, Input } from '@fresh-pouf/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRequestPortalLink } from '../features/billing/api/request-portal-link';
import '../styles/checkout.css';

const problemOf = (value: string | null): PortalLinkProblem | null =>
  PORTAL_LINK_PROBLEMS.find((problem) => problem === value) ?? null;

/**
 * /manage-subscription: a paying customer asks for a link into Stripe's customer portal, sent
 * to the address they subscribed with (no account needed). An e-mailed link that could not open
 * lands here, saying why.
 */
export default function ManageSubscriptionRoute() {
  const [search] = useSearchParams();
  const problem = problemOf(search.get('link'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPortalLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = portalLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(firstFieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, {
      onError: (err) => setError((err instanceof ApiRequestError && err.serverMessage) || BILLING_MESSAGES.portalUnavailable),
    });
  };

  return (
    <div className="co-page co-page--narrow">
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
          {request.isSuccess ? (
            <div role="status" className="co-manage__sent">
              <p className="co-manage__sent-title">{BILLING_MESSAGES.linkSentTitle}</p>
              <p>{BILLING_MESSAGES.linkSent}</p>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="co-customer__form">
              <FormField label="Email" error={error}>
                {(control) => <Input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
              </FormField>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? BILLING_MESSAGES.sending : BILLING_MESSAGES.sendLink}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
