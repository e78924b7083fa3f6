import type { ServerResponse } from 'node:http';
import path from 'node:path';

// Filenames the builds fingerprint with a content hash (see packages/rspack-config).
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|css|png|jpe?g|gif|svg|webp|avif|woff2?)$/;
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** Entry points must be revalidated so a redeploy shows at once; hashed chunks never change. */
export function cachePolicyFor(filePath: string): string {
  const base = path.basename(filePath.split('?')[0] ?? '');
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html')) return 'no-cache';
  if (HASHED_ASSET.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('Cache-Control', cachePolicyFor(filePath));
}
