import type { Migration } from '../migrator';

// Fixed-window counters shared by every copy of every BFF (in-memory counters would let each
// copy grant the full limit again). UNLOGGED: a counter is worth nothing after a crash, and
// skipping the WAL flush matters, because hits from one address all update one row in turn.
const UP = `
CREATE UNLOGGED TABLE rate_limit_counters (
  key       text        PRIMARY KEY,
  hits      integer     NOT NULL,
  reset_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_at_idx ON rate_limit_counters (reset_at);
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query('DROP TABLE IF EXISTS rate_limit_counters;');
};
