import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FrontendSource } from './config';

const UPSTREAM_TTL_MS = 5_000;

/**
 * The shell's index.html, re-read when it changes: from disk by modification time, or from
 * the shell's server at most every few seconds, so a shell redeploy shows up without a restart.
 */
export function shellIndexLoader(source: FrontendSource): () => Promise<string> {
  let cached: { stamp: number; html: string } | undefined;
  if (source.kind === 'dir') {
    const file = path.join(source.dir, 'index.html');
    return async () => {
      const { mtimeMs } = await stat(file);
      if (!cached || cached.stamp !== mtimeMs) cached = { stamp: mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    };
  }
  const url = new URL('/index.html', source.url);
  return async () => {
    if (cached && Date.now() - cached.stamp < UPSTREAM_TTL_MS) return cached.html;
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) throw new Error(`shell server answered ${response.status}`);
    cached = { stamp: Date.now(), html: await response.text() };
    return cached.html;
  };
}
