import { RECONCILE_MESSAGES, type ReconcileFindingView, type ReconcileRun } from '@fresh-pouf/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@fresh-pouf/ui';
import { formatDateTime } from '../../lib/format';
import { useReconcileRun } from './api/reconcile-run';
import { useStartReconcile } from './api/start-reconcile';

/**
 * What the product believes of each subscription against what Stripe says now. The check runs
 * in the background; this card shows its progress, then what it found. It only looks: taking
 * Stripe's word is `npm run reconcile -w bff-public -- --fix`; prices are fixed in Stripe.
 */
export function ReconcileCard() {
  const latest = useReconcileRun();
  const start = useStartReconcile();
  const run = latest.data?.run ?? null;
  const running = run?.state === 'running' || start.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscriptions against Stripe</CardTitle>
      </CardHeader>
      <CardContent className="fpa-stack">
        <p className="fpa-muted">
          Compares every subscription Stripe has with the product's: customer, status, pending cancellation, price and
          billing interval. Nothing is changed.
        </p>
        <div>
          <Button variant="outline" disabled={running} onClick={() => start.mutate()}>
            {running ? RECONCILE_MESSAGES.running : RECONCILE_MESSAGES.button}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {run ? <RunView run={run} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

function RunView({ run }: { run: ReconcileRun }) {
  if (run.state === 'running') {
    return (
      <div data-testid="reconcile-progress">
        <p>{RECONCILE_MESSAGES.progress(run.stripePages, run.checked, run.driftCount)}</p>
        <p className="fpa-muted">Started {formatDateTime(run.startedAt)}.</p>
      </div>
    );
  }
  const when = `Started ${formatDateTime(run.startedAt)}${run.finishedAt ? `, ended ${formatDateTime(run.finishedAt)}` : ''}.`;
  if (run.state === 'failed') {
    return (
      <div data-testid="reconcile-report">
        <p>
          The check stopped after {run.stripePages} page(s) and {run.checked} subscription(s):{' '}
          {run.error ?? RECONCILE_MESSAGES.failed}
        </p>
        <p className="fpa-muted">{when}</p>
      </div>
    );
  }
  return (
    <div data-testid="reconcile-report" className="fpa-stack">
      <p className="fpa-muted">{when}</p>
      {run.driftCount === 0 ? (
        <p>{RECONCILE_MESSAGES.allMatch(run.checked)}</p>
      ) : (
        <Findings
          title={RECONCILE_MESSAGES.differ(run.driftCount, run.checked)}
          findings={run.drifts}
          total={run.driftCount}
          testId="reconcile-drifts"
        />
      )}
      {run.abandonedCount > 0 ? (
        <Findings
          title={RECONCILE_MESSAGES.abandoned(run.abandonedCount)}
          findings={run.abandoned}
          total={run.abandonedCount}
          testId="reconcile-abandoned"
        />
      ) : null}
    </div>
  );
}

function Findings({
  title,
  findings,
  total,
  testId,
}: {
  title: string;
  findings: ReconcileFindingView[];
  total: number;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <p>{title}</p>
      <ul className="fpa-alert-list">
        {findings.map((finding) => (
          <li key={finding.subscriptionId}>
            <strong>
              {finding.email ?? (finding.customerId ? `No entry (Stripe customer ${finding.customerId})` : 'No entry')}
            </strong>{' '}
            ({finding.subscriptionId}):{' '}
            {finding.kind === 'abandoned'
              ? `Stripe says ${finding.stripeStatus ?? 'nothing'}`
              : finding.differences.join('; ')}
          </li>
        ))}
      </ul>
      {total > findings.length ? <p className="fpa-muted">{RECONCILE_MESSAGES.more(findings.length, total)}</p> : null}
    </div>
  );
}
