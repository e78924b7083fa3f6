import type { Migration } from '../migrator';

// Staff sign-in hardening:
// - Usernames are case-insensitive: "Chief" and "chief" are one account, so throttling and
//   sign-in agree on who is meant. Rows that already differ only by case keep the oldest as
//   it is; the others get "-<id>" appended (recorded in the audit log) so the index can exist.
//   E-mail is no sign-in key, so it needs no such index.
// - second_step_failures: wrong two-factor codes per account, across every pending sign-in,
//   in a window; past the limit the second step is locked until locked_until. A correct
//   password neither resets nor bypasses it.
const UP = `
WITH renamed AS (
  UPDATE users u SET username = u.username || '-' || u.id, updated_at = now()
  WHERE EXISTS (SELECT 1 FROM users o WHERE lower(o.username) = lower(u.username) AND o.id < u.id)
  RETURNING u.id, u.username
)
INSERT INTO audit_log (action, success, target_id, details)
SELECT 'username-renamed', true, id, jsonb_build_object('renamedTo', username, 'reason', 'case-insensitive usernames')
FROM renamed;

CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));

CREATE TABLE second_step_failures (
  user_id      integer     PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures     integer     NOT NULL DEFAULT 0,
  window_ends  timestamptz NOT NULL,
  locked_until timestamptz
);
`;

const DOWN = `
DROP TABLE IF EXISTS second_step_failures;
DROP INDEX IF EXISTS users_username_lower_key;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
