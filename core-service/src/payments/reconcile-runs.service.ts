import {
  BILLING_SUBSCRIPTIONS_PAGE_SIZE,
  type BillingSubscription,
  RECONCILE_FINDINGS_SHOWN,
  RECONCILE_MESSAGES,
  type ReconcileFindingView,
  type ReconcileProgress,
  type ReconcileRun,
} from '@fresh-pouf/contracts';
import { AppError } from '@fresh-pouf/server-kit';
import { billingSubscriptionOf } from './payments.service';
import type { FindingRow, ReconcileRunRow, ReconcileRunsRepository } from './reconcile-runs.repository';

/**
 * A running check whose job has not reported for this long is taken for dead (the bff-admin
 * copy running it stopped): a Stripe page takes well under a second, its timeout is 20 s.
 */
export const RECONCILE_STALL_MS = 2 * 60_000;

export interface ReconcileRunsService {
  start(actorId: number): Promise<ReconcileRun>;
  latest(): Promise<{ run: ReconcileRun | null }>;
  match(runId: number, subscriptionIds: string[]): Promise<{ subscriptions: BillingSubscription[] }>;
  unseen(runId: number, after: number): Promise<{ subscriptions: BillingSubscription[]; nextAfter: number | null }>;
  progress(runId: number, progress: ReconcileProgress): Promise<void>;
}

const findingView = (row: FindingRow): ReconcileFindingView => ({
  kind: row.kind,
  subscriptionId: row.subscription_id,
  entryId: row.entry_id,
  customerId: row.customer_id,
  stripeStatus: row.stripe_status,
  differences: row.differences,
  email: row.email,
});

export function createReconcileRunsService(deps: {
  repository: ReconcileRunsRepository;
  now?: () => Date;
}): ReconcileRunsService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(row: ReconcileRunRow): Promise<ReconcileRun> {
    const [drifts, abandoned] = await Promise.all([
      repository.findings(row.id, 'drift', RECONCILE_FINDINGS_SHOWN),
      repository.findings(row.id, 'abandoned', RECONCILE_FINDINGS_SHOWN),
    ]);
    return {
      id: row.id,
      state: row.state,
      startedAt: row.started_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
      stripePages: row.stripe_pages,
      checked: row.checked,
      driftCount: row.drift_count,
      abandonedCount: row.abandoned_count,
      drifts: drifts.map(findingView),
      abandoned: abandoned.map(findingView),
      error: row.error,
    };
  }

  /** The run, which must still be running: its job stops at a 409. */
  async function running(runId: number): Promise<ReconcileRunRow> {
    const run = await repository.find(runId);
    if (!run) throw AppError.notFound(RECONCILE_MESSAGES.runNotFound);
    if (run.state !== 'running') throw AppError.conflict(RECONCILE_MESSAGES.notRunning);
    return run;
  }

  const failStalled = () =>
    repository.failStalled(new Date(now().getTime() - RECONCILE_STALL_MS), RECONCILE_MESSAGES.stalled);

  return {
    async start(actorId) {
      await failStalled();
      const id = await repository.start(actorId);
      if (id === null) throw AppError.conflict(RECONCILE_MESSAGES.alreadyRunning);
      const run = await repository.find(id);
      if (!run) throw AppError.notFound(RECONCILE_MESSAGES.runNotFound);
      return view(run);
    },

    async latest() {
      await failStalled();
      const run = await repository.latest();
      return { run: run ? await view(run) : null };
    },

    async match(runId, subscriptionIds) {
      await running(runId);
      return { subscriptions: (await repository.match(runId, subscriptionIds)).map(billingSubscriptionOf) };
    },

    async unseen(runId, after) {
      await running(runId);
      const rows = await repository.unseen(runId, after, BILLING_SUBSCRIPTIONS_PAGE_SIZE);
      return {
        subscriptions: rows.map(billingSubscriptionOf),
        nextAfter: rows.length === BILLING_SUBSCRIPTIONS_PAGE_SIZE ? (rows.at(-1)?.id ?? null) : null,
      };
    },

    async progress(runId, progress) {
      await running(runId);
      const added = await repository.progress(runId, {
        stripePages: progress.stripePages,
        checked: progress.checked,
        findings: progress.findings,
      });
      const finished =
        added && progress.finish ? await repository.finish(runId, progress.finish.state, progress.finish.error) : added;
      if (!finished) throw AppError.conflict(RECONCILE_MESSAGES.notRunning);
    },
  };
}
