// The server half of a front end's build: the same federation (name, exposes, shared
// singletons) compiled for Node into dist/server/, beside the browser build. The gateway loads
// the shell's server bundle at run time, and that bundle loads each remote's server
// remoteEntry.js through Module Federation's Node runtime, so a remote's release changes what
// the server renders without a rebuild or restart of the shell or the gateway.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { buildPaths, manifestOptions, RESOLVE, scriptRule, sharedSingletons } from './common.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Where a front end's server bundle goes, relative to its browser build. */
export const SERVER_DIR = 'server';

/**
 * The front ends' package.json says "type": "module"; the server bundles are CommonJS (what the
 * Node runtime of Module Federation loads), so their folder says so for Node's loader.
 */
class CommonJsFolderPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsFolderPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new rspack.sources.RawSource('{ "type": "commonjs" }\n'));
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.name
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]  as for the browser build
 * @param {string} [options.routes]
 * @param {string} [options.serverEntry]  the host's render module under the source folder
 */
export function createServerConfig({ appDir, name, role, exposes = {}, routes, serverEntry }) {
  const { production, srcDir, outDir, fromSrc } = buildPaths(appDir);
  const isHost = role === 'host';
  if (isHost && !serverEntry) throw new Error(`${name}: a host's server build needs serverEntry`);
  return {
    name: `${name}-server`,
    // After the browser build, whose clean step would otherwise remove this one's output.
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: appDir,
    // A remote's server build is its container alone; the host's is the render function.
    entry: isHost ? { ssr: fromSrc(serverEntry) } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(outDir, SERVER_DIR),
      // Chunks are read from beside the entry (the Node runtime plugin falls back to the entry's URL).
      publicPath: 'auto',
      uniqueName: `${name}-server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: RESOLVE,
    module: {
      rules: [
        scriptRule({ development: false }),
        // Styles reach the page through the browser build's stylesheets; the server needs none.
        { test: /\.css$/, loader: path.join(here, 'server/no-css-loader.cjs'), type: 'javascript/auto' },
      ],
    },
    // Readable stack traces in the gateway's log matter more than bytes on a server.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new CommonJsFolderPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, fromSrc(file)])),
        shared: sharedSingletons(appDir),
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isHost ? [path.join(here, 'server/versioned-entry-plugin.mjs')] : []),
        ],
        manifest: isHost ? false : manifestOptions(appDir, srcDir, routes),
        dts: false,
      }),
    ],
  };
}
