import type pg from 'pg';

/** What waitlist_search_terms (migration 0033) makes of each search, in order, as tsquery text or null. */
export async function searchTermsOf(client: pg.Client, ...searches: string[]): Promise<(string | null)[]> {
  const { rows } = await client.query<{ terms: string | null }>(
    'SELECT waitlist_search_terms(s)::text AS terms FROM unnest($1::text[]) WITH ORDINALITY AS t (s, n) ORDER BY n',
    [searches],
  );
  return rows.map((row) => row.terms);
}
