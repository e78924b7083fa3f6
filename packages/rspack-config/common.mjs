// What the browser and server builds of a front end share: folders, published routes, singletons.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ROUTER_SURFACE_FILE } from './check-router-imports.mjs';
import { consumedShared, providedSharedFiles } from './page-assets-plugin.mjs';

/**
 * The routes a remote publishes: its `routes` module's `remoteRoutes` export, checked with the
 * shared schema, goes into the build's mf-manifest.json `metaData` (routes, frame). The gateway
 * answers those paths with 200 and the shell renders the remote's `App` for them.
 */
async function publishedRoutes(file) {
  const [{ remoteRoutes }, { remoteRoutesSchema }] = await Promise.all([
    tsImport(pathToFileURL(file).href, import.meta.url),
    tsImport('@fresh-pouf/contracts', import.meta.url),
  ]);
  const parsed = remoteRoutesSchema.safeParse(remoteRoutes);
  if (!parsed.success) throw new Error(`${file}: remoteRoutes is not a valid route list: ${parsed.error.message}`);
  return parsed.data;
}

/** Source and output folders, overridable so a release can be built from another source copy
 * into another folder (the independent-release browser test does exactly that). */
export function buildPaths(appDir) {
  const srcDir = process.env.FP_SRC_DIR ?? 'src';
  return {
    production: process.env.NODE_ENV !== 'development',
    srcDir,
    outDir: process.env.FP_OUT_DIR ? path.resolve(appDir, process.env.FP_OUT_DIR) : path.join(appDir, 'dist'),
    fromSrc: (file) => `./${path.posix.join(srcDir, file)}`,
  };
}

/**
 * The manifest option: a remote's published routes go into its `metaData`, and the shared
 * modules its exposed App imports as it loads (`appShared`), so the gateway can name their
 * files in the page (preloads) instead of the browser finding them one step later; and, for
 * every build, which of the files `shared` lists each provided module really loads (`sharedFiles`).
 */
export function manifestOptions(appDir, srcDir, routes) {
  return {
    additionalData: async ({ stats, compilation }) => {
      // Every build: the files each shared module it provides loads (the host's too).
      stats.metaData = { ...stats.metaData, sharedFiles: providedSharedFiles(compilation) };
      if (!routes) return stats;
      const { REMOTE_APP_MODULE } = await tsImport('@fresh-pouf/contracts/values', import.meta.url);
      const app = compilation.namedChunkGroups.get(`__federation_expose_${REMOTE_APP_MODULE}`);
      stats.metaData = {
        ...stats.metaData,
        ...(await publishedRoutes(path.join(appDir, srcDir, routes))),
        appShared: app ? consumedShared(compilation, app) : [],
      };
      return stats;
    },
  };
}

/** A fingerprint of the contracts' sources (and the zod they build on). */
function contractsFingerprint(require) {
  const dir = path.dirname(require.resolve('@fresh-pouf/contracts'));
  const hash = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  hash.update(JSON.parse(readFileSync(require.resolve('zod/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Modules that must exist once on the page (hooks, router context, query cache, toasts), and
 * the contracts, loaded once when the front ends on the page were built from the same ones.
 * Not zod: a shared module is bundled whole (89 KB gzip with every locale), while each
 * bundle's own tree-shaken copy is about 20 KB.
 */
export function sharedSingletons(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  // Read package.json from disk: some packages (ours included) do not export it.
  const packageJsonOf = (pkg) => {
    for (const dir of require.resolve.paths(pkg) ?? []) {
      const file = path.join(dir, pkg, 'package.json');
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    }
    throw new Error(`Cannot find ${pkg} from ${appDir}`);
  };
  const versionOf = (pkg) => packageJsonOf(pkg).version;
  // The design system's entries (its package.json exports, but the CSS), each shared on its
  // own: a page loads only the Radix-based parts it renders.
  const uiEntries = Object.keys(packageJsonOf('@fresh-pouf/ui').exports)
    .filter((entry) => !entry.endsWith('.css'))
    .map((entry) => path.posix.join('@fresh-pouf/ui', entry));
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });
  const contractsVersion = `${versionOf('@fresh-pouf/contracts')}-src.${contractsFingerprint(require)}`;
  return {
    react: singleton('react'),
    'react/jsx-runtime': { ...singleton('react'), version: versionOf('react') },
    'react-dom': singleton('react-dom'),
    'react-dom/client': { ...singleton('react-dom'), version: versionOf('react-dom') },
    // The names the front ends use, not the whole package (router-surface.mjs).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      version: versionOf('react-router-dom'),
      import: ROUTER_SURFACE_FILE,
    },
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    ...Object.fromEntries(
      uiEntries.map((entry) => [
        entry,
        { singleton: true, requiredVersion: false, version: versionOf('@fresh-pouf/ui') },
      ]),
    ),
    // Not a singleton: versioned by its sources, so front ends built from the same contracts
    // load them (and zod) once per page, and a remote built from other contracts keeps its own copy.
    // Its plain values ('/values', no zod) are an entry of their own: a page's first view needs only them.
    // So are bff-public's paths ('/api-paths', no zod): loaded by the code that asks, not by every first view.
    ...Object.fromEntries(
      ['@fresh-pouf/contracts', '@fresh-pouf/contracts/values', '@fresh-pouf/contracts/api-paths'].map((entry) => [
        entry,
        { version: contractsVersion, requiredVersion: contractsVersion, strictVersion: true },
      ]),
    ),
  };
}

/** How both builds (browser and server) resolve a source file. */
export const RESOLVE = { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] };

/** TypeScript and JSX through SWC, for both builds; `development`: React's development JSX. */
export function scriptRule({ development }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
      },
    },
    type: 'javascript/auto',
  };
}
