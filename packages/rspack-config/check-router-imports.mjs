// Fails a build whose sources import from 'react-router-dom' a name the shared router surface
// (router-surface.mjs) does not export: it would be undefined at run time.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SURFACE = fileURLToPath(new URL('./router-surface.mjs', import.meta.url));
const IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g;

function surfaceNames() {
  const block = /export\s*\{([^}]*)\}\s*from 'react-router'/.exec(readFileSync(SURFACE, 'utf8'))?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

export const ROUTER_SURFACE_FILE = SURFACE;

/** Throws when a file under `srcDir` imports a router name the surface lacks (type-only imports aside). */
export function checkRouterImports(srcDir) {
  const allowed = surfaceNames();
  const missing = [];
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue;
      for (const raw of match[2].split(',')) {
        const spec = raw.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (!allowed.has(name)) missing.push(`${path.relative(srcDir, file)}: ${name}`);
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `These react-router-dom imports are not in the shared router surface (packages/rspack-config/router-surface.mjs):\n  ${missing.join('\n  ')}`,
    );
  }
}
