// Time from `npm start` to the landing page answering: on this (built) tree, and on a fresh
// clone of HEAD (after its `npm ci`, whose time is reported on its own).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startStack } from './stack.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export async function benchStartup({ freshClone = true } = {}) {
  const results = {};
  // Make sure the tree is built, so the first measured run is the "built tree" case.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
  const built = await startStack();
  results.builtTree = built.readyMs;
  await built.stop();

  if (freshClone) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-clone-'));
    // Like a checkout in an ordinary folder (mkdtemp makes it private to root).
    chmodSync(dir, 0o755);
    try {
      execFileSync('git', ['clone', '--quiet', root, dir], { stdio: 'ignore' });
      const ciStart = performance.now();
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'ignore' });
      results.freshCloneNpmCi = performance.now() - ciStart;
      const fresh = await startStack({ cwd: dir });
      results.freshClone = fresh.readyMs;
      await fresh.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchStartup({ freshClone: !process.argv.includes('--built-only') });
  console.log(`npm start -> landing page answers, built tree: ${seconds(r.builtTree)}`);
  if (r.freshClone !== undefined) {
    console.log(
      `fresh clone: npm ci ${seconds(r.freshCloneNpmCi)}, then npm start -> landing page answers: ${seconds(r.freshClone)}`,
    );
  }
}
