import { ApiRequestError } from '@fresh-pouf/api-client';
import { BRAND, WAITLIST_PLACE_MESSAGES, waitlistLinkTokenSchema } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@fresh-pouf/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotMe } from '../features/place/api/not-me';
import '../features/place/components/place.css';

const M = WAITLIST_PLACE_MESSAGES;

/** What a refused press says: the server's words for a link it knows, ours when it could not answer. */
function failureOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404) return M.notMeUnknown;
  return (error instanceof ApiRequestError && error.serverMessage) || 'We could not remove your address just now. Please try again.';
}

/**
 * /waitlist/not-me?token=…: the page every e-mail to an unconfirmed address links to. Opening it
 * changes nothing (mail scanners open links too); the button's POST erases the entry and stops
 * all e-mail to the address.
 */
export default function NotMeRoute() {
  const [search] = useSearchParams();
  const parsed = waitlistLinkTokenSchema.safeParse(search.get('token'));
  const notMe = useNotMe();
  const result = useRef<HTMLParagraphElement>(null);

  // The answer replaces the button: focus follows it, so a keyboard or screen reader is not left on nothing.
  useEffect(() => {
    if (notMe.isSuccess || notMe.isError) result.current?.focus();
  }, [notMe.isSuccess, notMe.isError]);

  return (
    <div className="mk-place-page">
      <title>{`${M.notMeTitle} · ${BRAND.name}`}</title>
      <Card>
        <CardHeader>
          <h1 className="fp-card__title">{M.notMeTitle}</h1>
        </CardHeader>
        <CardContent>
          {!parsed.success ? (
            <p role="alert" className="mk-place-page__message">
              {M.notMeUnknown}
            </p>
          ) : notMe.isSuccess ? (
            <p ref={result} tabIndex={-1} role="status" className="mk-place-page__message">
              {M.notMeDone}
            </p>
          ) : (
            <>
              <CardDescription>{M.notMeIntro}</CardDescription>
              {notMe.isError ? (
                <p ref={result} tabIndex={-1} role="alert" className="mk-place-page__message">
                  {failureOf(notMe.error)}
                </p>
              ) : null}
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  notMe.mutate(parsed.data);
                }}
              >
                <Button type="submit" size="lg" variant="outline" disabled={notMe.isPending}>
                  {notMe.isPending ? M.notMeRemoving : M.notMeButton}
                </Button>
              </form>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
