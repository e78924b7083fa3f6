// `tsc --noEmit` for every workspace with a tsconfig.json; fails if any fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Workspace patterns here are plain folders or "folder/*".
const dirs = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => path.join(pattern.slice(0, -2), d.name))
    : [pattern],
);
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
for (const dir of dirs.sort()) {
  if (!existsSync(path.join(root, dir, 'tsconfig.json'))) continue;
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', dir, '--noEmit'], { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  if (!ok) failed += 1;
  console.log(`[typecheck] ${dir}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (failed) {
  console.error(`[typecheck] ${failed} workspace(s) failed`);
  process.exit(1);
}
