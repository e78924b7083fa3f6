import type { SubscriptionCounts } from '@fresh-pouf/contracts';
import { CountListCard } from './count-list-card';

const STATES: { key: keyof SubscriptionCounts; label: string }[] = [
  { key: 'active', label: 'Active' },
  { key: 'pastDue', label: 'Past due' },
  { key: 'cancelAtPeriodEnd', label: 'Cancelling at period end' },
  { key: 'canceled', label: 'Canceled' },
  { key: 'incomplete', label: 'Incomplete' },
];

/** Paying customers by their subscription's state, as Stripe last reported it. */
export function SubscriptionStates({ counts }: { counts: SubscriptionCounts | undefined }) {
  return <CountListCard title="Subscriptions" rows={STATES} counts={counts} testId="subscription-states" />;
}
