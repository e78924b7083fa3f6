import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@fresh-pouf/contracts';
import type { ServerBundle } from './server-bundle';

/** A remote's server entry in its server folder. */
export const REMOTE_SERVER_ENTRY = 'remoteEntry.js';

/**
 * Where a remote's server bundle is now, as the shell's server bundle loads it: a file URL (its
 * build folder, or the copy fetched from its server) with the build's stamp in the query, so a
 * new release is a new entry, loaded at the next render. Only the page's own remote is looked
 * up (and fetched, from a server). A remote without one renders in the browser.
 */
export function serverEntries(bundles: ReadonlyMap<RemoteName, ServerBundle>) {
  return async (remote: RemoteName): Promise<Partial<Record<RemoteName, string>>> => {
    const current = await bundles.get(remote)?.();
    return current ? { [remote]: `${pathToFileURL(current.file).href}?v=${encodeURIComponent(current.stamp)}` } : {};
  };
}
