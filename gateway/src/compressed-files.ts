import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import { setCacheHeaders } from './cache-headers';

const gzipAsync = promisify(gzip);

// The text a build writes; images and fonts arrive compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map)$/i;
// A file over this is left to the per-request path (a build's chunks are far smaller).
const MAX_FILE_BYTES = 4 * 1024 * 1024;
// The cache keeps the most recent files up to this many compressed bytes.
const MAX_CACHE_BYTES = 32 * 1024 * 1024;

interface Compressed {
  mtimeMs: number;
  size: number;
  etag: string;
  lastModified: string;
  gzip: Buffer;
}

/**
 * A build folder's text files, gzipped once and kept in memory: every page load asks for the same
 * few dozen chunks, and compressing them afresh on each request was CPU the gateway shares with
 * everything else while a page waits. The file's size and modification time validate the copy,
 * so a rebuilt file is compressed again. Anything else (no gzip asked, a range, another kind of
 * file, no such file) falls through to the plain file server behind.
 */
export function compressedFiles(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const cache = new Map<string, Compressed>();
  let cachedBytes = 0;

  const remember = (file: string, entry: Compressed) => {
    const old = cache.get(file);
    if (old) {
      cache.delete(file);
      cachedBytes -= old.gzip.length;
    }
    cache.set(file, entry);
    cachedBytes += entry.gzip.length;
    for (const [key, value] of cache) {
      if (cachedBytes <= MAX_CACHE_BYTES) break;
      cache.delete(key);
      cachedBytes -= value.gzip.length;
    }
  };

  const load = async (file: string): Promise<Compressed | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size > MAX_FILE_BYTES) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const entry: Compressed = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      // The plain file server's tag for the same file, so a revalidation works whichever answered.
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
      gzip: await gzipAsync(await readFile(file)),
    };
    remember(file, entry);
    return entry;
  };

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || !COMPRESSIBLE.test(req.path)) {
      return next();
    }
    if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, path.posix.normalize(`/${relative}`));
    // Outside the folder, or a dotfile the plain file server would not serve either.
    if (!file.startsWith(root + path.sep) || /(?:^|[\\/])\./.test(path.relative(root, file))) return next();
    try {
      const entry = await load(file);
      if (!entry) return next();
      res.vary('Accept-Encoding');
      setCacheHeaders(res, file);
      res.setHeader('ETag', entry.etag);
      res.setHeader('Last-Modified', entry.lastModified);
      res.type(path.extname(file));
      if (req.fresh) return void res.status(304).end();
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', entry.gzip.length);
      res.status(200).end(req.method === 'HEAD' ? undefined : entry.gzip);
    } catch (err) {
      next(err);
    }
  };
}
