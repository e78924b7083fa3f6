import { CHECKOUT_MESSAGES, type CheckoutCustomer } from '@fresh-pouf/contracts';
import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { Link, useNavigate } from 'react-router-dom';
import type { PlanDetails } from '../lib/plan-details';
import { KeepOnWaitlist, useKeepOnWaitlist } from './keep-on-waitlist';

export const ERROR_CARD_TITLE = 'Checkout is not available';
export const JOIN_WAITLIST_INSTEAD = 'Join the waitlist instead';

/** Who was about to pay, so a checkout that cannot go on still keeps them on the list. */
export interface KeepLead {
  customer: CheckoutCustomer;
  details: PlanDetails;
  /** Payments are not configured: nobody stored the sign-up yet, so it is stored at once. */
  automatic: boolean;
}

interface CheckoutErrorCardProps {
  message: string;
  detail?: string | undefined;
  title?: string;
  /** A notice (check your inbox) is news, not an alarm: a polite status, not an alert. */
  tone?: 'error' | 'notice';
  /** Offer the waitlist instead (spec's Early Bird lead kept): with the sign-up when one is known. */
  keep?: KeepLead | 'without-sign-up';
}

/** This page was loaded from another page of the site (an islands page's links load pages anew). */
function cameFromSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

function useGoBack() {
  const navigate = useNavigate();
  // history.state.idx is react-router's position: 0 means this page opened the tab, or was
  // loaded anew from another page of the site (then the browser's own back is the way back).
  return () => {
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else if (cameFromSite()) window.history.back();
    else navigate('/');
  };
}

export function CheckoutErrorCard({
  message,
  detail,
  title = ERROR_CARD_TITLE,
  tone = 'error',
  keep,
}: CheckoutErrorCardProps) {
  const goBack = useGoBack();
  const lead = keep && keep !== 'without-sign-up' ? keep : null;
  const waitlist = useKeepOnWaitlist(lead);
  if (waitlist.chosenAndDone) return <KeepOnWaitlist.Outcome state={waitlist} />;
  return (
    <Card className={tone === 'error' ? 'co-error' : 'co-notice'} role={tone === 'error' ? 'alert' : 'status'}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{message}</CardDescription>
        {detail && detail !== message ? <CardDescription>{detail}</CardDescription> : null}
        {lead ? <KeepOnWaitlist.Status state={waitlist} /> : null}
      </CardHeader>
      <CardFooter>
        {lead ? (
          <Button onClick={waitlist.choose} disabled={waitlist.pending && waitlist.chosen}>
            {JOIN_WAITLIST_INSTEAD}
          </Button>
        ) : keep === 'without-sign-up' ? (
          <Button asChild>
            <Link to="/#join-waitlist">{JOIN_WAITLIST_INSTEAD}</Link>
          </Button>
        ) : null}
        <Button variant="outline" onClick={goBack}>
          {CHECKOUT_MESSAGES.goBack}
        </Button>
      </CardFooter>
    </Card>
  );
}
