import { RECONCILE_MESSAGES } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { useCheckAgainstStripe } from './api/reconcile';

/**
 * What the product believes of each subscription against what Stripe says now. It only looks:
 * taking Stripe's word is `npm run reconcile -w bff-public -- --fix`; prices are fixed in Stripe.
 */
export function ReconcileCard() {
  const check = useCheckAgainstStripe();
  const report = check.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscriptions against Stripe</CardTitle>
      </CardHeader>
      <CardContent className="fpa-stack">
        <p className="fpa-muted">Compares each customer, status, pending cancellation and price with Stripe's current state. Nothing is changed.</p>
        <div>
          <Button variant="outline" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? RECONCILE_MESSAGES.checking : RECONCILE_MESSAGES.button}
          </Button>
        </div>
        {report ? (
          <div role="status" data-testid="reconcile-report">
            {report.drifts.length === 0 ? (
              <p>{RECONCILE_MESSAGES.allMatch(report.checked)}</p>
            ) : (
              <>
                <p>
                  {report.drifts.length} of {report.checked} subscription(s) differ from Stripe:
                </p>
                <ul className="fpa-alert-list">
                  {report.drifts.map((drift) => (
                    <li key={drift.entryId}>
                      <strong>{drift.email}</strong> ({drift.subscriptionId}): {drift.differences.join('; ')}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
