import type { QueryClient } from '@tanstack/react-query';

/** What a form's server action decides: render the page with this status, or send the visitor on. */
export type ServerActionOutcome = { status: number } | { redirect: string };

/**
 * What a remote's exposed App module may also export as `action`: the server calls it when a
 * page of the remote receives a form posted as HTML (`<form method="post">`, sent before or
 * without the page's JavaScript). It reads the form, calls the API as the screen would
 * (`postFromServer` with this `queryClient`, which knows where bff-public is; `headers` carry
 * the visitor's address and the request id, pass them on), and either leaves in `queryClient` what the page shows next (the screen reads
 * it on its first render, on the server and again in the browser) with the answer's status, or
 * names a path of this site to go to (303). A form posted as HTML must work without the page's
 * JavaScript: the same rules and messages, and nothing the visitor typed is put in a URL.
 */
export type ServerAction = (context: {
  queryClient: QueryClient;
  pathname: string;
  /** The query of the address the form was posted to (a page's own state: a plan, a token). */
  search: URLSearchParams;
  form: URLSearchParams;
  headers: Readonly<Record<string, string>>;
  signal: AbortSignal;
}) => Promise<ServerActionOutcome>;
