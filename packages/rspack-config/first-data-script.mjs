import { createRequire } from 'node:module';
import { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * A route's first-data script (remote-kit's startFirstData with that route's URLs), bundled and
 * minified for the head of its page: the gateway allows it by its hash.
 * @param {readonly string[]} urls
 * @param {string} tokenKey  the local storage key of the bearer token the requests carry
 */
export function firstDataScript(urls, tokenKey) {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { startFirstData } from ${JSON.stringify(require.resolve('@fresh-pouf/remote-kit/first-data'))};\nstartFirstData(${JSON.stringify(urls)}, ${JSON.stringify(tokenKey)});`,
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
