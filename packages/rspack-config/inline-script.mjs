import { createRequire } from 'node:module';
import { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * A call of one export of a workspace module, bundled and minified into a script for a page's
 * head: the gateway allows it by its hash, read from what it sends, so a rebuild changes it with
 * no gateway release.
 * @param {string} specifier  the module, e.g. '@fresh-pouf/remote-kit/early-actions'
 * @param {string} name  the export to call
 * @param {readonly unknown[]} args  its arguments, as JSON
 */
export function inlineScript(specifier, name, args = []) {
  const call = `${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${name} } from ${JSON.stringify(require.resolve(specifier))};\n${call}`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
  });
  return outputFiles[0].text.trim();
}

/** The shell page's one inline script: remote-kit's early actions, so a press works from the first paint. */
export const earlyActionsScript = () => inlineScript('@fresh-pouf/remote-kit/early-actions', 'installEarlyActions');

/**
 * A route's first-data script: its first GETs, with the bearer token stored under `tokenKey`, and
 * the answers (of those) whose counts it writes into the page's placeholder.
 */
export const firstDataScript = (urls, tokenKey, countsFrom) =>
  inlineScript('@fresh-pouf/remote-kit/first-data', 'startFirstData', [urls, tokenKey, countsFrom]);
