import { createQueryClient } from '@fresh-pouf/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerAction } from '../server-action';
import type { ServerPrefetch } from '../server-prefetch';

/** A visitor's request as the gateway forwards it to a page's server action. */
export const VISITOR = {
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'freshpouf.com',
  'x-request-id': 'req-1',
};

/** What the gateway hands a page's server action for `fields` posted to `address` (a path, with its query if any). */
export function actionContext(
  queryClient: QueryClient,
  address: string,
  fields: Record<string, string>,
): Parameters<ServerAction>[0] {
  const { pathname, searchParams: search } = new URL(address, 'http://page');
  return {
    queryClient,
    pathname,
    search,
    form: new URLSearchParams(fields),
    headers: VISITOR,
    signal: new AbortController().signal,
  };
}

/** What the gateway hands a page's prefetch for a GET of `address` (a path, with its query if any). */
export function prefetchContext(queryClient: QueryClient, address: string): Parameters<ServerPrefetch>[0] {
  const { pathname, searchParams: search } = new URL(address, 'http://page');
  return { queryClient, pathname, search, headers: VISITOR, signal: new AbortController().signal };
}

/**
 * Sends `fields` to a page's server action as the gateway would, posted to `address` (a path,
 * with its query if any): its outcome, and the query cache it left for the page.
 */
export async function sendForm(action: ServerAction, address: string, fields: Record<string, string>) {
  const queryClient: QueryClient = createQueryClient();
  const outcome = await action(actionContext(queryClient, address, fields));
  return { outcome, queryClient };
}

/** `sendForm`, and what the action left under `key` for the page to show. */
export async function sendFormShowing(
  action: ServerAction,
  address: string,
  fields: Record<string, string>,
  key: readonly unknown[],
) {
  const { outcome, queryClient } = await sendForm(action, address, fields);
  return { outcome, shown: queryClient.getQueryData(key) };
}
