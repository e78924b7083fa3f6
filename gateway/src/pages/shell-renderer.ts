import { createRequire } from 'node:module';
import type { RenderPage } from '@fresh-pouf/contracts';
import type { Logger } from '@fresh-pouf/server-kit';
import type { ServerBundle } from './server-bundle';

/** The shell's server entry in its server folder. */
export const SHELL_SERVER_ENTRY = 'ssr.js';

/**
 * The shell's server bundle (dist/server/ssr.js, built beside its browser build), loaded at run
 * time and loaded again when a new build replaces it: from the shell's build folder, or fetched
 * from the shell's server (SHELL_SERVER_URL) by server-bundle.ts. Undefined when there is none
 * or it fails to load: the pages then render in the browser, as before.
 */
export function shellRenderer(bundle: ServerBundle, logger: Logger): () => Promise<RenderPage | undefined> {
  const load = createRequire(import.meta.url);
  let loaded: { stamp: string; render: RenderPage | undefined } | undefined;
  return async () => {
    const current = await bundle();
    if (!current) return undefined;
    if (loaded?.stamp !== current.stamp) {
      const { file, stamp } = current;
      delete load.cache[file];
      try {
        const exported = load(file) as { renderPage?: unknown };
        loaded = {
          stamp,
          render: typeof exported.renderPage === 'function' ? (exported.renderPage as RenderPage) : undefined,
        };
      } catch (err) {
        logger.error({ err, file }, "the shell's server bundle failed to load; pages render in the browser");
        loaded = { stamp, render: undefined };
      }
    }
    return loaded.render;
  };
}
