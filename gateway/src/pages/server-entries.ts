import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { RemoteName } from '@fresh-pouf/contracts';
import type { RemoteSource } from '../config';
import { sourceFile } from './source-files';

const SERVER_ENTRY = 'server/remoteEntry.js';

/**
 * Where each remote's server bundle is now, as the shell's server bundle loads it: a file URL
 * (build folder) or the remote's own server, with the build's stamp in the query, so a new
 * release is a new entry, loaded at the next render. A remote without one renders in the browser.
 */
export function serverEntries(remotes: RemoteSource[]): () => Promise<Partial<Record<RemoteName, string>>> {
  const readers = remotes.map(({ name, source }) => {
    const entry = sourceFile(source, SERVER_ENTRY);
    const href =
      source.kind === 'dir'
        ? pathToFileURL(path.join(source.dir, SERVER_ENTRY)).href
        : new URL(SERVER_ENTRY, source.url.endsWith('/') ? source.url : `${source.url}/`).href;
    return async (): Promise<[RemoteName, string] | undefined> => {
      const file = await entry();
      return file ? [name, `${href}?v=${encodeURIComponent(file.stamp)}`] : undefined;
    };
  });
  return async () => Object.fromEntries((await Promise.all(readers.map((read) => read()))).filter((pair) => pair !== undefined));
}
