import { ApiRequestError } from '@fresh-pouf/api-client';
import { pageTitle, WAITLIST_PLACE_MESSAGES, waitlistLinkTokenSchema } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, Skeleton } from '@fresh-pouf/ui';
import { type ServerPrefetch, siteOriginOf } from '@fresh-pouf/remote-kit';
import { Link, useSearchParams } from 'react-router-dom';
import { placeStatusQueryOptions, usePlaceStatus } from '../features/place/api/place-status';
import PlaceSummary from '../features/place/components/place-summary';
import { SITE_ORIGIN_KEY, useServerSiteOrigin } from '../features/place/lib/site-origin';
import '../features/place/components/place.css';

const M = WAITLIST_PLACE_MESSAGES;

/** The place arrives with the page, so it shows before (and without) the page's script. */
export const prefetch: ServerPrefetch = async ({ queryClient, search, headers }) => {
  const token = waitlistLinkTokenSchema.safeParse(search.get('token'));
  queryClient.setQueryData(SITE_ORIGIN_KEY, siteOriginOf(headers));
  // A link nobody has (404) is the page's own answer, drawn from the query's error.
  if (token.success) await queryClient.prefetchQuery(placeStatusQueryOptions(token.data));
};

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
  const origin = useServerSiteOrigin();
  if (status.isPending) return <Skeleton style={{ height: '10rem' }} aria-label="Loading your place" />;
  if (status.isError) {
    const error = status.error;
    if (error instanceof ApiRequestError && error.status === 404) return <Unknown />;
    return (
      <Unknown
        message={
          (error instanceof ApiRequestError && error.serverMessage) ||
          'We could not load your place just now. Please try again.'
        }
      />
    );
  }
  return <PlaceSummary {...status.data} titled={false} origin={origin} />;
}
