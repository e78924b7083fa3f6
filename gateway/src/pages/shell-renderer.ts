import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteName, RemotesConfig } from '@fresh-pouf/contracts';
import type { Logger } from '@fresh-pouf/server-kit';
import type { FrontendSource } from '../config';

/** What the shell's server bundle (shell/src/server/render-types.ts) is asked. */
export interface RenderRequest {
  url: string;
  remotes: RemotesConfig;
  serverEntries: Partial<Record<RemoteName, string>>;
  apiOrigin: string;
  dataTimeoutMs: number;
}

/** What it answers: the markup of #root with the data it was rendered with, or why not. */
export type RenderResult = { rendered: true; html: string; queries: unknown; remote: string } | { rendered: false; reason: string };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

const SERVER_BUNDLE = 'server/ssr.js';

/**
 * The shell's server bundle (dist/server/ssr.js, built beside its browser build), loaded at run
 * time and loaded again when a new build replaces it. Undefined when there is none: the pages
 * then render in the browser, as before. A shell served by its own server (SHELL_URL) has no
 * folder here, so its pages render in the browser too.
 */
export function shellRenderer(source: FrontendSource, logger: Logger): () => Promise<RenderPage | undefined> {
  if (source.kind !== 'dir') return async () => undefined;
  const file = path.join(source.dir, SERVER_BUNDLE);
  const load = createRequire(import.meta.url);
  let loaded: { stamp: string; render: RenderPage | undefined } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const stamp = `${info.mtimeMs}-${info.size}`;
    if (loaded?.stamp !== stamp) {
      delete load.cache[file];
      try {
        const bundle = load(file) as { renderPage?: unknown };
        loaded = { stamp, render: typeof bundle.renderPage === 'function' ? (bundle.renderPage as RenderPage) : undefined };
      } catch (err) {
        logger.error({ err, file }, "the shell's server bundle failed to load; pages render in the browser");
        loaded = { stamp, render: undefined };
      }
    }
    return loaded.render;
  };
}
