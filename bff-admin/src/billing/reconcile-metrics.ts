import type { ServiceMetrics } from '@fresh-pouf/server-kit';

export interface ReconcileMetrics {
  /** One finished check: how many subscriptions it compared and how many disagree with Stripe. */
  checked(subscriptions: number, drifts: number): void;
}

/**
 * The last "Check against Stripe" this copy ran. Each copy reports its own last run; the one
 * with the newest timestamp is the current picture.
 */
export function reconcileMetrics(metrics: ServiceMetrics): ReconcileMetrics {
  const checked = metrics.gauge({
    name: 'stripe_reconcile_checked_subscriptions',
    help: 'Subscriptions the last reconcile on this copy compared with Stripe.',
  });
  const drifts = metrics.gauge({
    name: 'stripe_reconcile_drifts',
    help: 'Subscriptions whose state here differs from Stripe at the last reconcile on this copy.',
  });
  const lastRun = metrics.gauge({
    name: 'stripe_reconcile_last_run_timestamp_seconds',
    help: 'When the last reconcile on this copy finished (Unix seconds); 0 before the first.',
  });
  return {
    checked(subscriptions, found) {
      checked.set(subscriptions);
      drifts.set(found);
      lastRun.set(Date.now() / 1000);
    },
  };
}
