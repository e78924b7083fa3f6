import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { remoteManifestRoutesSchema, type RemoteName, type RemoteRoutes } from '@fresh-pouf/contracts';
import type { Logger } from '@fresh-pouf/server-kit';
import type { FrontendSource, RemoteSource } from './config';

const MANIFEST = 'mf-manifest.json';
const UPSTREAM_TTL_MS = 5_000;

export interface RemoteState {
  name: RemoteName;
  /** A build folder with a manifest, or a server: the shell may load it. */
  deployed: boolean;
  /** The routes its current build published (see packages/contracts/src/remote-routes.ts). */
  published: RemoteRoutes | undefined;
}

type Reading = Omit<RemoteState, 'name'>;

function publishedIn(text: string): RemoteRoutes | undefined {
  try {
    return remoteManifestRoutesSchema.safeParse(JSON.parse(text)).data?.metaData;
  } catch {
    return undefined;
  }
}

/** A build folder: its manifest, re-read when it changes, so a rebuild shows at once. */
function folderReader(dir: string): () => Promise<Reading> {
  const file = path.join(dir, MANIFEST);
  let cached: { stamp: string; published: RemoteRoutes | undefined } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return { deployed: false, published: undefined };
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (cached?.stamp !== stamp)
      cached = { stamp, published: publishedIn(await readFile(file, 'utf8').catch(() => '')) };
    return { deployed: true, published: cached.published };
  };
}

/**
 * A remote's own server (nginx): its manifest at most every few seconds. While the server does
 * not answer, the routes last read stand, so a restarting remote does not turn its pages into 404s.
 */
function upstreamReader(url: string, name: RemoteName, logger: Logger): () => Promise<Reading> {
  const manifestUrl = new URL(MANIFEST, url.endsWith('/') ? url : `${url}/`);
  let published: RemoteRoutes | undefined;
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | undefined;
  const refresh = async () => {
    try {
      const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(3_000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      published = publishedIn(await response.text());
    } catch (err) {
      logger.warn(
        { err, remote: name, url: manifestUrl.href },
        'remote manifest unavailable; its last known routes stand',
      );
    } finally {
      checkedAt = Date.now();
      inFlight = undefined;
    }
  };
  return async () => {
    if (Date.now() - checkedAt >= UPSTREAM_TTL_MS) await (inFlight ??= refresh());
    return { deployed: true, published };
  };
}

function readerFor({ name, source }: { name: RemoteName; source: FrontendSource }, logger: Logger) {
  return source.kind === 'dir' ? folderReader(source.dir) : upstreamReader(source.url, name, logger);
}

/** The configured remotes as they are now: which are deployed, and the routes each publishes. */
export function remoteRegistry(remotes: RemoteSource[], logger: Logger): () => Promise<RemoteState[]> {
  const readers = remotes.map((remote) => ({ name: remote.name, read: readerFor(remote, logger) }));
  return () => Promise.all(readers.map(async ({ name, read }) => ({ name, ...(await read()) })));
}

export type RemoteRegistry = ReturnType<typeof remoteRegistry>;
