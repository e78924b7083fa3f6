import type { SubscriptionCounts } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fresh-pouf/ui';

const STATES: { key: keyof SubscriptionCounts; label: string }[] = [
  { key: 'active', label: 'Active' },
  { key: 'pastDue', label: 'Past due' },
  { key: 'cancelAtPeriodEnd', label: 'Cancelling at period end' },
  { key: 'canceled', label: 'Canceled' },
  { key: 'incomplete', label: 'Incomplete' },
];

/** Paying customers by their subscription's state, as Stripe last reported it. */
export function SubscriptionStates({ counts }: { counts: SubscriptionCounts | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscriptions</CardTitle>
      </CardHeader>
      <CardContent>
        {counts ? (
          <dl className="fpa-states" data-testid="subscription-states">
            {STATES.map(({ key, label }) => (
              <div key={key} className="fpa-states__row">
                <dt>{label}</dt>
                <dd>{counts[key].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Skeleton className="fpa-stat__skeleton" />
        )}
      </CardContent>
    </Card>
  );
}
