import type { Migration } from '../migrator';

// An entry is confirmed once its owner opens the e-mailed link and
// presses the button; every entry has a referral code for `/?ref=<code>` links and names the
// entry whose link brought it. Places in line are never stored: waitlist_places() computes them
// from join order and confirmed referrals each time, so concurrent sign-ups cannot leave them wrong.
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN confirmed_at timestamptz,
  -- 72 random bits, URL-safe: reveals nothing of the entry and cannot be guessed.
  ADD COLUMN referral_code text NOT NULL
    DEFAULT translate(encode(substring(sha256(convert_to(gen_random_uuid()::text, 'UTF8')) FROM 1 FOR 9), 'base64'), '+/', '-_'),
  ADD COLUMN referred_by_id integer REFERENCES waitlist_entries (id) ON DELETE SET NULL;

-- Entries from before double opt-in joined when one step was the rule: they stay on the list as they were.
UPDATE waitlist_entries SET confirmed_at = created_at;

ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_referral_code_key UNIQUE (referral_code);
CREATE INDEX waitlist_entries_referred_by_idx ON waitlist_entries (referred_by_id) WHERE referred_by_id IS NOT NULL;

-- Links e-mailed to an entry's address: 'confirm' (expires, used once) and 'status' (the entry's
-- own page). Only hashes are kept, so a copy of the database opens nobody's page.
CREATE TABLE waitlist_links (
  token_hash  text        PRIMARY KEY,
  entry_id    integer     NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  purpose     text        NOT NULL CHECK (purpose IN ('confirm', 'status')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz,
  used_at     timestamptz
);
CREATE INDEX waitlist_links_entry_idx ON waitlist_links (entry_id, purpose);

`;

// Every entry's place: its join order moved up boost places per confirmed sign-up it referred,
// never past the front; on a tie the referrer goes first, so each referral is a full boost places.
const PLACES = `
CREATE FUNCTION waitlist_places(boost integer)
  RETURNS TABLE (id integer, place bigint, referrals bigint)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH credited AS (
    SELECT r.referred_by_id AS id, count(*) AS referrals
      FROM waitlist_entries r
     WHERE r.referred_by_id IS NOT NULL AND r.confirmed_at IS NOT NULL
     GROUP BY r.referred_by_id
  ), ranked AS (
    SELECT e.id, coalesce(c.referrals, 0) AS referrals,
           greatest(1, row_number() OVER (ORDER BY e.id) - boost * coalesce(c.referrals, 0)) AS sort_key
      FROM waitlist_entries e LEFT JOIN credited c ON c.id = e.id
  )
  SELECT ranked.id, row_number() OVER (ORDER BY sort_key, referrals DESC, ranked.id), referrals FROM ranked
$$;
`;

const DOWN = `
DROP FUNCTION IF EXISTS waitlist_places(integer);
DROP TABLE IF EXISTS waitlist_links;
ALTER TABLE waitlist_entries
  DROP COLUMN IF EXISTS referred_by_id,
  DROP COLUMN IF EXISTS referral_code,
  DROP COLUMN IF EXISTS confirmed_at;
`;

export const up: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.transaction(async (transaction) => {
    await sequelize.query(UP, { transaction });
    await sequelize.query(PLACES, { transaction });
  });
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
