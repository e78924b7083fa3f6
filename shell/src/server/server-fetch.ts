let apiOrigin: string | undefined;

/**
 * The screens fetch `/api/...` relative to the page, which means nothing in Node. While the
 * server renders, such a path goes to bff-public instead (the gateway says where). Only
 * relative paths change: every absolute URL, the gateway's own included, goes where it went.
 */
export function routeApiToOrigin(origin: string): void {
  if (apiOrigin !== undefined) {
    apiOrigin = origin;
    return;
  }
  apiOrigin = origin;
  // Not a call: the server's fetch is wrapped so the typed client's relative URLs reach bff-public.
  // eslint-disable-next-line no-restricted-syntax -- wraps fetch, calls nothing
  const nodeFetch = globalThis.fetch;
  // eslint-disable-next-line no-restricted-syntax -- wraps fetch, calls nothing
  globalThis.fetch = (input, init) =>
    nodeFetch(
      typeof input === 'string' && input.startsWith('/') && apiOrigin ? new URL(input, apiOrigin) : input,
      init,
    );
}
