import type { Migration } from '../migrator';

/**
 * Two indexes of waitlist_entries that every sign-up wrote and nothing needed:
 * - waitlist_entries_email_key (UNIQUE (email)): normalized_email is generated from email and
 *   unique, so two rows with the same address already collide there; no statement looks an
 *   entry up by its address as typed (the replay lookup goes by its key).
 * - waitlist_entries_plan_idx: a plan is a quarter of the list or more, too many rows for an index
 *   to beat reading the table (the one statement that filters by plan, a list e-mail's segment,
 *   reads the table); the staff counts by plan come from waitlist_plan_counts.
 */
const UP = `
ALTER TABLE waitlist_entries DROP CONSTRAINT IF EXISTS waitlist_entries_email_key;
DROP INDEX IF EXISTS waitlist_entries_plan_idx;`;
const DOWN = `
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_email_key UNIQUE (email);
CREATE INDEX IF NOT EXISTS waitlist_entries_plan_idx ON waitlist_entries (plan);`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
