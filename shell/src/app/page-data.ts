import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * Puts a server-rendered page's data into the browser's query cache, counted as fetched when the
 * page was asked for: the server fetched it for that very request, and its clock is not the
 * browser's. A query fresh for a while (its staleTime) is then not asked again on the page's
 * first view, and is on a later visit.
 */
export function hydratePageData(queryClient: QueryClient, queries: DehydratedState): void {
  const fetchedAt = Math.round(performance.timeOrigin);
  hydrate(queryClient, {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: fetchedAt } })),
  });
}
