import type { ReconcileRun } from '@fresh-pouf/contracts';
import type { ServiceMetrics } from '@fresh-pouf/server-kit';

export interface ReconcileMetrics {
  /** A run seen finished (by the copy that ran it, or by any copy showing it): its figures become the current picture. */
  observe(run: ReconcileRun): void;
}

/**
 * The latest finished "Check subscriptions against Stripe". Its state lives in core, so every
 * copy that ran or showed it reports the same run; the timestamp says which run that is.
 * Abandoned checkouts are counted apart: they are no drift.
 */
export function reconcileMetrics(metrics: ServiceMetrics): ReconcileMetrics {
  const gauge = (name: string, help: string) => metrics.gauge({ name, help });
  const checked = gauge(
    'stripe_reconcile_checked_subscriptions',
    'Subscriptions the latest finished reconcile compared with Stripe.',
  );
  const drifts = gauge(
    'stripe_reconcile_drifts',
    'Subscriptions whose state here differs from Stripe at the latest finished reconcile (abandoned checkouts not counted).',
  );
  const abandoned = gauge(
    'stripe_reconcile_abandoned_checkouts',
    'Checkouts whose first payment was never made (Stripe incomplete or incomplete_expired) at the latest finished reconcile.',
  );
  const lastRun = gauge(
    'stripe_reconcile_last_run_timestamp_seconds',
    'When the latest finished reconcile ended (Unix seconds); 0 before the first.',
  );
  return {
    observe(run) {
      if (run.state !== 'done' || !run.finishedAt) return;
      checked.set(run.checked);
      drifts.set(run.driftCount);
      abandoned.set(run.abandonedCount);
      lastRun.set(Date.parse(run.finishedAt) / 1000);
    },
  };
}
