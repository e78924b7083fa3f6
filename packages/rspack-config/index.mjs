// Shared Rspack + Module Federation setup: every front end builds the same way, and shares
// the same singletons, so a remote never brings a second React or a second toast store.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
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

/**
 * @param {object} options
 * @param {string} options.appDir   the workspace folder
 * @param {string} options.name     federation name (e.g. "marketing")
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]  exposed name -> file under the source folder
 * @param {string} [options.routes]  a remote's routes module under the source folder (exports `remoteRoutes`)
 * @param {string[]} [options.runtimePlugins]
 * @param {number} [options.devPort]
 * @param {string} [options.title]
 */
export function createFederatedConfig({ appDir, name, role, exposes = {}, routes, runtimePlugins = [], devPort = 3000, title = 'Fresh Pouf' }) {
  const production = process.env.NODE_ENV !== 'development';
  const isHost = role === 'host';
  // Overridable so a release can be built from another source copy into another folder
  // (the independent-release browser test does exactly that).
  const srcDir = process.env.FP_SRC_DIR ?? 'src';
  const outDir = process.env.FP_OUT_DIR ? path.resolve(appDir, process.env.FP_OUT_DIR) : path.join(appDir, 'dist');
  const fromSrc = (file) => `./${path.posix.join(srcDir, file)}`;
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: fromSrc('index.ts') },
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: outDir,
      // The host serves deep links like /blog/a-post, so its chunks load from the root; a
      // remote's chunks load from wherever its manifest was found.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|ico)$/, type: 'asset' },
      ],
    },
    optimization: { minimize: production },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new rspack.HtmlRspackPlugin({
        // The host has its own page; a remote's page (its team's standalone view) is the shared one.
        template: isHost ? path.join(appDir, 'index.html') : fileURLToPath(new URL('./remote-index.html', import.meta.url)),
        title,
        // Only the host's page is the product; a remote's page is its team's standalone view.
        filename: 'index.html',
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, fromSrc(file)])),
        shared: sharedSingletons(appDir),
        runtimePlugins,
        manifest: routes
          ? {
              additionalData: async ({ stats }) => {
                stats.metaData = { ...stats.metaData, ...(await publishedRoutes(path.join(appDir, srcDir, routes))) };
                return stats;
              },
            }
          : true,
        dts: false,
        // In production the host ships the federation runtime once and remotes borrow it
        // (about 34 KB gzip less per remote). A standalone dev build keeps its own.
        experiments: production
          ? isHost
            ? { provideExternalRuntime: true }
            : { externalRuntime: true }
          : {},
      }),
    ],
    // `npm run dev -w <remote>`: the remote on its own, calling the APIs of a running `npm start`.
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.DEV_API_URL ?? 'http://127.0.0.1:8080' }],
    },
  };
}
