import type { Migration } from '../migrator';

/**
 * Referral farming: six sign-ups at one catch-all domain through one link took
 * a referrer from place 25 to 1. A referral is now decided once, when the referred entry becomes
 * confirmed: credited (it moves its referrer up) or held for an admin, with the reason; an admin
 * then approves (credited) or refuses (never credited). Only credited referrals move anybody.
 *
 * - signup_ip_hash: the client address of every sign-up as a keyed hash (as privacy_ip_hash, which
 *   only sign-ups that sent a consent have), so a friend from the referrer's own address, or many
 *   friends from one address, can be told apart without keeping any address.
 * - referral_state: null while there is nothing to decide (no referrer, not yet confirmed).
 */
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN signup_ip_hash text,
  ADD COLUMN referral_state text CHECK (referral_state IN ('credited', 'held', 'refused')),
  ADD COLUMN referral_hold_reason text CHECK (referral_hold_reason IN ('same-address', 'address-cluster', 'domain-cluster', 'daily-cap')),
  ADD COLUMN referral_held_at timestamptz,
  -- When it was credited (by the rule or an admin) or refused; credits in the cap's window are counted by it.
  ADD COLUMN referral_decided_at timestamptz,
  -- The admin who approved or refused a held referral; null for the rule's own decision.
  ADD COLUMN referral_decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT waitlist_entries_referral_held_reason CHECK (referral_state IS DISTINCT FROM 'held' OR referral_hold_reason IS NOT NULL);

-- The same keyed hash of the same address for everyone who gave a consent: older entries keep a
-- comparable address where they have one.
UPDATE waitlist_entries SET signup_ip_hash = privacy_ip_hash WHERE privacy_ip_hash IS NOT NULL;

-- Referrals confirmed before this counted under the old rule: they stay credited, so no place
-- moves on the day of the release.
UPDATE waitlist_entries SET referral_state = 'credited', referral_decided_at = confirmed_at
 WHERE referred_by_id IS NOT NULL AND confirmed_at IS NOT NULL;

-- The admins' queue: only held rows are in it, oldest first.
CREATE INDEX waitlist_entries_referral_held_idx ON waitlist_entries (referral_held_at, id) WHERE referral_state = 'held';
`;

// As migration 0014's, counting credited referrals instead of confirmed ones: the same single
// pass over the table, the same plan, the same cost.
const PLACES = `
CREATE OR REPLACE FUNCTION waitlist_places(boost integer)
  RETURNS TABLE (id integer, place bigint, referrals bigint)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH credited AS (
    SELECT r.referred_by_id AS id, count(*) AS referrals
      FROM waitlist_entries r
     WHERE r.referred_by_id IS NOT NULL AND r.referral_state = 'credited'
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
CREATE OR REPLACE FUNCTION waitlist_places(boost integer)
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
DROP INDEX IF EXISTS waitlist_entries_referral_held_idx;
ALTER TABLE waitlist_entries
  DROP CONSTRAINT IF EXISTS waitlist_entries_referral_held_reason,
  DROP COLUMN IF EXISTS referral_decided_by,
  DROP COLUMN IF EXISTS referral_decided_at,
  DROP COLUMN IF EXISTS referral_held_at,
  DROP COLUMN IF EXISTS referral_hold_reason,
  DROP COLUMN IF EXISTS referral_state,
  DROP COLUMN IF EXISTS signup_ip_hash;
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
