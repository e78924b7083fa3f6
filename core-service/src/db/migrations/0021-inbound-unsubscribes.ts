import type { Migration } from '../migrator';

/**
 * An e-mail to the List-Unsubscribe mailto address carries the entry's
 * unsubscribe token after the `+` of its address, and a mail system on the way may fold the case
 * of that part. Core finds the entry by the token whatever its case (a 256-bit token folded to
 * lower case still has over 200 bits), through this index.
 */
const UP = `CREATE INDEX IF NOT EXISTS waitlist_entries_unsubscribe_token_lower_idx ON waitlist_entries (lower(unsubscribe_token));`;
const DOWN = `DROP INDEX IF EXISTS waitlist_entries_unsubscribe_token_lower_idx;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
