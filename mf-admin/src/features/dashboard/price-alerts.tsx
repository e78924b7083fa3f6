import type { PriceAlert } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { formatDateTime } from '../../lib/format';

/**
 * Invoices that would charge other than the Early Bird price locked for life. The product never
 * changes a price itself: staff correct it in Stripe.
 */
export function PriceAlerts({ alerts }: { alerts: PriceAlert[] }) {
  return (
    <Card className="fpa-alert-card" data-testid="price-alerts">
      <CardHeader>
        <CardTitle as="h2">Price alerts</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="fpa-muted">These invoices would charge other than the locked Early Bird price. Correct the subscription in Stripe.</p>
        <ul className="fpa-alert-list">
          {alerts.map((alert) => (
            <li key={`${alert.entryId}-${alert.at}`}>
              <strong>{alert.email}</strong> ({formatDateTime(alert.at)}): {alert.detail}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
