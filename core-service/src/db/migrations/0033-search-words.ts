import type { Sequelize } from 'sequelize';
import type { Migration } from '../migrator';

/**
 * Staff search by whole words beside trigrams, in one GIN index, so a search for a name or an
 * address reads the postings of its rarest word rather than every posting of its commonest
 * trigrams.
 *
 * With trigrams alone, GIN takes its candidates from the search's rarest trigram (about 4,000
 * entries at 1,000,000 for "bench person 125007") and checks every other trigram of the search
 * against each, so the trigrams that nearly every entry has ("ben", "per", "exa") are read in
 * full: 4,500 index pages, 150 ms. A word is far rarer than any of its trigrams.
 *
 * The words of an entry are its runs between spaces and punctuation, each also reversed behind
 * "~" (itself punctuation, so never part of a word). A search that contains some text is still
 * any part of it, so of the search's words (waitlist_search_terms): those in the middle are whole
 * words of the entry, the last one begins a word (a prefix) and the first one ends a word (a
 * prefix of the reversed word). Those are implied by the LIKE that decides, never instead of it.
 *
 * Words first: GIN walks the scan keys in column order, and each key skips to where the one
 * before matched, so the words' few candidates are all the trigrams are checked at.
 *
 * The old trigram index goes: the new one answers trigram searches as well, and a sign-up
 * updates one search index, not two.
 */
export const SEARCH_TEXT = `lower(full_name || E'\\n' || email || E'\\n' || plan)`;
/** What splits words; the same for an entry and for a search, in any locale of the database. */
const SEPARATORS = `'[[:space:][:punct:]]+'`;

const UP = `
CREATE OR REPLACE FUNCTION waitlist_search_words(lowered text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  spaced text := btrim(regexp_replace(lowered, ${SEPARATORS}, ' ', 'g'));
BEGIN
  IF spaced = '' THEN
    RETURN ''::tsvector;
  END IF;
  RETURN array_to_tsvector(string_to_array(spaced, ' ') || string_to_array('~' || replace(reverse(spaced), ' ', ' ~'), ' '));
END
$fn$;

-- The words a search implies, as a tsquery, or null when it implies none worth reading. Left out:
-- a word that 1 % of the entries or more have, by the index's statistics once analysed (reading
-- it narrows little, and reading the words it begins is reading all of them), and a prefix of
-- under 4 characters. A word holds no punctuation, so no quote or backslash to escape.
CREATE OR REPLACE FUNCTION waitlist_search_terms(search text) RETURNS tsquery
LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  parts text[] := regexp_split_to_array(lower(search), ${SEPARATORS});
  n int := cardinality(parts);
  head text := parts[1];
  tail text := parts[n];
  common text[];
  shares real[];
  terms text[] := '{}';
  word text;
BEGIN
  IF n < 2 THEN
    RETURN NULL;
  END IF;
  SELECT most_common_elems::text::text[], most_common_elem_freqs INTO common, shares FROM pg_stats
   WHERE schemaname = current_schema() AND tablename = 'waitlist_entries_search_idx' AND attname = 'waitlist_search_words';
  FOREACH word IN ARRAY parts[2:n - 1] LOOP
    IF coalesce((SELECT sum(share) FROM unnest(common, shares) AS s (lexeme, share) WHERE lexeme = word), 0) < 0.01 THEN
      terms := terms || ('''' || word || '''');
    END IF;
  END LOOP;
  IF length(tail) >= 4 AND length(tail) >= length(head) THEN
    word := tail;
  ELSIF length(head) >= 4 THEN
    word := '~' || reverse(head);
  ELSE
    word := NULL;
  END IF;
  IF word IS NOT NULL
     AND coalesce((SELECT sum(share) FROM unnest(common, shares) AS s (lexeme, share) WHERE starts_with(lexeme, word)), 0) < 0.01 THEN
    terms := terms || ('''' || word || ''':*');
  END IF;
  RETURN nullif(array_to_string(terms, ' & '), '')::tsquery;
END
$fn$;

CREATE INDEX IF NOT EXISTS waitlist_entries_search_idx ON waitlist_entries
  USING gin (waitlist_search_words(${SEARCH_TEXT}), (${SEARCH_TEXT}) gin_trgm_ops)
  WITH (fastupdate = on, gin_pending_list_limit = 128);
DROP INDEX IF EXISTS waitlist_entries_search_trgm_idx;
`;

/**
 * A list this long is analysed at once, so that waitlist_search_terms has the words' statistics
 * from the start: a new index has none until the table is next analysed, which on a long list
 * can be a hundred thousand sign-ups away. A shorter list is left to autovacuum: analysed while
 * (nearly) empty, the table would look empty to the plans that sessions keep, and the foreign-key
 * checks of each sign-up would read the table instead of its key (0.9 ms each, measured).
 */
const ANALYZE_FROM_ENTRIES = 10_000;

const DOWN = `
CREATE INDEX IF NOT EXISTS waitlist_entries_search_trgm_idx ON waitlist_entries USING gin ((${SEARCH_TEXT}) gin_trgm_ops)
  WITH (fastupdate = on, gin_pending_list_limit = 128);
DROP INDEX IF EXISTS waitlist_entries_search_idx;
DROP FUNCTION IF EXISTS waitlist_search_terms(text);
DROP FUNCTION IF EXISTS waitlist_search_words(text);
`;

/** Analyses the list once it is long enough (ANALYZE_FROM_ENTRIES), for a search index just built. */
export async function analyseLongList(sequelize: Sequelize): Promise<void> {
  const [rows] = await sequelize.query(
    `SELECT count(*)::int AS n FROM (SELECT FROM waitlist_entries LIMIT ${ANALYZE_FROM_ENTRIES}) AS first`,
  );
  if ((rows as { n: number }[])[0]?.n === ANALYZE_FROM_ENTRIES) await sequelize.query('ANALYZE waitlist_entries');
}

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
  await analyseLongList(context.sequelize);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
