import type { Migration } from '../migrator';

/**
 * A scheduled job every core copy may run, that only one should run at a time: the copy that
 * holds its lease (a row per job, until `held_until`) does the work; the others pass. A copy that
 * dies while holding it gives it up when the time runs out.
 */
const UP = `
CREATE TABLE IF NOT EXISTS job_leases (
  name       text PRIMARY KEY,
  holder     text NOT NULL,
  held_until timestamptz NOT NULL
);`;
const DOWN = `DROP TABLE IF EXISTS job_leases;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
