import type { Migration } from '../migrator';

/**
 * waitlist_entries_plan_idx was for the per-plan statistics, which now come from
 * waitlist_plan_counts (0022). A plan is a quarter of the list or more, too many rows for an
 * index to beat reading the table (the one statement left that filters by plan, a list e-mail's
 * segment, reads the table), so it was one more B-tree insert and WAL record per sign-up that
 * nothing read.
 */
const UP = `DROP INDEX IF EXISTS waitlist_entries_plan_idx;`;
const DOWN = `CREATE INDEX IF NOT EXISTS waitlist_entries_plan_idx ON waitlist_entries (plan);`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
