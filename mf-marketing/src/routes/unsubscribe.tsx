import { ApiRequestError } from '@fresh-pouf/api-client';
import { BRAND, DATA_REQUEST_MESSAGES, UNSUBSCRIBE_MESSAGES, unsubscribeTokenSchema } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, Skeleton } from '@fresh-pouf/ui';
import { useTakenOver } from '@fresh-pouf/remote-kit/islands';
import { useSearchParams } from 'react-router-dom';
import { useChangeSubscription } from '../features/list-mail/api/change-subscription';
import { useRequestDataDeletion } from '../features/list-mail/api/request-data-deletion';
import { useSubscriptionState } from '../features/list-mail/api/subscription-state';
import { UNSUBSCRIBE_INTENTS, UNSUBSCRIBE_OUTCOME_KEY, type UnsubscribeOutcome } from '../features/list-mail/lib/unsubscribe-outcome';
import { PageForm, usePostedOutcome } from '../lib/page-form';
import '../features/place/components/place.css';

const M = UNSUBSCRIBE_MESSAGES;

/**
 * /unsubscribe?token=…: the page a list e-mail's footer link opens. Opening it changes nothing;
 * one press unsubscribes, and the same page offers to subscribe again. Every button works as
 * HTML first: posted to the page, the server action answers it
 * (features/list-mail/api/unsubscribe-form-action.ts).
 */
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  const parsed = unsubscribeTokenSchema.safeParse(search.get('token'));
  return (
    <div className="mk-place-page">
      <title>{`${M.title} · ${BRAND.name}`}</title>
      <Card>
        <CardHeader>
          <h1 className="fp-card__title">{M.title}</h1>
        </CardHeader>
        <CardContent>
          {parsed.success ? (
            <Subscription token={parsed.data} />
          ) : (
            <p role="alert" className="mk-place-page__message">
              {M.unknown}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Subscription({ token }: { token: string }) {
  const outcome = usePostedOutcome<UnsubscribeOutcome>(UNSUBSCRIBE_OUTCOME_KEY);
  const state = useSubscriptionState(token);
  const change = useChangeSubscription();
  const live = useTakenOver();
  // The answer to a change posted as HTML, until the page's own press.
  const posted = change.isIdle && outcome && outcome.intent !== UNSUBSCRIBE_INTENTS.deleteData ? outcome : undefined;
  const postedFailure = posted && 'failed' in posted ? posted.failed : undefined;
  if (postedFailure?.status === 404 || postedFailure?.status === 400) {
    return (
      <p role="alert" className="mk-place-page__message">
        {M.unknown}
      </p>
    );
  }
  if (state.isPending && live) return <Skeleton style={{ height: '5rem' }} aria-label="Checking your link" />;
  if (state.isError) {
    const known = !(state.error instanceof ApiRequestError && state.error.status === 404);
    return (
      <p role="alert" className="mk-place-page__message">
        {known ? 'We could not check your link just now. Please try again.' : M.unknown}
      </p>
    );
  }
  // Before the page's script runs (and without it) the server may not know: it offers what the link is for.
  const subscribed = state.data?.subscribed ?? posted?.intent !== UNSUBSCRIBE_INTENTS.resubscribe;
  const changed = change.isSuccess || (posted !== undefined && 'changed' in posted);
  return (
    <>
      <p role="status" className="mk-place-page__message">
        {subscribed ? (changed ? M.resubscribed : '') : M.done}
      </p>
      {subscribed ? <CardDescription>{M.intro}</CardDescription> : null}
      {change.isError || postedFailure ? (
        <p role="alert" className="mk-place-page__message">
          We could not change that just now. Please try again.
        </p>
      ) : null}
      <PageForm
        intent={subscribed ? UNSUBSCRIBE_INTENTS.unsubscribe : UNSUBSCRIBE_INTENTS.resubscribe}
        onSubmit={() => change.mutate({ token, subscribe: !subscribed })}
      >
        <Button type="submit" variant={subscribed ? 'primary' : 'outline'} disabled={change.isPending}>
          {subscribed ? M.button : M.resubscribe}
        </Button>
      </PageForm>
      <DeleteMyData token={token} />
    </>
  );
}

/** The person's erasure request (GDPR article 17): staff see it as a task and erase within 30 days. */
function DeleteMyData({ token }: { token: string }) {
  const outcome = usePostedOutcome<UnsubscribeOutcome>(UNSUBSCRIBE_OUTCOME_KEY);
  const request = useRequestDataDeletion();
  const posted = request.isIdle && outcome?.intent === UNSUBSCRIBE_INTENTS.deleteData ? outcome : undefined;
  const accepted = request.data?.message ?? (posted && 'accepted' in posted ? posted.accepted : undefined);
  if (accepted !== undefined) {
    return (
      <p role="status" className="mk-place-page__message">
        {accepted}
      </p>
    );
  }
  return (
    <>
      {request.isError || (posted && 'failed' in posted) ? (
        <p role="alert" className="mk-place-page__message">
          We could not send that just now. Please try again.
        </p>
      ) : null}
      <PageForm intent={UNSUBSCRIBE_INTENTS.deleteData} onSubmit={() => request.mutate(token)}>
        <Button type="submit" variant="ghost" disabled={request.isPending}>
          {DATA_REQUEST_MESSAGES.askButton}
        </Button>
      </PageForm>
    </>
  );
}
