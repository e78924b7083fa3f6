import type { Migration } from '../migrator';

// Webhooks arrive at least once and in any order. processed_stripe_events makes each event
// count once (its row commits with the effect); payment_state_at and payment_state remember
// which news an entry's payment fields reflect, so an older event arriving late changes nothing.
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN payment_state    text CHECK (payment_state IN ('paid', 'failed', 'active', 'ended')),
  ADD COLUMN payment_state_at timestamptz;
CREATE UNIQUE INDEX waitlist_entries_stripe_subscription_id_key
  ON waitlist_entries (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL;
CREATE INDEX waitlist_entries_stripe_customer_id_idx
  ON waitlist_entries (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

CREATE TABLE processed_stripe_events (
  event_id          text        PRIMARY KEY,
  type              text        NOT NULL,
  outcome           text        NOT NULL,
  waitlist_entry_id integer     REFERENCES waitlist_entries (id) ON DELETE SET NULL,
  processed_at      timestamptz NOT NULL DEFAULT now()
);
`;

const DOWN = `
DROP TABLE IF EXISTS processed_stripe_events;
DROP INDEX IF EXISTS waitlist_entries_stripe_customer_id_idx;
DROP INDEX IF EXISTS waitlist_entries_stripe_subscription_id_key;
ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS payment_state_at, DROP COLUMN IF EXISTS payment_state;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
