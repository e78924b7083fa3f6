import type { Migration } from '../migrator';

/**
 * The admins' check of the product's subscriptions against Stripe, as a job whose state every
 * bff-admin copy reads here: one row per run (at most one `running`, by a partial unique index),
 * the subscriptions each Stripe page listed (so the product's side is compared as a set, in the
 * database, without loading it whole), and what the run found. Findings name an entry and
 * Stripe ids, never an address: the address is read from the entry when it is shown, so an
 * erased entry is not kept here.
 */
const UP = `
CREATE TABLE IF NOT EXISTS reconcile_runs (
  id           bigserial   PRIMARY KEY,
  state        text        NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  started_by   integer     REFERENCES users (id) ON DELETE SET NULL,
  started_at   timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  stripe_pages integer     NOT NULL DEFAULT 0,
  checked      integer     NOT NULL DEFAULT 0,
  error        text
);
CREATE UNIQUE INDEX IF NOT EXISTS reconcile_runs_one_running ON reconcile_runs (state) WHERE state = 'running';

CREATE TABLE IF NOT EXISTS reconcile_run_seen (
  run_id          bigint NOT NULL REFERENCES reconcile_runs (id) ON DELETE CASCADE,
  subscription_id text   NOT NULL,
  PRIMARY KEY (run_id, subscription_id)
);

CREATE TABLE IF NOT EXISTS reconcile_findings (
  run_id          bigint  NOT NULL REFERENCES reconcile_runs (id) ON DELETE CASCADE,
  seq             bigserial,
  kind            text    NOT NULL CHECK (kind IN ('drift', 'abandoned')),
  subscription_id text    NOT NULL,
  entry_id        integer REFERENCES waitlist_entries (id) ON DELETE SET NULL,
  customer_id     text,
  stripe_status   text,
  differences     jsonb   NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (run_id, seq)
);
CREATE INDEX IF NOT EXISTS reconcile_findings_kind ON reconcile_findings (run_id, kind, seq);`;

const DOWN = `
DROP TABLE IF EXISTS reconcile_findings;
DROP TABLE IF EXISTS reconcile_run_seen;
DROP TABLE IF EXISTS reconcile_runs;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
