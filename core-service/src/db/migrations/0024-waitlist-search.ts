import type { Migration } from '../migrator';

/**
 * Staff search over the whole list (name, e-mail address or plan, any part of them, any case),
 * served by a trigram index rather than a filter over the rows a browser has loaded. pg_trgm ships
 * with PostgreSQL (the embedded server and Debian's both have it) and is a trusted extension, so
 * the database's owner may create it.
 *
 * One expression for the three fields, newline-separated (a search box cannot type one), so one
 * index answers a search in any of them; the repository searches with this same expression.
 *
 * fastupdate off: with it on, new entries wait in a pending list (up to 4 MB) that every search
 * reads through in full (180-200 ms a search at 1,000,000 entries after a busy hour), and the
 * sign-up that finds it full pays for merging it. Off, each sign-up adds its own trigrams (a
 * fraction of a millisecond) and a search only follows the rarest trigrams' postings.
 */
const SEARCH_TEXT = `lower(full_name || E'\\n' || email || E'\\n' || plan)`;

const UP = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS waitlist_entries_search_trgm_idx ON waitlist_entries USING gin ((${SEARCH_TEXT}) gin_trgm_ops) WITH (fastupdate = off);
`;
const DOWN = `DROP INDEX IF EXISTS waitlist_entries_search_trgm_idx;`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
