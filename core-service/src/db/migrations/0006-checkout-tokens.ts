import type { Migration } from '../migrator';

// A checkout may change an existing entry only with a token that entry knows: the one the
// browser which created it registered, or one e-mailed to its address. Only hashes are kept,
// so a copy of the database opens nobody's checkout.
const UP = `
CREATE TABLE checkout_tokens (
  entry_id    integer     NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  token_hash  text        NOT NULL,
  source      text        NOT NULL CHECK (source IN ('browser', 'email')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (entry_id, token_hash)
);
CREATE INDEX checkout_tokens_expires_at_idx ON checkout_tokens (expires_at);
`;

const DOWN = `DROP TABLE IF EXISTS checkout_tokens;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
