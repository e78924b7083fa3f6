// `tsc --noEmit` for every workspace with a tsconfig.json; fails if any fails. Each check is its
// own single-threaded tsc, so they run side by side, one per core: the same checks, in about half
// the wall time on two cores. Each one's output is printed whole once it ends, never interleaved.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Workspace patterns here are plain folders or "folder/*".
const dirs = workspaces
  .flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => path.join(pattern.slice(0, -2), d.name))
      : [pattern],
  )
  .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')))
  .sort();
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// TYPECHECK_JOBS=1 gives the old one-at-a-time run.
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || Math.min(2, availableParallelism()));

function check(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', dir, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      const ok = code === 0;
      console.log(`[typecheck] ${dir}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

const queue = [...dirs];
let failed = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) if (!(await check(dir))) failed += 1;
  }),
);
if (failed) {
  console.error(`[typecheck] ${failed} workspace(s) failed`);
  process.exit(1);
}
