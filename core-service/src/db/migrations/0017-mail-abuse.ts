import type { Migration } from '../migrator';

/**
 * E-mail bombing: anyone can type a stranger's address, so what the list sends to an
 * address nobody has confirmed is bounded and can be stopped by its owner.
 *
 * - Re-sent e-mails (a new confirm link, a checkout-claim link) are capped per entry: the times
 *   of the last day's re-sends and the count ever, claimed in the statement that queues one.
 * - "This wasn't me" links are e-mailed like confirm links ('not-me'). Pressing one erases the
 *   unconfirmed entry and suppresses the address for every kind of e-mail ('not-me'); the address
 *   is kept only as a hash (suppression_key), with a keyed hash of the client address that
 *   pressed, so only the same person signing up again lifts it.
 */
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN resend_times timestamptz[] NOT NULL DEFAULT '{}',
  ADD COLUMN resends_total integer NOT NULL DEFAULT 0;

ALTER TABLE waitlist_links DROP CONSTRAINT waitlist_links_purpose_check;
ALTER TABLE waitlist_links ADD CONSTRAINT waitlist_links_purpose_check CHECK (purpose IN ('confirm', 'status', 'not-me'));

ALTER TABLE email_suppressions DROP CONSTRAINT email_suppressions_reason_check;
ALTER TABLE email_suppressions
  ADD CONSTRAINT email_suppressions_reason_check CHECK (reason IN ('unsubscribed', 'hard-bounce', 'spam-complaint', 'provider', 'not-me')),
  ADD COLUMN lift_key text;

CREATE FUNCTION suppression_key(address text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN 'sha256:' || encode(sha256(convert_to(normalize_email(address), 'UTF8')), 'hex');
`;

const DOWN = `
DROP FUNCTION IF EXISTS suppression_key(text);
DELETE FROM email_suppressions WHERE reason = 'not-me';
ALTER TABLE email_suppressions DROP COLUMN IF EXISTS lift_key;
ALTER TABLE email_suppressions DROP CONSTRAINT email_suppressions_reason_check;
ALTER TABLE email_suppressions ADD CONSTRAINT email_suppressions_reason_check CHECK (reason IN ('unsubscribed', 'hard-bounce', 'spam-complaint', 'provider'));
DELETE FROM waitlist_links WHERE purpose = 'not-me';
ALTER TABLE waitlist_links DROP CONSTRAINT waitlist_links_purpose_check;
ALTER TABLE waitlist_links ADD CONSTRAINT waitlist_links_purpose_check CHECK (purpose IN ('confirm', 'status'));
ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS resends_total, DROP COLUMN IF EXISTS resend_times;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
