import { ApiRequestError } from '@fresh-pouf/api-client';
import { BRAND, DATA_REQUEST_MESSAGES, UNSUBSCRIBE_MESSAGES, unsubscribeTokenSchema } from '@fresh-pouf/contracts';
import { Button, buttonClassName, Card, CardContent, CardDescription, CardHeader } from '@fresh-pouf/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useChangeSubscription } from '../features/list-mail/api/change-subscription';
import { useRequestDataDeletion } from '../features/list-mail/api/request-data-deletion';
import { useSubscriptionState } from '../features/list-mail/api/subscription-state';
import {
  isDeleteIntent,
  UNSUBSCRIBE_INTENTS,
  UNSUBSCRIBE_OUTCOME_KEY,
  type UnsubscribeOutcome,
} from '../features/list-mail/lib/unsubscribe-outcome';
import { usePostedOutcome } from '@fresh-pouf/remote-kit';
import { PageForm } from '@fresh-pouf/remote-kit';
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
  const request = useRequestDataDeletion();
  // The answer to a form posted as HTML, until the page's own press.
  const posted = change.isIdle && request.isIdle ? outcome : undefined;
  const postedChange = posted && !isDeleteIntent(posted.intent) ? posted : undefined;
  const postedDelete = posted && isDeleteIntent(posted.intent) ? posted : undefined;
  const postedFailure = posted && 'failed' in posted ? posted.failed : undefined;
  if (postedFailure?.status === 404 || postedFailure?.status === 400) {
    return (
      <p role="alert" className="mk-place-page__message">
        {M.unknown}
      </p>
    );
  }
  // Once erasure is asked for, the page says that one thing: unsubscribed, erased within 30 days.
  const asked =
    request.data?.message ??
    (postedDelete && 'accepted' in postedDelete ? postedDelete.accepted : undefined) ??
    (state.data?.erasureRequested ? DATA_REQUEST_MESSAGES.asked : undefined);
  if (asked !== undefined) {
    return (
      <p role="status" className="mk-place-page__message">
        {asked}
      </p>
    );
  }
  if (state.isError) {
    const known = !(state.error instanceof ApiRequestError && state.error.status === 404);
    return (
      <p role="alert" className="mk-place-page__message">
        {known ? 'We could not check your link just now. Please try again.' : M.unknown}
      </p>
    );
  }
  // Until the state is known (before the page's script, without it, and while it asks) the page
  // offers what the link is for, as the server drew it: not swapped for a placeholder at takeover,
  // where a press aimed at the button would be lost.
  const subscribed = state.data?.subscribed ?? postedChange?.intent !== UNSUBSCRIBE_INTENTS.resubscribe;
  const changed = change.isSuccess || (postedChange !== undefined && 'changed' in postedChange);
  // A bounce or a spam complaint stopped the mail, not the person: say so instead of offering a button that cannot work.
  const blocked = state.data?.blocked ?? null;
  return (
    <>
      <p role="status" className="mk-place-page__message">
        {blocked ? M.blocked[blocked] : subscribed ? (changed ? M.resubscribed : '') : M.done}
      </p>
      {subscribed ? <CardDescription>{M.intro}</CardDescription> : null}
      {change.isError || (postedChange && 'failed' in postedChange) ? (
        <p role="alert" className="mk-place-page__message">
          We could not change that just now. Please try again.
        </p>
      ) : null}
      {blocked ? null : (
        <PageForm
          intent={subscribed ? UNSUBSCRIBE_INTENTS.unsubscribe : UNSUBSCRIBE_INTENTS.resubscribe}
          onSubmit={() => change.mutate({ token, subscribe: !subscribed })}
        >
          <Button type="submit" variant={subscribed ? 'primary' : 'outline'} disabled={change.isPending}>
            {subscribed ? M.button : M.resubscribe}
          </Button>
        </PageForm>
      )}
      <DeleteMyData
        onConfirm={() => request.mutate(token)}
        pending={request.isPending}
        failed={request.isError || (postedDelete !== undefined && 'failed' in postedDelete)}
        askedFirst={postedDelete !== undefined && 'confirming' in postedDelete}
      />
    </>
  );
}

interface DeleteMyDataProps {
  onConfirm: () => void;
  pending: boolean;
  failed: boolean;
  /** "Delete my data" was posted as HTML: the server drew the question. */
  askedFirst: boolean;
}

/**
 * The person's erasure request (GDPR article 17), asked about first since it cannot be undone:
 * "Delete my data" shows what happens and "Yes, delete my data" sends it. Staff see it as a task
 * and erase within 30 days; list mail stops at once.
 */
function DeleteMyData({ onConfirm, pending, failed, askedFirst }: DeleteMyDataProps) {
  const [asking, setAsking] = useState(askedFirst);
  const location = useLocation();
  // Focus follows a press: to the question as it opens, back to the button as it closes.
  const pressed = useRef(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const ask = (open: boolean) => {
    pressed.current = true;
    setAsking(open);
  };
  useEffect(() => {
    if (pressed.current) (asking ? questionRef.current : askRef.current)?.focus();
  }, [asking]);
  const D = DATA_REQUEST_MESSAGES;
  const failure = failed ? (
    <p role="alert" className="mk-place-page__message">
      We could not send that just now. Please try again.
    </p>
  ) : null;
  if (!asking) {
    return (
      <>
        {failure}
        <PageForm intent={UNSUBSCRIBE_INTENTS.deleteData} onSubmit={() => ask(true)}>
          <Button ref={askRef} type="submit" variant="ghost">
            {D.askButton}
          </Button>
        </PageForm>
      </>
    );
  }
  return (
    <section aria-labelledby="delete-my-data-title" className="mk-place-page__confirm">
      <h2 id="delete-my-data-title" className="fp-card__title" ref={questionRef} tabIndex={-1}>
        {D.confirmTitle}
      </h2>
      <p className="mk-place-page__message">{D.confirmDescription}</p>
      {failure}
      <PageForm intent={UNSUBSCRIBE_INTENTS.confirmDeleteData} onSubmit={onConfirm}>
        <Button type="submit" variant="primary" disabled={pending}>
          {D.confirmButton}
        </Button>
      </PageForm>
      {/* Back to the page as the e-mail's link opened it; with the page's script, just the question closes. */}
      <a
        href={`${location.pathname}${location.search}`}
        className={buttonClassName({ variant: 'ghost' })}
        onClick={(event) => {
          event.preventDefault();
          ask(false);
        }}
      >
        {D.keepButton}
      </a>
    </section>
  );
}
