import type { ServerResponse } from 'node:http';
import path from 'node:path';

// Filenames the builds fingerprint with a content hash (see packages/rspack-config).
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|css|png|jpe?g|gif|svg|webp|avif|woff2?)$/;
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** Entry points must be revalidated so a redeploy shows at once; hashed chunks never change. */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  const base = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (HASHED_ASSET.test(base)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600');
  }
}
