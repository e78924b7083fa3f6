import type { Migration } from '../migrator';
import { ASKED_BY_ENTRY, BLOCK, placesOf } from './0023-indexed-places';

/**
 * waitlist_places_of (migration 0023) ranks the asked entries from their blocks' start once per
 * block. It joined each asked entry to its block's start in the line, and the planner, estimating
 * 100 asked entries where a page asks 500, compared every asked entry with every block: 250,000
 * pairs, 45 of the 55-70 ms the places of a 500-entry page took at 1,000,000 entries. The blocks'
 * starts are now looked up per block (one or two for a page), fenced off so the planner cannot
 * move the join back: 17 ms. Same answers (staff-counters.test.ts holds it to waitlist_places()).
 */
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

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(placesOf(BY_BLOCK));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(placesOf(ASKED_BY_ENTRY));
};
