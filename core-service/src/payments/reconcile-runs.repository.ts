import type { ReconcileFinding, ReconcileRunState } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { SubscriptionRow } from './payments.repository';

export interface ReconcileRunRow {
  id: number;
  state: ReconcileRunState;
  started_at: Date;
  finished_at: Date | null;
  stripe_pages: number;
  checked: number;
  error: string | null;
  drift_count: number;
  abandoned_count: number;
}

export interface FindingRow {
  kind: ReconcileFinding['kind'];
  subscription_id: string;
  entry_id: number | null;
  customer_id: string | null;
  stripe_status: string | null;
  differences: string[];
  email: string | null;
}

export interface ReconcileRunsRepository {
  /** Ends a running run whose job stopped reporting before `staleBefore` (its copy died). */
  failStalled(staleBefore: Date, error: string): Promise<void>;
  /** A new running run; null while another one runs (one statement: two starts cannot both win). */
  start(startedBy: number): Promise<number | null>;
  latest(): Promise<ReconcileRunRow | null>;
  find(id: number): Promise<ReconcileRunRow | null>;
  /** The first `limit` findings of a kind, oldest first, with the entry's address as it is now. */
  findings(runId: number, kind: ReconcileFinding['kind'], limit: number): Promise<FindingRow[]>;
  /** The entries holding these subscriptions; each listed id is remembered as seen by the run. */
  match(runId: number, subscriptionIds: string[]): Promise<SubscriptionRow[]>;
  /** Entries with a subscription the run has not seen, by id after `after`. */
  unseen(runId: number, after: number, limit: number): Promise<SubscriptionRow[]>;
  /** Adds a page of work and keeps the run alive; false when it is not running any more. */
  progress(
    runId: number,
    add: { stripePages: number; checked: number; findings: ReconcileFinding[] },
  ): Promise<boolean>;
  /** Ends the run, forgets what it saw, and keeps only the latest few runs. */
  finish(runId: number, state: 'done' | 'failed', error: string | null): Promise<boolean>;
}

const SUBSCRIPTION_COLUMNS = `e.id, e.email, e.stripe_customer_id, e.stripe_subscription_id, e.subscription_status,
  e.cancel_at_period_end, e.plan, e.number_of_poufs, e.frequency`;

const RUN_SELECT = `SELECT r.id, r.state, r.started_at, r.finished_at, r.stripe_pages, r.checked, r.error,
    (SELECT count(*)::int FROM reconcile_findings f WHERE f.run_id = r.id AND f.kind = 'drift') AS drift_count,
    (SELECT count(*)::int FROM reconcile_findings f WHERE f.run_id = r.id AND f.kind = 'abandoned') AS abandoned_count
  FROM reconcile_runs r`;

/** Runs kept, the newest first: enough to compare the latest with the one before. */
const RUNS_KEPT = 5;

export function createReconcileRunsRepository(sequelize: Sequelize): ReconcileRunsRepository {
  const select = <T extends object>(sql: string, replacements: Record<string, unknown>) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });

  return {
    async failStalled(staleBefore, error) {
      await sequelize.query(
        `UPDATE reconcile_runs SET state = 'failed', finished_at = now(), error = :error
          WHERE state = 'running' AND heartbeat_at < :staleBefore`,
        { replacements: { staleBefore, error } },
      );
      await sequelize.query(
        `DELETE FROM reconcile_run_seen s USING reconcile_runs r WHERE r.id = s.run_id AND r.state <> 'running'`,
      );
    },

    async start(startedBy) {
      const rows = await select<{ id: string }>(
        `INSERT INTO reconcile_runs (state, started_by) VALUES ('running', :startedBy)
         ON CONFLICT (state) WHERE state = 'running' DO NOTHING RETURNING id`,
        { startedBy },
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async latest() {
      const [row] = await select<ReconcileRunRow>(`${RUN_SELECT} ORDER BY r.id DESC LIMIT 1`, {});
      return row ? { ...row, id: Number(row.id) } : null;
    },

    async find(id) {
      const [row] = await select<ReconcileRunRow>(`${RUN_SELECT} WHERE r.id = :id`, { id });
      return row ? { ...row, id: Number(row.id) } : null;
    },

    async findings(runId, kind, limit) {
      return select<FindingRow>(
        `SELECT f.kind, f.subscription_id, f.entry_id, f.customer_id, f.stripe_status, f.differences, e.email
           FROM reconcile_findings f LEFT JOIN waitlist_entries e ON e.id = f.entry_id
          WHERE f.run_id = :runId AND f.kind = :kind ORDER BY f.seq LIMIT :limit`,
        { runId, kind, limit },
      );
    },

    async match(runId, subscriptionIds) {
      await sequelize.query(
        `INSERT INTO reconcile_run_seen (run_id, subscription_id) SELECT :runId, unnest(ARRAY[:ids]::text[]) ON CONFLICT DO NOTHING`,
        { replacements: { runId, ids: subscriptionIds } },
      );
      return select<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM waitlist_entries e WHERE e.stripe_subscription_id IN (:ids) ORDER BY e.id`,
        { ids: subscriptionIds },
      );
    },

    async unseen(runId, after, limit) {
      return select<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM waitlist_entries e
          WHERE e.stripe_subscription_id IS NOT NULL AND e.id > :after
            AND NOT EXISTS (SELECT 1 FROM reconcile_run_seen s WHERE s.run_id = :runId AND s.subscription_id = e.stripe_subscription_id)
          ORDER BY e.id LIMIT :limit`,
        { runId, after, limit },
      );
    },

    async progress(runId, add) {
      return sequelize.transaction(async (transaction) => {
        const rows = await sequelize.query(
          `UPDATE reconcile_runs SET stripe_pages = stripe_pages + :pages, checked = checked + :checked, heartbeat_at = now()
            WHERE id = :runId AND state = 'running' RETURNING id`,
          {
            replacements: { runId, pages: add.stripePages, checked: add.checked },
            type: QueryTypes.SELECT,
            transaction,
          },
        );
        if (rows.length === 0) return false;
        if (add.findings.length) {
          await sequelize.query(
            `INSERT INTO reconcile_findings (run_id, kind, subscription_id, entry_id, customer_id, stripe_status, differences)
             SELECT :runId, f.kind, f.subscription_id, e.id, f.customer_id, f.stripe_status, f.differences
               FROM jsonb_to_recordset(CAST(:findings AS jsonb))
                    AS f(kind text, subscription_id text, entry_id integer, customer_id text, stripe_status text, differences jsonb)
               LEFT JOIN waitlist_entries e ON e.id = f.entry_id`,
            {
              replacements: {
                runId,
                findings: JSON.stringify(
                  add.findings.map((f) => ({
                    kind: f.kind,
                    subscription_id: f.subscriptionId,
                    entry_id: f.entryId,
                    customer_id: f.customerId,
                    stripe_status: f.stripeStatus,
                    differences: f.differences,
                  })),
                ),
              },
              transaction,
            },
          );
        }
        return true;
      });
    },

    async finish(runId, state, error) {
      return sequelize.transaction(async (transaction) => {
        const rows = await sequelize.query(
          `UPDATE reconcile_runs SET state = :state, error = :error, finished_at = now(), heartbeat_at = now()
            WHERE id = :runId AND state = 'running' RETURNING id`,
          { replacements: { runId, state, error }, type: QueryTypes.SELECT, transaction },
        );
        await sequelize.query('DELETE FROM reconcile_run_seen WHERE run_id = :runId', {
          replacements: { runId },
          transaction,
        });
        await sequelize.query(
          `DELETE FROM reconcile_runs WHERE state <> 'running'
             AND id NOT IN (SELECT id FROM reconcile_runs ORDER BY id DESC LIMIT ${RUNS_KEPT})`,
          { transaction },
        );
        return rows.length > 0;
      });
    },
  };
}
