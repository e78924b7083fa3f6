import { ApiRequestError } from '@fresh-pouf/api-client';
import { pageTitle, WAITLIST_PLACE_MESSAGES, waitlistLinkTokenSchema } from '@fresh-pouf/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@fresh-pouf/ui';
import { useSearchParams } from 'react-router-dom';
import { useConfirmLinkState } from '../features/place/api/confirm-link-state';
import { useConfirmPlace } from '../features/place/api/confirm-place';
import { NewLinkForm } from '../features/place/components/new-link-form';
import PlaceSummary from '../features/place/components/place-summary';
import {
  CONFIRM_INTENTS,
  CONFIRM_PAGE_OUTCOME_KEY,
  type ConfirmPageOutcome,
  confirmFailureMessage,
} from '../features/place/lib/confirm-outcome';
import { usePostedOutcome } from '@fresh-pouf/remote-kit';
import { PageForm } from '@fresh-pouf/remote-kit';
import '../features/place/components/place.css';

const M = WAITLIST_PLACE_MESSAGES;

/**
 * /waitlist/confirm?token=…: the page the e-mailed confirm link opens. Opening it confirms
 * nothing (mail scanners open links too); the button's POST does. An expired, used or unknown
 * link says which, and offers what helps next. Every form works as HTML first: posted to the
 * page, the server action answers it (features/place/api/confirm-place-form-action.ts).
 */
export default function ConfirmPlaceRoute() {
  const [search] = useSearchParams();
  const parsed = waitlistLinkTokenSchema.safeParse(search.get('token'));
  return (
    <div className="mk-place-page">
      {parsed.success ? (
        <ConfirmLink token={parsed.data} />
      ) : (
        <ConfirmCard>
          <UnknownLink />
        </ConfirmCard>
      )}
    </div>
  );
}

/** The page's card; once the place is confirmed its heading (and the tab) says so instead of asking. */
function ConfirmCard({ confirmed = false, children }: { confirmed?: boolean; children: ReactNode }) {
  const title = confirmed ? M.confirmedTitle : M.confirmTitle;
  return (
    <>
      <title>{pageTitle(title)}</title>
      <Card>
        <CardHeader>
          <h1 className="fp-card__title">{title}</h1>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </>
  );
}

function UnknownLink() {
  return (
    <>
      <p role="alert" className="mk-place-page__message">
        {M.linkUnknown}
      </p>
      <CardDescription>
        Type the address you joined with and we will send a new link if it still needs confirming.
      </CardDescription>
      <NewLinkForm />
    </>
  );
}

function ConfirmLink({ token }: { token: string }) {
  const outcome = usePostedOutcome<ConfirmPageOutcome>(CONFIRM_PAGE_OUTCOME_KEY);
  // A form posted as HTML already said what the link is: no need to ask again.
  const state = useConfirmLinkState(token, { enabled: outcome === undefined });
  const confirm = useConfirmPlace();
  const press = () => confirm.mutate(token);
  const card = (body: ReactNode) => <ConfirmCard>{body}</ConfirmCard>;
  const posted = confirm.isIdle && outcome?.intent === CONFIRM_INTENTS.confirm ? outcome : undefined;

  const confirmed = confirm.data ?? (posted && 'confirmed' in posted ? posted.confirmed : undefined);
  if (confirmed) {
    const { alreadyConfirmed, status } = confirmed;
    return (
      <ConfirmCard confirmed>
        <FocusedOnPress pressed={confirm.isSuccess} role="status">
          {alreadyConfirmed ? M.alreadyConfirmed : M.confirmed}
        </FocusedOnPress>
        <PlaceSummary
          {...status}
          origin={confirm.data ? undefined : posted && 'origin' in posted ? posted.origin : undefined}
        />
      </ConfirmCard>
    );
  }
  const postedFailure = posted && 'failed' in posted ? posted.failed : undefined;
  // The outcome of a new link asked for as HTML: the page it was asked from, with its answer.
  if (outcome?.intent === CONFIRM_INTENTS.newLink) return card(<ExpiredLink token={token} />);
  if (outcome?.intent === CONFIRM_INTENTS.newLinkByEmail) return card(<UnknownLink />);
  if (postedFailure && (postedFailure.status === 404 || postedFailure.status === 400)) return card(<UnknownLink />);
  if (outcome === undefined) {
    // Until the state is known (before the page's script, without it, and while it asks) the button,
    // which works as HTML and in the page: not swapped for a placeholder at takeover, where a press
    // aimed at it would be lost.
    if (state.isPending) return card(<ConfirmForm onConfirm={press} />);
    if (state.isError) {
      if (state.error instanceof ApiRequestError && state.error.status === 404) return card(<UnknownLink />);
      return card(
        <p role="alert" className="mk-place-page__message">
          {(state.error instanceof ApiRequestError && state.error.serverMessage) ||
            'We could not check your link just now. Please try again.'}
        </p>,
      );
    }
  }
  const expired =
    state.data?.state === 'expired' ||
    (confirm.error instanceof ApiRequestError && confirm.error.status === 410) ||
    postedFailure?.status === 410;
  if (expired) return card(<ExpiredLink token={token} />);
  const failure = confirm.isError
    ? confirmFailureMessage(confirm.error instanceof ApiRequestError ? confirm.error.serverMessage : undefined)
    : postedFailure && confirmFailureMessage(postedFailure.message);
  const used = state.data?.state === 'used';
  // A used link: the place is confirmed already, and the heading says so.
  return (
    <ConfirmCard confirmed={used}>
      <ConfirmForm used={used} failure={failure} pending={confirm.isPending} onConfirm={press} />
    </ConfirmCard>
  );
}

/** An answer that replaces what was pressed: it takes focus, so a keyboard or screen reader is not left on nothing. */
function FocusedOnPress({
  pressed,
  role,
  children,
}: {
  pressed: boolean;
  role: 'status' | 'alert';
  children: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (pressed) ref.current?.focus();
  }, [pressed]);
  return (
    <p ref={ref} tabIndex={-1} role={role} className="mk-place-page__message">
      {children}
    </p>
  );
}

function ExpiredLink({ token }: { token: string }) {
  return (
    <>
      <p role="alert" className="mk-place-page__message">
        {M.linkExpired}
      </p>
      <NewLinkForm token={token} />
    </>
  );
}

interface ConfirmFormProps {
  used?: boolean;
  failure?: string | undefined;
  pending?: boolean;
  onConfirm: () => void;
}

/** "Confirm my place": posted as HTML to the page before (or without) its script, pressed in the page after. */
function ConfirmForm({ used = false, failure, pending = false, onConfirm }: ConfirmFormProps) {
  return (
    <>
      <CardDescription>{used ? M.alreadyConfirmed : M.confirmIntro}</CardDescription>
      {failure ? (
        <p role="alert" className="mk-place-page__message">
          {failure}
        </p>
      ) : null}
      <PageForm intent={CONFIRM_INTENTS.confirm} onSubmit={onConfirm}>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? M.confirming : used ? 'See my place' : M.confirmButton}
        </Button>
      </PageForm>
    </>
  );
}
