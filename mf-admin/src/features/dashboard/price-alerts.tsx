import type { PriceAlert } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { formatDateTime } from '../../lib/format';
import { readSession } from '../../session/admin-session';
import { AcknowledgePriceAlert } from './acknowledge-price-alert';

/**
 * Prices Stripe named (a subscription's, an invoice's) other than the Early Bird price locked for
 * life. The product never changes a price itself: staff correct it in Stripe, and the alert clears
 * when Stripe's price matches again; or an admin acknowledges it with a note.
 */
export function PriceAlerts({ alerts }: { alerts: PriceAlert[] }) {
  // Core refuses anyone else; the button is not offered to them.
  const isAdmin = readSession()?.user.role === 'admin';
  return (
    <Card className="fpa-alert-card" data-testid="price-alerts">
      <CardHeader>
        <CardTitle as="h2">Price alerts</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="fpa-muted">
          Stripe would charge these customers other than their locked Early Bird price. Correct the subscription in
          Stripe: the alert clears when Stripe's price matches again.
          {isAdmin ? ' Or acknowledge it with a note for the audit log.' : ''}
        </p>
        <ul className="fpa-alert-list">
          {alerts.map((alert) => (
            <li key={`${alert.entryId}-${alert.at}`}>
              <strong>{alert.email}</strong> ({formatDateTime(alert.at)}): {alert.detail}
              {isAdmin ? <AcknowledgePriceAlert alert={alert} /> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
