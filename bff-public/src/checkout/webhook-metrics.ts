import type { ServiceMetrics } from '@fresh-pouf/server-kit';

/** What became of a delivery: core's outcome, or why it never reached core. */
export type WebhookOutcome =
  'applied' | 'duplicate' | 'stale' | 'no-entry' | 'ignored' | 'invalid-signature' | 'not-configured' | 'failed';

export interface WebhookMetrics {
  /** `type` is Stripe's event type; `unknown` before the signature is checked. */
  delivered(type: string, outcome: WebhookOutcome): void;
  /** How long after Stripe created the event it arrived here (Stripe's `created`, in Unix seconds). */
  arrived(type: string, createdSeconds: number): void;
}

/** Seconds: a prompt delivery is under one, Stripe's retries after an outage reach hours. */
const LAG_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600, 4 * 3600];

export function webhookMetrics(metrics: ServiceMetrics): WebhookMetrics {
  const events = metrics.counter({
    name: 'stripe_webhook_events_total',
    help: "Stripe webhook deliveries by event type and outcome (core's outcome, invalid-signature, not-configured, failed: answered 5xx so Stripe retries).",
    labelNames: ['type', 'outcome'],
  });
  const lag = metrics.histogram({
    name: 'stripe_webhook_lag_seconds',
    help: 'Time from Stripe creating an event to its verified delivery here, by event type.',
    labelNames: ['type'],
    buckets: LAG_BUCKETS,
  });
  return {
    delivered: (type, outcome) => events.inc({ type, outcome }),
    arrived: (type, createdSeconds) => lag.observe({ type }, Math.max(0, Date.now() / 1000 - createdSeconds)),
  };
}
