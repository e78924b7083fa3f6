import type { Migration } from '../migrator';

/**
 * The staff search's trigram index (0024) takes a sign-up's trigrams into a small pending list
 * instead of into its tree one by one.
 *
 * With fastupdate off, every sign-up descended the index once per trigram of its name, address
 * and plan (about 60): a third of the sign-up statement's time in PostgreSQL and some 60 WAL
 * records (over 20 kB) that each sign-up's commit then waited to flush, which under load is
 * where the sign-up path spent most of its time. In the pending list a sign-up's trigrams are
 * one append; once the list holds 128 kB (about a hundred sign-ups) the insert that fills it
 * merges them in one sorted pass, as autovacuum also does. 0024 turned fastupdate off because a
 * search reads the whole list: at the default 4 MB that was 180-200 ms at 1,000,000 entries; at
 * 128 kB it is 16 pages, read in well under a millisecond.
 */
const UP = `ALTER INDEX waitlist_entries_search_trgm_idx SET (fastupdate = on, gin_pending_list_limit = 128);`;
// Off again, the entries still pending are merged first, so none is missing from a search.
const DOWN = `
SELECT gin_clean_pending_list('waitlist_entries_search_trgm_idx');
ALTER INDEX waitlist_entries_search_trgm_idx SET (fastupdate = off);
ALTER INDEX waitlist_entries_search_trgm_idx RESET (gin_pending_list_limit);`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.query(UP);
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query(DOWN);
};
