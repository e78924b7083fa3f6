import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiRequestError } from './api-request';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default fetch: GET the first element of the query key and read JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ApiRequestError(response.status, text, response.statusText);
    }
    return (await response.json()) as T;
  };
}

/** Spec defaults: no retries, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
