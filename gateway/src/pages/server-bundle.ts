import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { lstat, mkdir, mkdtemp, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@fresh-pouf/server-kit';
import { z } from 'zod';
import type { FrontendSource } from '../config';
import { UPSTREAM_TTL_MS } from './source-files';

/** A front end's server bundle as Node loads it: its entry file on this machine, and its build's stamp. */
export interface ServerBundleFile {
  file: string;
  /** Changes with every new build: a new stamp is a new release, loaded afresh. */
  stamp: string;
}

/** The bundle as it is now; undefined while there is none (the browser renders what it would have). */
export type ServerBundle = () => Promise<ServerBundleFile | undefined>;

/** Where a front end's server build sits in its build (packages/rspack-config: dist/server). */
export const SERVER_DIR = 'server';

export interface ServerBundleOptions {
  /** 'shell' or the remote's name; also its folder in the cache. */
  name: string;
  /** Its build folder, or the server that serves its server/ folder to the gateway (nginx, port 8081). */
  source: FrontendSource | undefined;
  /** The entry file inside server/: ssr.js for the shell, remoteEntry.js for a remote. */
  entry: string;
  cacheDir: string;
  logger: Logger;
}

/**
 * A front end's server bundle, wherever its build is. From a build folder it is read in place.
 * From a server (production: each front end's own nginx), the folder's listing is read at most
 * every few seconds, as the gateway reads manifests; a listing that changed is a new release,
 * whose files are fetched into a folder of its own under the cache (by the listing's hash, so
 * gateway processes on one machine share it) and loaded from there. A new release of one
 * front end thus renders at the next page load after that check, with no restart of anything.
 */
export function serverBundle({ name, source, entry, cacheDir, logger }: ServerBundleOptions): ServerBundle {
  if (!source) return async () => undefined;
  if (source.kind === 'dir') return folderBundle(path.join(source.dir, SERVER_DIR, entry));
  return mirroredBundle({ name, url: source.url, entry, cacheDir, logger });
}

function folderBundle(file: string): ServerBundle {
  return async () => {
    const info = await stat(file).catch(() => undefined);
    return info ? { file, stamp: `${info.mtimeMs}-${info.size}` } : undefined;
  };
}

/** nginx's `autoindex_format json`: one object per entry of the folder. */
const listingSchema = z.array(
  z.object({
    name: z.string(),
    type: z.string(),
    mtime: z.string().optional(),
    size: z.number().int().nonnegative().optional(),
  }),
);
type Listing = z.output<typeof listingSchema>;

/** What a build names its files (content hashes, remoteEntry.js, package.json): nothing that climbs out of the folder. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;
const LISTING_TIMEOUT_MS = 3_000;
const FILE_TIMEOUT_MS = 15_000;
const PARALLEL_DOWNLOADS = 4;
/** How long another build's folder stays: another gateway process on this machine may still read it. */
const KEEP_OTHER_BUILDS_MS = 10 * 60_000;

type ListingReading = { kind: 'files'; files: Listing } | { kind: 'none' } | { kind: 'unreachable' };

async function readListing(url: URL): Promise<ListingReading> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(LISTING_TIMEOUT_MS), redirect: 'error' });
  } catch {
    return { kind: 'unreachable' };
  }
  // Restarting or overloaded: what was read last stands. Anything else that is not a listing: no server build.
  if (response.status >= 500) return { kind: 'unreachable' };
  if (!response.ok) return { kind: 'none' };
  const parsed = listingSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error(`${url.href} is not a JSON folder listing (nginx autoindex_format json)`);
  return { kind: 'files', files: parsed.data.filter((item) => item.type === 'file') };
}

const stampOf = (files: Listing) =>
  createHash('sha256')
    .update(JSON.stringify(files.map((f) => [f.name, f.size ?? null, f.mtime ?? null]).sort()))
    .digest('hex')
    .slice(0, 24);

const isFolder = (dir: string) =>
  stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );

const privateRoots = new Map<string, Promise<void>>();

/**
 * The cache holds code this process runs, so it must be this user's alone: created 0700, and
 * refused when it already exists as someone else's, or writable by others (a shared /tmp).
 */
function privateRoot(dir: string): Promise<void> {
  let checked = privateRoots.get(dir);
  if (!checked) {
    checked = (async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const info = await lstat(dir);
      const uid = process.getuid?.();
      if (!info.isDirectory()) throw new Error(`${dir} is not a folder`);
      if (uid !== undefined && info.uid !== uid) throw new Error(`${dir} belongs to another user`);
      if ((info.mode & 0o022) !== 0) throw new Error(`${dir} is writable by other users`);
    })();
    checked.catch(() => privateRoots.delete(dir));
    privateRoots.set(dir, checked);
  }
  return checked;
}

async function download(base: URL, files: Listing, into: string): Promise<void> {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const response = await fetch(new URL(file.name, base), {
        signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`${file.name}: HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      // A release being rolled out under us: try again at the next check.
      if (file.size !== undefined && bytes.length !== file.size)
        throw new Error(`${file.name} changed while it was fetched`);
      await writeFile(path.join(into, file.name), bytes, { mode: 0o600 });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
}

/** The build's folder in the cache, fetched unless this or another process already has it (complete folders only: renamed into place). */
async function buildFolder(home: string, stamp: string, base: URL, files: Listing): Promise<string> {
  const dir = path.join(home, stamp);
  if (await isFolder(dir)) {
    const now = new Date();
    await utimes(dir, now, now);
    return dir;
  }
  for (const file of files) {
    if (!FILE_NAME.test(file.name))
      throw new Error(`unexpected file name in the server bundle: ${JSON.stringify(file.name)}`);
  }
  const total = files.reduce((sum, file) => sum + (file.size ?? 0), 0);
  if (total > MAX_BUNDLE_BYTES) throw new Error(`the server bundle is ${total} bytes, more than ${MAX_BUNDLE_BYTES}`);
  await mkdir(home, { recursive: true, mode: 0o700 });
  const partial = await mkdtemp(path.join(home, `.partial-${stamp}-`));
  try {
    await download(base, files, partial);
    await rename(partial, dir).catch(async (err: unknown) => {
      // Another gateway process finished the same build first.
      if (!(await isFolder(dir))) throw err;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return dir;
}

/** Other builds' folders (and abandoned partial ones) once nobody can be using them. */
async function prune(home: string, keep: (string | undefined)[]): Promise<void> {
  const now = Date.now();
  for (const entry of await readdir(home).catch(() => [])) {
    const full = path.join(home, entry);
    if (keep.includes(full)) continue;
    const info = await lstat(full).catch(() => undefined);
    if (info && now - info.mtimeMs > KEEP_OTHER_BUILDS_MS) await rm(full, { recursive: true, force: true });
  }
}

const nodeRequire = createRequire(import.meta.url);

/**
 * Node keeps every module it has loaded. Once a newer build is in use, the modules of the one
 * before are dropped from its cache (a render still running keeps what it holds, and could still
 * read that folder), so a long-running gateway does not keep every release it ever ran.
 */
function forgetModulesUnder(dir: string): void {
  const prefix = dir + path.sep;
  for (const file of Object.keys(nodeRequire.cache)) if (file.startsWith(prefix)) delete nodeRequire.cache[file];
}

function mirroredBundle({
  name,
  url,
  entry,
  cacheDir,
  logger,
}: Omit<ServerBundleOptions, 'source'> & { url: string }): ServerBundle {
  const base = new URL(`${SERVER_DIR}/`, url.endsWith('/') ? url : `${url}/`);
  const home = path.join(cacheDir, name);
  let current: (ServerBundleFile & { dir: string }) | undefined;
  let previousDir: string | undefined;
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | undefined;

  const refresh = async () => {
    try {
      const listing = await readListing(base);
      // Unreachable for now: the build last fetched stands, as the manifests last read do.
      if (listing.kind === 'unreachable') return;
      if (listing.kind === 'none' || !listing.files.some((file) => file.name === entry)) {
        if (current)
          logger.info({ frontEnd: name, url: base.href }, 'no server bundle any more; its pages render in the browser');
        current = undefined;
        return;
      }
      const stamp = stampOf(listing.files);
      if (current?.stamp === stamp) return;
      await privateRoot(cacheDir);
      const dir = await buildFolder(home, stamp, base, listing.files);
      if (current && current.dir !== dir) {
        previousDir = current.dir;
        forgetModulesUnder(previousDir);
      }
      current = { file: path.join(dir, entry), stamp, dir };
      logger.info({ frontEnd: name, stamp, files: listing.files.length }, 'server bundle fetched');
      await prune(home, [dir, previousDir]);
    } catch (err) {
      // Never an old build beside a new browser build: until the new one is here, the browser renders.
      current = undefined;
      logger.warn(
        { err, frontEnd: name, url: base.href },
        'server bundle unavailable; its pages render in the browser',
      );
    } finally {
      checkedAt = Date.now();
      inFlight = undefined;
    }
  };

  return async () => {
    if (Date.now() - checkedAt >= UPSTREAM_TTL_MS) await (inFlight ??= refresh());
    return current ? { file: current.file, stamp: current.stamp } : undefined;
  };
}
