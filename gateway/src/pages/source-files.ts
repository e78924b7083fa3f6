import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FrontendSource } from '../config';

/** How often a front end on its own server is asked whether its build changed. */
export const UPSTREAM_TTL_MS = 5_000;

export interface SourceFile {
  text: string;
  /** Changes whenever the file does (modification time and size, or the text itself upstream). */
  stamp: string;
}

/**
 * One file of a front end's build as it is now: from its folder, re-read when it changes, or
 * from its server at most every few seconds. Undefined while the file does not exist.
 */
export function sourceFile(source: FrontendSource, file: string): () => Promise<SourceFile | undefined> {
  let cached: (SourceFile & { checkedAt: number }) | undefined;
  if (source.kind === 'dir') {
    const full = path.join(source.dir, file);
    return async () => {
      const info = await stat(full).catch(() => undefined);
      if (!info) return undefined;
      const stamp = `${info.mtimeMs}-${info.size}`;
      if (cached?.stamp !== stamp) cached = { stamp, text: await readFile(full, 'utf8'), checkedAt: Date.now() };
      return cached;
    };
  }
  const url = new URL(file, source.url.endsWith('/') ? source.url : `${source.url}/`);
  return async () => {
    if (cached && Date.now() - cached.checkedAt < UPSTREAM_TTL_MS) return cached;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      const text = response.ok ? await response.text() : undefined;
      cached =
        text === undefined ? undefined : { text, stamp: String(text.length) + text.slice(-64), checkedAt: Date.now() };
    } catch {
      // The last reading stands while the server does not answer.
    }
    return cached;
  };
}

export function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
