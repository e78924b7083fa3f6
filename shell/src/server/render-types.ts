import type { RemoteName, RemotesConfig } from '@fresh-pouf/contracts';
import type { DehydratedState } from '@tanstack/react-query';

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
}

export type RenderResult =
  | { rendered: true; html: string; queries: DehydratedState; remote: RemoteName }
  | { rendered: false; reason: string };
