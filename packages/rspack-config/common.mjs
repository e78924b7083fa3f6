// What the browser and server builds of a front end share: folders, published routes, singletons.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

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

/** The manifest option: a remote's published routes go into its `metaData`. */
export function manifestOptions(appDir, srcDir, routes) {
  if (!routes) return true;
  return {
    additionalData: async ({ stats }) => {
      stats.metaData = { ...stats.metaData, ...(await publishedRoutes(path.join(appDir, srcDir, routes))) };
      return stats;
    },
  };
}

/**
 * Modules that must exist once on the page (hooks, router context, query cache, toasts).
 * Not zod: a shared module is bundled whole (89 KB gzip with every locale), while each
 * bundle's own tree-shaken copy is about 20 KB.
 */
export function sharedSingletons(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  // Read package.json from disk: some packages (ours included) do not export it.
  const versionOf = (pkg) => {
    for (const dir of require.resolve.paths(pkg) ?? []) {
      const file = path.join(dir, pkg, 'package.json');
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    }
    throw new Error(`Cannot find ${pkg} from ${appDir}`);
  };
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });
  return {
    react: singleton('react'),
    'react/jsx-runtime': { ...singleton('react'), version: versionOf('react') },
    'react-dom': singleton('react-dom'),
    'react-dom/client': { ...singleton('react-dom'), version: versionOf('react-dom') },
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@fresh-pouf/ui': { singleton: true, requiredVersion: false, version: versionOf('@fresh-pouf/ui') },
  };
}

