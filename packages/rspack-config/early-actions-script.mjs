import { createRequire } from 'node:module';
import { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * The page's one inline script: remote-kit's early actions, bundled and minified, run as the
 * head is read so a press works from the first paint. The gateway allows it by its hash, read
 * from the page itself, so a shell release changes it with no gateway release.
 */
export function earlyActionsScript() {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { installEarlyActions } from ${JSON.stringify(require.resolve('@fresh-pouf/remote-kit/early-actions'))};\ninstallEarlyActions();`,
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
