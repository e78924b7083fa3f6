import type { Migration } from '../migrator';

/**
 * Places in line for a few entries without ranking the whole list. waitlist_places() (kept: the
 * CSV export ranks everyone once, and it is the definition the tests hold this one to) orders
 * every entry by (sort_key, referrals DESC, id), where sort_key = greatest(1, rank - boost *
 * credited referrals) and rank is the entry's join order among the entries that exist.
 *
 * Two facts make one entry's place cheap:
 * - an entry's rank is the entries in the id blocks before its own plus those before it in its
 *   block: waitlist_id_blocks holds how many entries each block of 2,048 ids has, kept by a
 *   trigger in the same statement as each insert or delete (entries are never deleted today; an
 *   erasure keeps the row);
 * - everything with a rank below an entry's sort_key is ahead of it, and only a referrer whose
 *   rank lies within boost * (the most referrals anyone has) of that sort key can also be ahead of
 *   it. So place = sort_key + the referrers of that short stretch of the line that are ahead of
 *   it, read from the primary key.
 *
 * Credited referrals are stored on the referrer (credited_referrals), kept by a trigger whenever a
 * referred entry's referral_state, referrer or existence changes, so nothing groups the list.
 */
export const BLOCK = 2048;

/**
 * waitlist_places_of, given how it ranks the asked entries (the CTEs from after `asked` to
 * `asked_ranked`): migration 0034 replaces that part and keeps the rest.
 */
export const placesOf = (asked: string) => `
CREATE OR REPLACE FUNCTION waitlist_places_of(ids integer[], boost integer)
  RETURNS TABLE (id integer, place bigint, referrals bigint)
  LANGUAGE sql STABLE AS $$
  WITH blocks AS (
    SELECT b.block, sum(b.n) AS n FROM waitlist_id_blocks b GROUP BY b.block HAVING sum(b.n) <> 0
  ), cumulative AS (
    SELECT b.block, b.n, sum(b.n) OVER (ORDER BY b.block) - b.n AS before FROM blocks b
  ), reach AS (
    SELECT boost::bigint * coalesce((SELECT max(e.credited_referrals) FROM waitlist_entries e WHERE e.credited_referrals > 0), 0) AS span
  ), asked AS (
    SELECT e.id, e.credited_referrals::bigint AS r FROM waitlist_entries e WHERE e.id = ANY(ids)
${asked}  ), xs AS (
    SELECT x.id, x.r, x.rank, greatest(1, x.rank - boost * x.r) AS sort_key FROM asked_ranked x
  ), stretches AS (
    -- Per block of asked entries (a page is one or two): from the first id of the block holding
    -- its lowest sort key to the last id of the block holding its highest sort key + span.
    SELECT (SELECT c.block * ${BLOCK} FROM cumulative c WHERE c.before < g.lo ORDER BY c.block DESC LIMIT 1) AS from_id,
           coalesce((SELECT (c.block + 1) * ${BLOCK} - 1 FROM cumulative c, reach WHERE c.before + c.n >= g.hi + reach.span ORDER BY c.block LIMIT 1),
                    2147483647) AS to_id
      FROM (SELECT min(x.sort_key) AS lo, max(x.sort_key) AS hi FROM xs x GROUP BY x.id / ${BLOCK}) g
  ), candidates AS (
    SELECT DISTINCT e.id, e.r
      FROM stretches st
      CROSS JOIN LATERAL (SELECT w.id, w.credited_referrals::bigint AS r FROM waitlist_entries w
                           WHERE w.credited_referrals > 0 AND w.id BETWEEN st.from_id AND st.to_id) e
  ), candidates_numbered AS (
    SELECT n.id, n.k
      FROM (SELECT DISTINCT cd.id / ${BLOCK} AS block FROM candidates cd) t
      CROSS JOIN LATERAL (SELECT e.id, row_number() OVER (ORDER BY e.id) AS k FROM waitlist_entries e
                           WHERE e.id >= t.block * ${BLOCK} AND e.id < (t.block + 1) * ${BLOCK}) n
  ), candidates_ranked AS (
    SELECT y.id, y.r, greatest(1, y.rank - boost * y.r) AS sort_key, y.rank FROM (
      SELECT cd.id, cd.r, c.before + n.k AS rank
        FROM candidates cd JOIN candidates_numbered n ON n.id = cd.id JOIN cumulative c ON c.block = cd.id / ${BLOCK}
    ) y
  ), merged AS (
    -- Referrers ahead of x among those ranked at or after its sort key = referrers ahead of x
    -- minus referrers ranked before its sort key (all of those are ahead of it): two counts, each
    -- one sort of the asked entries among the candidates.
    SELECT x.id, false AS is_candidate, x.sort_key, -x.r AS neg_r, x.sort_key AS rank_or_key FROM xs x
    UNION ALL
    SELECT y.id, true, y.sort_key, -y.r, y.rank FROM candidates_ranked y
  ), counted AS (
    SELECT b.id, b.is_candidate,
           count(*) FILTER (WHERE b.is_candidate) OVER (ORDER BY b.sort_key, b.neg_r, b.id, b.is_candidate ROWS UNBOUNDED PRECEDING) AS ahead,
           count(*) FILTER (WHERE b.is_candidate) OVER (ORDER BY b.rank_or_key, b.is_candidate ROWS UNBOUNDED PRECEDING) AS ranked_before
      FROM merged b
  )
  SELECT x.id, x.sort_key + c.ahead - c.ranked_before, x.r
    FROM xs x JOIN counted c ON c.id = x.id AND NOT c.is_candidate
$$;`;

/** This migration's ranking of the asked entries, one join per entry. */
export const ASKED_BY_ENTRY = `  ), asked_numbered AS (
    -- Each block's entries numbered once, however many asked entries share it.
    -- LATERAL: one primary-key range per block; a plain join let the planner scan the whole table.
    SELECT n.id, n.k
      FROM (SELECT DISTINCT a.id / ${BLOCK} AS block FROM asked a) t
      CROSS JOIN LATERAL (SELECT e.id, row_number() OVER (ORDER BY e.id) AS k FROM waitlist_entries e
                           WHERE e.id >= t.block * ${BLOCK} AND e.id < (t.block + 1) * ${BLOCK}) n
  ), asked_ranked AS (
    SELECT a.id, a.r, c.before + n.k AS rank
      FROM asked a JOIN asked_numbered n ON n.id = a.id JOIN cumulative c ON c.block = a.id / ${BLOCK}
`;

const UP = `
ALTER TABLE waitlist_entries ADD COLUMN credited_referrals integer NOT NULL DEFAULT 0;
UPDATE waitlist_entries e SET credited_referrals = c.n
  FROM (SELECT referred_by_id AS id, count(*)::int AS n FROM waitlist_entries
         WHERE referred_by_id IS NOT NULL AND referral_state = 'credited' GROUP BY referred_by_id) c
 WHERE e.id = c.id;
-- The most referrals anyone has, read at every place lookup.
CREATE INDEX waitlist_entries_credited_referrals_idx ON waitlist_entries (credited_referrals) WHERE credited_referrals > 0;

CREATE TABLE waitlist_id_blocks (
  block  integer  NOT NULL,
  slot   smallint NOT NULL,
  n      bigint   NOT NULL DEFAULT 0,
  PRIMARY KEY (block, slot)
);
INSERT INTO waitlist_id_blocks (block, slot, n) SELECT id / ${BLOCK}, 0, count(*) FROM waitlist_entries GROUP BY 1;

-- The entries a statement added (sign 1) or removed (-1), counted by id block; split over slots
-- as the staff counters are, so concurrent sign-ups (all in the newest block) rarely wait.
-- (Statements the trigger runs itself: only its own statements see the transition tables.)
CREATE FUNCTION waitlist_id_blocks_statement(changes text) RETURNS text LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN format($q$
    INSERT INTO waitlist_id_blocks AS b (block, slot, n)
    SELECT id / ${BLOCK}, %1$s, sum(s) FROM (%2$s) ch GROUP BY 1 ORDER BY 1
    ON CONFLICT (block, slot) DO UPDATE SET n = b.n + EXCLUDED.n
  $q$, pg_backend_pid() % 32, changes);
END;
$fn$;

-- Referrers whose credited referrals a statement changed, by how much.
CREATE FUNCTION waitlist_credits_statement(changes text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN format($q$
    UPDATE waitlist_entries e SET credited_referrals = e.credited_referrals + d.n
      FROM (SELECT referred_by_id AS id, sum(s)::int AS n FROM (%1$s) ch
             WHERE referred_by_id IS NOT NULL AND referral_state = 'credited' GROUP BY 1 HAVING sum(s) <> 0) d
     WHERE e.id = d.id
  $q$, changes);
END;
$fn$;

CREATE FUNCTION waitlist_places_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE waitlist_id_blocks_statement('SELECT 1 AS s, id FROM waitlist_new_rows');
    IF EXISTS (SELECT 1 FROM waitlist_new_rows WHERE referral_state = 'credited') THEN
      EXECUTE waitlist_credits_statement('SELECT 1 AS s, referred_by_id, referral_state FROM waitlist_new_rows');
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE waitlist_id_blocks_statement('SELECT -1 AS s, id FROM waitlist_old_rows');
    IF EXISTS (SELECT 1 FROM waitlist_old_rows WHERE referral_state = 'credited') THEN
      EXECUTE waitlist_credits_statement('SELECT -1 AS s, referred_by_id, referral_state FROM waitlist_old_rows');
    END IF;
  ELSIF EXISTS (SELECT 1 FROM waitlist_new_rows WHERE referral_state = 'credited')
        OR EXISTS (SELECT 1 FROM waitlist_old_rows WHERE referral_state = 'credited') THEN
    -- New versions counted, old ones taken away: unchanged credits cancel out (HAVING), and the
    -- two transition tables are never joined (the planner knows nothing of their sizes).
    EXECUTE waitlist_credits_statement(
      'SELECT 1 AS s, referred_by_id, referral_state FROM waitlist_new_rows
       UNION ALL SELECT -1, referred_by_id, referral_state FROM waitlist_old_rows');
  END IF;
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER waitlist_places_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_places_trigger();
CREATE TRIGGER waitlist_places_update AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS waitlist_old_rows NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_places_trigger();
CREATE TRIGGER waitlist_places_delete AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS waitlist_old_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_places_trigger();

-- Referrers in join order: the only entries that can be ahead of someone who joined before them.
CREATE INDEX waitlist_entries_referrers_idx ON waitlist_entries (id) INCLUDE (credited_referrals) WHERE credited_referrals > 0;

-- The places of the given entries (the same answer as waitlist_places() for them), in time that
-- depends on how many are asked for and on boost * the most referrals anyone has, not on the
-- length of the list. For each asked entry x: place = sort_key + the referrers y ranked at or after
-- x's sort key whose own key is ahead of x's. Such a y is ranked at most sort_key + span (its
-- boost is at most span), so only the referrers of the id blocks covering that stretch are read
-- (a block-wide stretch, never narrower: the exact test below drops the others).
${placesOf(ASKED_BY_ENTRY)}
`;

const DOWN = `
DROP FUNCTION IF EXISTS waitlist_places_of(integer[], integer);
DROP TRIGGER IF EXISTS waitlist_places_insert ON waitlist_entries;
DROP TRIGGER IF EXISTS waitlist_places_update ON waitlist_entries;
DROP TRIGGER IF EXISTS waitlist_places_delete ON waitlist_entries;
DROP FUNCTION IF EXISTS waitlist_places_trigger();
DROP FUNCTION IF EXISTS waitlist_credits_statement(text);
DROP FUNCTION IF EXISTS waitlist_id_blocks_statement(text);
DROP TABLE IF EXISTS waitlist_id_blocks;
DROP INDEX IF EXISTS waitlist_entries_referrers_idx;
DROP INDEX IF EXISTS waitlist_entries_credited_referrals_idx;
ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS credited_referrals;
`;

export const up: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.transaction((transaction) => sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.transaction((transaction) => sequelize.query(DOWN, { transaction }));
};
