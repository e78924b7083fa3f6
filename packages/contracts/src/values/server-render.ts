import type { RemoteName } from '../remote-routes';
import type { RemotesConfig } from '../site';

// What the gateway asks the shell's server bundle (shell/src/server) and what it answers: the
// two are released apart, so an answer may come from an older bundle (the optional fields).

/** A form posted to the page as HTML, for the remote's server action. */
export interface PostedForm {
  /** The body as sent (application/x-www-form-urlencoded). */
  body: string;
  /** Headers the action passes on to the API: the visitor's address, the request id. */
  headers: Record<string, string>;
  /** Longest wait for the action. */
  timeoutMs: number;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  remotes: RemotesConfig;
  /** Each remote's server remoteEntry.js (file: or http: URL, with its build's stamp). */
  serverEntries: Partial<Record<RemoteName, string>>;
  /** Where the API calls made while rendering go (bff-public): the server's query client is made with it. */
  apiOrigin: string;
  /** Longest wait for the page's data; past it the page renders in the browser. */
  dataTimeoutMs: number;
  /** The visitor's request as the gateway forwards it (address, site origin, request id). */
  visitor?: Record<string, string>;
  /** Set for a POST: the form, handed to the remote's `action` before the page renders. */
  form?: PostedForm;
}

/**
 * What the page's data says about the page for its head, as its remote's `prefetch` fetched it:
 * the gateway, which writes the head, reads it here and never in another part's query cache.
 */
export interface PageHeadData {
  /** The blog post the page shows, as bff-public answered (the gateway checks its shape). */
  post?: unknown;
}

/**
 * The markup of #root with the data it was rendered with (React Query's dehydrated cache), the
 * status its action chose (200 without one), `islands` when the browser takes over only its
 * islands, and what the page's data says for its head; or why not (for a form: where to go
 * next, or the status to answer).
 */
export type RenderResult<Queries = unknown> =
  | {
      rendered: true;
      html: string;
      queries: Queries;
      remote: RemoteName;
      status?: number;
      islands?: boolean;
      head?: PageHeadData;
    }
  | { rendered: false; reason: string; redirect?: string; status?: number };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
