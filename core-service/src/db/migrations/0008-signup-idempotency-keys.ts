import type { Migration } from '../migrator';

// The browser's name for a sign-up submission (its Idempotency-Key header). A retry of a
// submission whose answer was lost finds its entry by it and gets the first answer again,
// instead of a second entry or a "duplicate". Entries from before (and callers without a key)
// have none; UNIQUE lets any number of NULLs stand.
const UP = `ALTER TABLE waitlist_entries ADD COLUMN signup_key text UNIQUE;`;

const DOWN = `ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS signup_key;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
