import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, searchTermsOf, type OpenTestDatabase } from '../testing';

// The staff search's word index (migration 0033) may only narrow a search, never lose an entry
// the search's LIKE finds: whatever text contains the search, the words of the text must answer
// the words the search implies.

let db: OpenTestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  // The statistics change only when a test analyses the table, not when autovacuum does.
  await db.client.query('ALTER TABLE waitlist_entries SET (autovacuum_enabled = false)');
});
afterAll(async () => {
  await db?.close();
});

const terms = (...searches: string[]) => searchTermsOf(db.client, ...searches);

describe('the words of an entry', () => {
  it('are its runs between spaces and punctuation, each also reversed behind ~', async () => {
    const { rows } = await db.client.query<{ words: string }>(
      `SELECT waitlist_search_words(lower($1))::text AS words`,
      ["Zoë O'Brien\nz.ob+1@mail.example\nbi-monthly"],
    );
    expect(rows[0]!.words).toBe(
      "'1' 'bi' 'brien' 'example' 'mail' 'monthly' 'o' 'ob' 'z' 'zoë' '~1' '~bo' '~elpmaxe' '~ib' '~liam' '~neirb' '~o' '~ylhtnom' '~z' '~ëoz'",
    );
  });
});

describe('the words a search implies', () => {
  it('are its middle words whole, its last as a prefix or else its first as a reversed prefix', async () => {
    expect(
      await terms(
        'bench person 125007',
        'rta quill-feather 12',
        'feather 123',
        'o.brien+7@mail.exam',
        "o'brien x",
        '125007',
        'ab cd',
        '@',
      ),
    ).toEqual([
      `'person' & '125007':*`,
      `'quill' & 'feather'`,
      `'~rehtaef':*`,
      `'brien' & '7' & 'mail' & 'exam':*`,
      `'brien'`,
      null,
      null,
      null,
    ]);
  });

  it('leave out a word 1 % of the entries have, once the table is analysed', async () => {
    await db.client.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date)
       SELECT 'Common Person ' || i, 'common' || i || '@example.com', 'monthly', '2026-11-27' FROM generate_series(1, 300) AS i`,
    );
    await db.client.query(`INSERT INTO waitlist_entries (full_name, email, plan, join_date)
                           VALUES ('Rare Wordsmith', 'rare@example.com', 'monthly', '2026-11-27')`);
    const searches = ['x wordsmith y', 'x person y', 'rare wordsm', 'common perso', 'mmon9@exa'];
    expect(await terms(...searches)).toEqual([`'wordsmith'`, `'person'`, `'wordsm':*`, `'~nommoc':*`, `'~9nomm':*`]);
    await db.client.query('ANALYZE waitlist_entries');
    expect(await terms(...searches)).toEqual([`'wordsmith'`, null, `'wordsm':*`, null, `'~9nomm':*`]);
  });
});

describe('a search through the index', () => {
  it('finds every entry whose text contains the search, cut anywhere', async () => {
    // Every piece of up to 20 characters of these texts, as a search (trimmed, as the contract
    // trims it): the entry's words must answer the search's. Counted, not listed: 2,141 of them.
    const texts = [
      'Ada Lovelace-Byron\nada.love+x@example.co.uk\nbi-monthly',
      "O'Brien \\ Señor José ~tilde~\no_b%r@x.io\nfamily",
      'Grace 100%_x  Hopper\ng@h.com\nmonthly',
    ];
    const { rows } = await db.client.query<{ pieces: number; missed: number }>(
      `WITH pieces AS (
         SELECT words, btrim(substr(t, i, l)) AS search
           FROM unnest($1::text[]) AS t, waitlist_search_words(lower(t)) AS words,
                generate_series(1, length(t)) AS i, generate_series(1, 20) AS l
          WHERE i + l - 1 <= length(t)
       )
       SELECT count(*)::int AS pieces, (count(*) FILTER (WHERE NOT coalesce(words @@ waitlist_search_terms(search), true)))::int AS missed
         FROM pieces WHERE search <> ''`,
      [texts],
    );
    expect(rows[0]).toEqual({ pieces: 2141, missed: 0 });
  });
});
