// `npm run build -w <service>`: a Node service compiled to JavaScript in <service>/dist/.
// The workspace packages (@fresh-pouf/*) are bundled in; everything from npm stays an import
// of node_modules, installed in the image with `npm ci --omit=dev --workspace <service>`.
import { existsSync, readdirSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

/** What a service build writes: `dist/main.js`, and beside it each `src/**\/<name>.main.ts` as `dist/<name>.js`. */
export const SERVICE_DIST = 'dist';
/** Migrations are loaded by file at run time (core-service/src/db/migrator.ts): each is built on its own into dist/migrations/. */
const MIGRATIONS_SRC = path.join('src', 'db', 'migrations');
/**
 * Files a service reads at run time (bff-public's legal Markdown): `<service>/content/` is copied
 * to `dist/content/`, so the image, which ships dist/ alone, has them beside the code.
 */
export const SERVICE_CONTENT = 'content';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Output name (without .js) → source file, for one service folder. */
export function serviceEntryPoints(serviceDir: string): Record<string, string> {
  const entries: Record<string, string> = { main: path.join(serviceDir, 'src', 'main.ts') };
  for (const file of filesUnder(path.join(serviceDir, 'src'))) {
    if (file.endsWith('.main.ts')) entries[path.basename(file, '.main.ts')] = file;
  }
  for (const file of filesUnder(path.join(serviceDir, MIGRATIONS_SRC))) {
    if (/^\d+-.*\.ts$/.test(path.basename(file)) && !file.endsWith('.test.ts')) {
      entries[path.join('migrations', path.basename(file, '.ts'))] = file;
    }
  }
  return entries;
}

/** Bundles the workspace's own packages; leaves every npm package (and node:*) an import. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fresh-pouf/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The package an import names: `pg`, `@scope/name` (subpaths dropped). */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export interface ServiceBuild {
  outDir: string;
  /** Every npm package the compiled code imports (node: built-ins excluded). */
  externalPackages: string[];
}

export async function buildService(serviceDir: string, options: { outDir?: string } = {}): Promise<ServiceBuild> {
  const outDir = options.outDir ?? path.join(serviceDir, SERVICE_DIST);
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: serviceEntryPoints(serviceDir),
    outdir: outDir,
    bundle: true,
    // main.ts starts tracing and then imports the service: with splitting that import stays an
    // import of its own chunk, so express and pg load after the instrumentations are listening.
    splitting: true,
    // Chunks sit beside the entries: code that finds its files by import.meta.url (the migrations,
    // bff-public's content) resolves them from dist/ whichever file it was bundled into.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  const content = path.join(serviceDir, SERVICE_CONTENT);
  if (existsSync(content)) await cp(content, path.join(outDir, SERVICE_CONTENT), { recursive: true });
  return { outDir, externalPackages: externalPackagesOf(result.metafile) };
}

function externalPackagesOf(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (external && !specifier.startsWith('node:') && !builtinModules.includes(specifier))
        names.add(packageNameOf(specifier));
    }
  }
  return [...names].sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // npm runs a workspace's scripts in its folder.
  const serviceDir = process.cwd();
  const started = Date.now();
  const { outDir, externalPackages } = await buildService(serviceDir);
  console.log(
    `[build] ${path.basename(serviceDir)}: ${Object.keys(serviceEntryPoints(serviceDir)).length} entry points in ${path.relative(serviceDir, outDir)}/ ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s; imports ${externalPackages.join(', ')})`,
  );
}
