import type { Migration } from '../migrator';

// Mail to the list. Announcements go to a segment through the outbox on Postmark's
// broadcast stream, each recipient once (the outbox's dedupe key); every entry has an
// unsubscribe token for its one-click link; addresses that unsubscribed, bounced hard or
// complained are suppressed (by normalised address, so no spelling gets round it).
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN unsubscribe_token text NOT NULL
    DEFAULT translate(encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'base64'), '+/=', '-_'),
  -- Consent on record: the privacy-policy version accepted, when, and a hash of the address it came from.
  ADD COLUMN privacy_version text,
  ADD COLUMN privacy_accepted_at timestamptz,
  ADD COLUMN privacy_ip_hash text;
ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_unsubscribe_token_key UNIQUE (unsubscribe_token);

CREATE TABLE email_suppressions (
  normalized_email text        PRIMARY KEY,
  reason           text        NOT NULL CHECK (reason IN ('unsubscribed', 'hard-bounce', 'spam-complaint', 'provider')),
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE announcements (
  id             serial      PRIMARY KEY,
  subject        text        NOT NULL,
  body_markdown  text        NOT NULL,
  segment        text        NOT NULL CHECK (segment IN ('confirmed', 'early-bird-unpaid', 'paid', 'plan')),
  plan           text,
  status         text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sending', 'paused', 'sent')),
  recipients     integer,
  created_by     integer     REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  started_at     timestamptz,
  finished_at    timestamptz
);

ALTER TABLE email_outbox
  ADD COLUMN stream text NOT NULL DEFAULT 'outbound' CHECK (stream IN ('outbound', 'broadcast')),
  ADD COLUMN announcement_id integer REFERENCES announcements (id) ON DELETE SET NULL,
  -- The one-click unsubscribe URL (RFC 8058) of a list e-mail; null for transactional mail.
  ADD COLUMN list_unsubscribe text;
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check;
-- 'skipped': a list e-mail whose address was suppressed after it was queued.
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped'));
CREATE INDEX email_outbox_announcement_idx ON email_outbox (announcement_id, status) WHERE announcement_id IS NOT NULL;
`;

const DOWN = `
DROP INDEX IF EXISTS email_outbox_announcement_idx;
DELETE FROM email_outbox WHERE status = 'skipped';
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'));
ALTER TABLE email_outbox DROP COLUMN IF EXISTS list_unsubscribe, DROP COLUMN IF EXISTS announcement_id, DROP COLUMN IF EXISTS stream;
DROP TABLE IF EXISTS announcements;
DROP TABLE IF EXISTS email_suppressions;
ALTER TABLE waitlist_entries
  DROP COLUMN IF EXISTS privacy_ip_hash,
  DROP COLUMN IF EXISTS privacy_accepted_at,
  DROP COLUMN IF EXISTS privacy_version,
  DROP COLUMN IF EXISTS unsubscribe_token;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
