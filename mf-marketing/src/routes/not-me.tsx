import { ApiRequestError } from '@fresh-pouf/api-client';
import { pageTitle, WAITLIST_PLACE_MESSAGES, waitlistLinkTokenSchema } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@fresh-pouf/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotMe } from '../features/place/api/not-me';
import { NOT_ME_OUTCOME_KEY, notMeFailureMessage, type NotMeOutcome } from '../features/place/lib/not-me-outcome';
import { usePostedOutcome } from '@fresh-pouf/remote-kit';
import { PageForm } from '@fresh-pouf/remote-kit';
import '../features/place/components/place.css';

const M = WAITLIST_PLACE_MESSAGES;

/** What a refused press says: the server's words for a link it knows, ours when it could not answer. */
function failureOf(error: unknown): string {
  return error instanceof ApiRequestError
    ? notMeFailureMessage({ status: error.status, message: error.serverMessage })
    : notMeFailureMessage({ status: 0 });
}

/**
 * /waitlist/not-me?token=…: the page every e-mail to an unconfirmed address links to. Opening it
 * changes nothing (mail scanners open links too); the button's POST erases the entry and stops
 * all e-mail to the address. The button works as HTML first: posted to the page, the server
 * action answers it (features/place/api/not-me-form-action.ts).
 */
export default function NotMeRoute() {
  const [search] = useSearchParams();
  const parsed = waitlistLinkTokenSchema.safeParse(search.get('token'));
  const notMe = useNotMe();
  const result = useRef<HTMLParagraphElement>(null);
  // The answer to the form posted as HTML, until the page's own press.
  const outcome = usePostedOutcome<NotMeOutcome>(NOT_ME_OUTCOME_KEY);
  const posted = notMe.isIdle ? outcome : undefined;
  const removed = notMe.isSuccess || (posted !== undefined && 'removed' in posted);
  const failure = notMe.isError
    ? failureOf(notMe.error)
    : posted && 'failed' in posted
      ? notMeFailureMessage(posted.failed)
      : undefined;

  // The answer replaces the button: focus follows it, so a keyboard or screen reader is not left on nothing.
  useEffect(() => {
    if (notMe.isSuccess || notMe.isError) result.current?.focus();
  }, [notMe.isSuccess, notMe.isError]);

  return (
    <div className="mk-place-page">
      <title>{pageTitle(M.notMeTitle)}</title>
      <Card>
        <CardHeader>
          <h1 className="fp-card__title">{M.notMeTitle}</h1>
        </CardHeader>
        <CardContent>
          {!parsed.success ? (
            <p role="alert" className="mk-place-page__message">
              {M.notMeUnknown}
            </p>
          ) : removed ? (
            <p ref={result} tabIndex={-1} role="status" className="mk-place-page__message">
              {M.notMeDone}
            </p>
          ) : (
            <>
              <CardDescription>{M.notMeIntro}</CardDescription>
              {failure ? (
                <p ref={result} tabIndex={-1} role="alert" className="mk-place-page__message">
                  {failure}
                </p>
              ) : null}
              <PageForm onSubmit={() => notMe.mutate(parsed.data)}>
                <Button type="submit" size="lg" variant="outline" disabled={notMe.isPending}>
                  {notMe.isPending ? M.notMeRemoving : M.notMeButton}
                </Button>
              </PageForm>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
