import { ApiRequestError } from '@fresh-pouf/api-client';
import { BRAND, DATA_REQUEST_MESSAGES, UNSUBSCRIBE_MESSAGES, unsubscribeTokenSchema } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, Skeleton } from '@fresh-pouf/ui';
import { useSearchParams } from 'react-router-dom';
import { useChangeSubscription } from '../features/list-mail/api/change-subscription';
import { useRequestDataDeletion } from '../features/list-mail/api/request-data-deletion';
import { useSubscriptionState } from '../features/list-mail/api/subscription-state';
import '../features/place/components/place.css';

const M = UNSUBSCRIBE_MESSAGES;

/**
 * /unsubscribe?token=…: the page a list e-mail's footer link opens. Opening it changes nothing;
 * one press unsubscribes, and the same page offers to subscribe again.
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
  const state = useSubscriptionState(token);
  const change = useChangeSubscription();
  if (state.isPending) return <Skeleton style={{ height: '5rem' }} aria-label="Checking your link" />;
  if (state.isError) {
    const known = !(state.error instanceof ApiRequestError && state.error.status === 404);
    return (
      <p role="alert" className="mk-place-page__message">
        {known ? 'We could not check your link just now. Please try again.' : M.unknown}
      </p>
    );
  }
  const subscribed = state.data.subscribed;
  return (
    <>
      <p role="status" className="mk-place-page__message">
        {subscribed ? (change.isSuccess ? M.resubscribed : '') : M.done}
      </p>
      {subscribed ? <CardDescription>{M.intro}</CardDescription> : null}
      {change.isError ? (
        <p role="alert" className="mk-place-page__message">
          We could not change that just now. Please try again.
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant={subscribed ? 'primary' : 'outline'}
          disabled={change.isPending}
          onClick={() => change.mutate({ token, subscribe: !subscribed })}
        >
          {subscribed ? M.button : M.resubscribe}
        </Button>
      </div>
      <DeleteMyData token={token} />
    </>
  );
}

/** The person's erasure request (GDPR article 17): staff see it as a task and erase within 30 days. */
function DeleteMyData({ token }: { token: string }) {
  const request = useRequestDataDeletion();
  if (request.isSuccess) {
    return (
      <p role="status" className="mk-place-page__message">
        {request.data.message}
      </p>
    );
  }
  return (
    <>
      {request.isError ? (
        <p role="alert" className="mk-place-page__message">
          We could not send that just now. Please try again.
        </p>
      ) : null}
      <div>
        <Button type="button" variant="ghost" disabled={request.isPending} onClick={() => request.mutate(token)}>
          {DATA_REQUEST_MESSAGES.askButton}
        </Button>
      </div>
    </>
  );
}
