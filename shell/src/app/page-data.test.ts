import { createQueryClient } from '@fresh-pouf/api-client';
import { describe, expect, it } from 'vitest';
import { hydratePageData } from './page-data';

describe("a server-rendered page's data in the browser", () => {
  it('counts as fetched when the page was asked for, whatever the server clock said', () => {
    const queryClient = createQueryClient();
    const fromServer = { status: 'success' as const, data: ['First post'], dataUpdatedAt: Date.UTC(2001, 0, 1) };
    hydratePageData(queryClient, {
      mutations: [],
      queries: [
        {
          queryKey: ['/api/blog'],
          queryHash: '["/api/blog"]',
          state: fromServer as never,
          dehydratedAt: fromServer.dataUpdatedAt,
        },
      ],
    });
    const state = queryClient.getQueryState(['/api/blog']);
    expect(state?.data).toEqual(['First post']);
    expect(state?.dataUpdatedAt).toBe(Math.round(performance.timeOrigin));
    // Fresh for a query whose staleTime has not passed since the page was asked for.
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['/api/blog'] })
        ?.isStaleByTime(60_000),
    ).toBe(false);
  });
});
