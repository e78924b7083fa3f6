// Shared Rspack + Module Federation setup: every front end builds the same way, and shares
// the same singletons, so a remote never brings a second React or a second toast store.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { buildPaths, manifestOptions, RESOLVE, scriptRule, sharedSingletons } from './common.mjs';
import { PageAssetsPlugin } from './page-assets-plugin.mjs';
import { PagePartsPlugin } from './page-parts-plugin.mjs';
import { checkRouterImports } from './check-router-imports.mjs';
import { earlyActionsScript } from './inline-script.mjs';
import { createServerConfig } from './server-config.mjs';

export { sharedSingletons } from './common.mjs';
export { createServerConfig, SERVER_DIR } from './server-config.mjs';

/**
 * @param {object} options
 * @param {string} options.appDir   the workspace folder
 * @param {string} options.name     federation name (e.g. "marketing")
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]  exposed name -> file under the source folder
 * @param {string} [options.routes]  a remote's routes module under the source folder (exports `remoteRoutes`)
 * @param {string} [options.pageParts]  a remote's page-parts module under the source folder (exports `pageParts`), run at build time
 * @param {string[]} [options.runtimePlugins]
 * @param {number} [options.devPort]
 * @param {string} [options.title]
 */
export function createFederatedConfig({
  appDir,
  name,
  role,
  exposes = {},
  routes,
  pageParts,
  runtimePlugins = [],
  devPort = 3000,
  title = 'Fresh Pouf',
}) {
  const { production, srcDir, outDir, fromSrc } = buildPaths(appDir);
  const isHost = role === 'host';
  checkRouterImports(path.join(appDir, srcDir));
  return {
    name,
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
      // The server build (dist/server, see server-config.mjs) is written beside this one.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: RESOLVE,
    module: {
      rules: [
        scriptRule({ development: !production }),
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
        template: isHost
          ? path.join(appDir, 'index.html')
          : fileURLToPath(new URL('./remote-index.html', import.meta.url)),
        title,
        ...(isHost ? { templateParameters: { earlyActions: earlyActionsScript() } } : {}),
        // Only the host's page is the product; a remote's page is its team's standalone view.
        filename: 'index.html',
      }),
      ...(production ? [compileHint()] : []),
      ...(isHost ? [new PageAssetsPlugin()] : []),
      ...(pageParts ? [new PagePartsPlugin(path.join(appDir, srcDir, pageParts))] : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, fromSrc(file)])),
        shared: sharedSingletons(appDir),
        // A shared module is taken from what the page already registered, never by first loading
        // every remote's entry to compare versions: a remote whose files failed must not stop the
        // page loading a shared part it needs later (the schemas, the toaster), and no remote's
        // entry is fetched for a page that does not show it.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: manifestOptions(appDir, srcDir, routes),
        dts: false,
        // In production the host ships the federation runtime once and remotes borrow it
        // (about 34 KB gzip less per remote). A standalone dev build keeps its own.
        // The browser build leaves out the federation runtime's Node code (the server build has its own).
        experiments: production
          ? isHost
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web' } }
          : { optimization: { target: 'web' } },
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

/**
 * V8's explicit compile hint on every browser script: a file's functions are compiled as it
 * streams in, off the main thread, instead of each one being parsed again on the main thread when
 * it is first called. Almost all of a page's scripts run as it loads (module factories, React, the
 * schemas); measured on /admin/dashboard at 1,000,000 entries (docs/benchmarks.md), the numbers
 * showed 70-95 ms sooner. Added after minification, which would drop it, and before the content
 * hash, which then covers it.
 */
function compileHint() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * A front end's rspack configuration: its browser build and, when it renders on the server,
 * its server build beside it (dist/server). `rspack serve` (a team's standalone view) builds
 * the browser half only.
 * @param {Parameters<typeof createFederatedConfig>[0] & { ssr?: boolean | { entry: string } }} options
 */
export function federatedBuilds({ ssr, ...options }) {
  return (env = {}) => {
    const browser = createFederatedConfig(options);
    if (!ssr || env.RSPACK_SERVE) return browser;
    const serverEntry = typeof ssr === 'object' ? ssr.entry : undefined;
    return [browser, createServerConfig({ ...options, serverEntry })];
  };
}
