import type { Migration } from '../migrator';

/**
 * waitlist_places_of (migration 0023) ranks the asked entries from their blocks' start once per
 * block. It joined each asked entry to its block's start in the line, and the planner, estimating
 * 100 asked entries where a page asks 500, compared every asked entry with every block: 250,000
 * pairs, 45 of the 55-70 ms the places of a 500-entry page took at 1,000,000 entries. The blocks'
 * starts are now looked up per block (one or two for a page), fenced off so the planner cannot
 * move the join back: 17 ms. Same answers (staff-counters.test.ts holds it to waitlist_places()).
 */
const BLOCK = 2048;

const placesOf = (asked: string) => `
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
$$;
`;

const BY_BLOCK = `  ), asked_blocks AS MATERIALIZED (
    -- The asked entries' blocks with where each starts in the line, joined per block: joined per
    -- entry, the planner compared every asked entry with every block (250,000 pairs for a page).
    SELECT t.block, c.before
      FROM (SELECT DISTINCT a.id / ${BLOCK} AS block FROM asked a) t JOIN cumulative c ON c.block = t.block
  ), asked_ranked AS (
    -- Each block's entries numbered once, however many asked entries share it.
    -- LATERAL: one primary-key range per block; a plain join let the planner scan the whole table.
    SELECT a.id, a.r, t.before + n.k AS rank
      FROM asked_blocks t
      CROSS JOIN LATERAL (SELECT e.id, row_number() OVER (ORDER BY e.id) AS k FROM waitlist_entries e
                           WHERE e.id >= t.block * ${BLOCK} AND e.id < (t.block + 1) * ${BLOCK}) n
      JOIN asked a ON a.id = n.id
`;

/** 0023's, restored on the way down. */
const BY_ENTRY = `  ), asked_numbered AS (
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

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(placesOf(BY_BLOCK));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(placesOf(BY_ENTRY));
};
