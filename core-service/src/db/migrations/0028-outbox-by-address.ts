import type { Migration } from '../migrator';

/**
 * The e-mails of one entry (the staff's detail panel, the data export, an erasure) are found by
 * the entry's normalised address: an index on that keeps each a lookup, not a pass over every
 * e-mail ever queued (an announcement to a long list queues one per entry).
 */
const UP = `CREATE INDEX IF NOT EXISTS email_outbox_normalized_to_idx ON email_outbox (normalize_email(to_address));`;
const DOWN = `DROP INDEX IF EXISTS email_outbox_normalized_to_idx;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
