import type { PageHeadData } from '@fresh-pouf/contracts/values';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a remote's exposed App module may also export as `prefetch`: called by the server
 * before it renders `pathname` (with the address's query, `search`), it fills `queryClient` with the data the page shows (the
 * same query options the screens use), so the HTML carries the content and the browser
 * hydrates with the same data. A rejection, or a query left in error, makes the page render
 * in the browser instead. It may resolve with what the data says for the page's head (a post),
 * which the gateway writes.
 */
export type ServerPrefetch = (context: {
  queryClient: QueryClient;
  pathname: string;
  search: URLSearchParams;
  /** The visitor's request as the gateway forwards it: `siteOriginOf(headers)` is the site's address. */
  headers: Readonly<Record<string, string>>;
  signal: AbortSignal;
}) => Promise<PageHeadData | void>;
