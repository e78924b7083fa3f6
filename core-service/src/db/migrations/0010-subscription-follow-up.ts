import type { Migration } from '../migrator';

// Paying customers after the first payment: the subscription's own status as Stripe
// reports it, a pending cancellation, invoices that would charge other than the locked price,
// e-mails that must go out once per cause (one per failed invoice), and links to Stripe's
// customer portal that work for one entry, for a while.
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN subscription_status text,
  ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
  ADD COLUMN subscription_period_end timestamptz,
  ADD COLUMN price_mismatch_at timestamptz,
  ADD COLUMN price_mismatch_detail text;
CREATE INDEX waitlist_entries_subscription_status_idx ON waitlist_entries (subscription_status) WHERE subscription_status IS NOT NULL;

ALTER TABLE email_outbox ADD COLUMN dedupe_key text UNIQUE;

CREATE TABLE portal_tokens (
  token_hash  text        PRIMARY KEY,
  entry_id    integer     NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portal_tokens_expires_at_idx ON portal_tokens (expires_at);
`;

const DOWN = `
DROP TABLE IF EXISTS portal_tokens;
ALTER TABLE email_outbox DROP COLUMN IF EXISTS dedupe_key;
DROP INDEX IF EXISTS waitlist_entries_subscription_status_idx;
ALTER TABLE waitlist_entries
  DROP COLUMN IF EXISTS subscription_status,
  DROP COLUMN IF EXISTS cancel_at_period_end,
  DROP COLUMN IF EXISTS subscription_period_end,
  DROP COLUMN IF EXISTS price_mismatch_at,
  DROP COLUMN IF EXISTS price_mismatch_detail;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
