import { ApiRequestError } from '@fresh-pouf/api-client';
import { pageTitle, WAITLIST_PLACE_MESSAGES, waitlistLinkTokenSchema } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, Skeleton } from '@fresh-pouf/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { usePlaceStatus } from '../features/place/api/place-status';
import PlaceSummary from '../features/place/components/place-summary';
import '../features/place/components/place.css';

const M = WAITLIST_PLACE_MESSAGES;

/** /waitlist/status?token=…: the entry's place in line and referrals, from the link in its e-mail (no login). */
export default function PlaceStatusRoute() {
  const [search] = useSearchParams();
  const parsed = waitlistLinkTokenSchema.safeParse(search.get('token'));
  return (
    <div className="mk-place-page">
      <title>{pageTitle(M.statusTitle)}</title>
      <Card>
        <CardHeader>
          <h1 className="fp-card__title">{M.statusTitle}</h1>
        </CardHeader>
        <CardContent>{parsed.success ? <Status token={parsed.data} /> : <Unknown />}</CardContent>
      </Card>
    </div>
  );
}

function Unknown({ message = M.statusUnknown }: { message?: string }) {
  return (
    <>
      <p role="alert" className="mk-place-page__message">
        {message}
      </p>
      <p>
        <Link to="/#join-waitlist">Join the waitlist</Link>
      </p>
    </>
  );
}

function Status({ token }: { token: string }) {
  const status = usePlaceStatus(token);
  if (status.isPending) return <Skeleton style={{ height: '10rem' }} aria-label="Loading your place" />;
  if (status.isError) {
    const error = status.error;
    if (error instanceof ApiRequestError && error.status === 404) return <Unknown />;
    return <Unknown message={(error instanceof ApiRequestError && error.serverMessage) || 'We could not load your place just now. Please try again.'} />;
  }
  return <PlaceSummary {...status.data} titled={false} />;
}
