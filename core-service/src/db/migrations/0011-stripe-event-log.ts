import type { Migration } from '../migrator';

// Every Stripe webhook event received, whatever became of it: what staff read on the
// event log, and what a failed event is replayed from (`event`: the event as the product reads
// it, the same object the webhook applied). processed_stripe_events stays the once-only claim.
const UP = `
CREATE TABLE stripe_event_log (
  event_id         text        PRIMARY KEY,
  type             text        NOT NULL,
  occurred_at      timestamptz NOT NULL,
  received_at      timestamptz NOT NULL DEFAULT now(),
  last_attempt_at  timestamptz NOT NULL DEFAULT now(),
  attempts         integer     NOT NULL DEFAULT 1,
  outcome          text        NOT NULL DEFAULT 'received'
                   CHECK (outcome IN ('received', 'applied', 'stale', 'no-entry', 'ignored', 'failed')),
  error            text,
  entry_id         integer     REFERENCES waitlist_entries (id) ON DELETE SET NULL,
  event            jsonb       NOT NULL
);
CREATE INDEX stripe_event_log_received_idx ON stripe_event_log (received_at DESC, event_id DESC);
CREATE INDEX stripe_event_log_failed_idx ON stripe_event_log (received_at DESC) WHERE outcome = 'failed';
`;

const DOWN = `DROP TABLE IF EXISTS stripe_event_log;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
