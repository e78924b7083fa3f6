import type { QueryClient } from '@tanstack/react-query';

// A symbol from the global registry, kept on the client itself: each front end bundles its own
// api-client, while the query client is the one instance they all see. Never dehydrated.
const API_ORIGIN = Symbol.for('fresh-pouf.api-origin');

/** `client`, its calls sent to `origin` (see `QueryClientOptions.apiOrigin`). */
export function withApiOrigin(client: QueryClient, origin: string): QueryClient {
  Object.defineProperty(client, API_ORIGIN, { value: origin });
  return client;
}

/** Where the calls made for `client` go; undefined in the browser (the page's own origin). */
export function apiOriginOf(client: QueryClient | undefined): string | undefined {
  const origin: unknown = client && (client as unknown as Record<symbol, unknown>)[API_ORIGIN];
  return typeof origin === 'string' ? origin : undefined;
}
