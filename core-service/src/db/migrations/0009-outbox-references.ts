import type { Migration } from '../migrator';

// The name each outbox e-mail carries at the provider (Postmark Metadata), so a re-attempt can
// ask whether an earlier sender handed it over before dying. Random rather than the row id: ids
// start again in a fresh or restored database while the provider keeps its history.
const UP = `ALTER TABLE email_outbox ADD COLUMN reference uuid NOT NULL DEFAULT gen_random_uuid();`;

const DOWN = `ALTER TABLE email_outbox DROP COLUMN IF EXISTS reference;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
