import { ApiRequestError } from '@fresh-pouf/api-client';
import { BRAND, WAITLIST_PLACE_MESSAGES, waitlistLinkTokenSchema } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, Skeleton } from '@fresh-pouf/ui';
import { useSearchParams } from 'react-router-dom';
import { useConfirmLinkState } from '../features/place/api/confirm-link-state';
import { useConfirmPlace } from '../features/place/api/confirm-place';
import { NewLinkForm } from '../features/place/components/new-link-form';
import PlaceSummary from '../features/place/components/place-summary';
import '../features/place/components/place.css';

const M = WAITLIST_PLACE_MESSAGES;

/**
 * /waitlist/confirm?token=…: the page the e-mailed confirm link opens. Opening it confirms
 * nothing (mail scanners open links too); the button's POST does. An expired, used or unknown
 * link says which, and offers what helps next.
 */
export default function ConfirmPlaceRoute() {
  const [search] = useSearchParams();
  const parsed = waitlistLinkTokenSchema.safeParse(search.get('token'));
  return (
    <div className="mk-place-page">
      <title>{`${M.confirmTitle} · ${BRAND.name}`}</title>
      <Card>
        <CardHeader>
          <h1 className="fp-card__title">{M.confirmTitle}</h1>
        </CardHeader>
        <CardContent>{parsed.success ? <ConfirmLink token={parsed.data} /> : <UnknownLink />}</CardContent>
      </Card>
    </div>
  );
}

function UnknownLink() {
  return (
    <>
      <p role="alert" className="mk-place-page__message">
        {M.linkUnknown}
      </p>
      <CardDescription>Type the address you joined with and we will send a new link if it still needs confirming.</CardDescription>
      <NewLinkForm />
    </>
  );
}

function ConfirmLink({ token }: { token: string }) {
  const state = useConfirmLinkState(token);
  const confirm = useConfirmPlace();

  if (confirm.isSuccess) {
    const { alreadyConfirmed, status } = confirm.data;
    return (
      <>
        <p role="status" className="mk-place-page__message">
          {alreadyConfirmed ? M.alreadyConfirmed : M.confirmed}
        </p>
        <PlaceSummary {...status} />
      </>
    );
  }
  if (state.isPending) return <Skeleton style={{ height: '6rem' }} aria-label="Checking your link" />;
  if (state.isError) {
    if (state.error instanceof ApiRequestError && state.error.status === 404) return <UnknownLink />;
    return (
      <p role="alert" className="mk-place-page__message">
        {(state.error instanceof ApiRequestError && state.error.serverMessage) || 'We could not check your link just now. Please try again.'}
      </p>
    );
  }
  const expired = state.data.state === 'expired' || (confirm.error instanceof ApiRequestError && confirm.error.status === 410);
  if (expired) {
    return (
      <>
        <p role="alert" className="mk-place-page__message">
          {M.linkExpired}
        </p>
        <NewLinkForm token={token} />
      </>
    );
  }
  const used = state.data.state === 'used';
  return (
    <>
      <CardDescription>{used ? M.alreadyConfirmed : M.confirmIntro}</CardDescription>
      {confirm.isError ? (
        <p role="alert" className="mk-place-page__message">
          {(confirm.error instanceof ApiRequestError && confirm.error.serverMessage) || 'We could not confirm just now. Please try again.'}
        </p>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate(token);
        }}
      >
        <Button type="submit" size="lg" disabled={confirm.isPending}>
          {confirm.isPending ? M.confirming : used ? 'See my place' : M.confirmButton}
        </Button>
      </form>
    </>
  );
}
