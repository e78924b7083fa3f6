import { apiOriginOf, withApiOrigin } from './api-origin';
import { MutationCache, QueryCache, QueryClient, type QueryFunction, type QueryMeta } from '@tanstack/react-query';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default fetch: GET the first element of the query key and read JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal, client }) => {
    const origin = apiOriginOf(client);
    const path = String(queryKey[0]);
    const response = await fetch(origin === undefined ? path : new URL(path, origin), {
      credentials: 'include',
      signal,
    });
    if (on401 === 'returnNull' && response.status === 401) return null;
    if (!response.ok) {
      // Loaded with the first failure: the error's shape (and zod) stay out of a page's first view.
      const { ApiRequestError } = await import('./api-request');
      throw await ApiRequestError.from(response);
    }
    return (await response.json()) as T;
  };
}

export interface QueryClientOptions {
  /**
   * Called once for every failed query and mutation, with its `meta`: where a front end
   * handles what every call shares (a session the server refused), instead of each screen.
   */
  onError?: (error: unknown, meta: QueryMeta | undefined) => void;
  /**
   * Where the API's relative paths go. Unset in the browser (the page's own origin); the server
   * that renders a page sets it (bff-public), and every call made for this client goes there.
   */
  apiOrigin?: string;
}

/** Spec defaults: no retries, no refetch on focus, no polling, data never stale. */
export function createQueryClient({ onError, apiOrigin }: QueryClientOptions = {}): QueryClient {
  const client = new QueryClient({
    ...(onError
      ? {
          queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
          mutationCache: new MutationCache({
            onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
          }),
        }
      : {}),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return apiOrigin === undefined ? client : withApiOrigin(client, apiOrigin);
}
