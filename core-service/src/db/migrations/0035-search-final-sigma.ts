import type { Migration } from '../migrator';
import { analyseLongList, SEARCH_TEXT as LOWERED_TEXT } from './0033-search-words';

/**
 * The staff search folds a final sigma (ς) into σ, in the index and in every search.
 *
 * PostgreSQL's lower() writes σ for every capital Σ, the last letter of a word included, so a
 * name stored in capitals ("ΟΔΥΣΣΕΥΣ") is indexed as "οδυσσευσ". Typed in small letters, a
 * search ends its words with ς ("οδυσσευς") and missed that name, while it found the same name
 * stored in small letters. With ς folded on both sides, either spelling finds either name.
 *
 * The index is built again on the folded text (its expression changes); the words a search
 * implies (waitlist_search_terms, migration 0033) are read from the folded search, so they are
 * the words that index holds. Like 0033, the build holds sign-ups back until it ends (17 s for
 * 1,000,000 entries, measured here).
 */
/** A lower-cased text with its final sigmas folded into σ, in SQL. */
const folded = (lowered: string) => `translate(${lowered}, 'ς', 'σ')`;

const searchIndex = (text: string) => `
DROP INDEX IF EXISTS waitlist_entries_search_idx;
CREATE INDEX waitlist_entries_search_idx ON waitlist_entries
  USING gin (waitlist_search_words(${text}), (${text}) gin_trgm_ops)
  WITH (fastupdate = on, gin_pending_list_limit = 128);
`;

// 0033's function, renamed, does the work; the name the repository calls folds first. Folded
// text lower-cases to itself, so folding before 0033's lower() changes nothing else.
const UP = `
ALTER FUNCTION waitlist_search_terms(text) RENAME TO waitlist_search_terms_of_folded;
CREATE FUNCTION waitlist_search_terms(search text) RETURNS tsquery
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $fn$ SELECT waitlist_search_terms_of_folded(${folded('lower(search)')}) $fn$;
${searchIndex(folded(LOWERED_TEXT))}`;

const DOWN = `
DROP FUNCTION waitlist_search_terms(text);
ALTER FUNCTION waitlist_search_terms_of_folded(text) RENAME TO waitlist_search_terms;
${searchIndex(LOWERED_TEXT)}`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
  await analyseLongList(context.sequelize);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
  await analyseLongList(context.sequelize);
};
