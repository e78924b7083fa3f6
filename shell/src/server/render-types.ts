import type { RemoteName, RemotesConfig } from '@fresh-pouf/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/** A form posted to the page as HTML, for the remote's server action. */
export interface PostedForm {
  /** The body as sent (application/x-www-form-urlencoded). */
  body: string;
  /** Headers the action passes on to the API: the visitor's address, the request id. */
  headers: Record<string, string>;
  /** Longest wait for the action. */
  timeoutMs: number;
}

/** What the gateway asks for (gateway/src/pages/shell-renderer.ts describes the same shape). */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  remotes: RemotesConfig;
  /** Each remote's server remoteEntry.js (file: or http: URL, with its build's stamp). */
  serverEntries: Partial<Record<RemoteName, string>>;
  /** Where `/api/...` requests made while rendering go (bff-public). */
  apiOrigin: string;
  /** Longest wait for the page's data; past it the page renders in the browser. */
  dataTimeoutMs: number;
  /** The visitor's request as the gateway forwards it (address, site origin, request id); absent from an older gateway. */
  visitor?: Record<string, string>;
  /** Set for a POST: the form, handed to the remote's `action` before the page renders. */
  form?: PostedForm;
}

export type RenderResult =
  /** islands: the page is the server's HTML, and the browser takes over only its islands (the route's remote rendered). */
  | { rendered: true; html: string; queries: DehydratedState; remote: RemoteName; status: number; islands: boolean }
  | { rendered: false; reason: string; redirect?: string; status?: number };
