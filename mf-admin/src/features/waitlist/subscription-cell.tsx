import { type AdminWaitlistEntry, describeSubscription } from '@fresh-pouf/contracts';
import { Badge } from '@fresh-pouf/ui';

/** Stripe's status for the entry, a pending cancellation's date, and a price alert when one was raised. */
export function SubscriptionCell({ entry }: { entry: AdminWaitlistEntry }) {
  const status = describeSubscription(entry.subscriptionStatus, entry.cancelAt);
  return (
    <>
      {status || <span className="fpa-muted">None</span>}
      {entry.priceAlert ? (
        <span className="fpa-subscription__alert">
          <Badge variant="warning">Price alert</Badge> <span className="fpa-muted">{entry.priceAlert}</span>
        </span>
      ) : null}
    </>
  );
}
