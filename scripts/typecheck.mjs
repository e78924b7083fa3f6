// `tsc --noEmit` over every workspace with a tsconfig.json; fails if any check fails.
//
// Workspaces whose tsconfig.json say the same compiler options are checked as one program: each
// workspace alone re-read and re-checked the shared packages and their libraries' types (zod's,
// React's), so 19 programs took about 2.5 minutes on two cores where 2 take about 35 s. A
// program's files are still those the workspaces' own `include` names, with their own options.
// One thing is looser: a module augmentation in one workspace (mf-admin's react-query `meta`,
// bff-admin's `res.locals.staff`) is seen by the others checked with it. TYPECHECK_EACH=1 checks
// each workspace alone, as an editor does.
//
// The programs run side by side, one per core; each one's output is printed whole once it ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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
const jobs = Math.max(1, Math.min(2, availableParallelism()));

/** The workspaces' tsconfig.json, grouped by what they say beside `include` (one group each with TYPECHECK_EACH). */
function programs() {
  const groups = new Map();
  for (const dir of dirs) {
    const config = JSON.parse(readFileSync(path.join(root, dir, 'tsconfig.json'), 'utf8'));
    const { include = ['**/*'], ...options } = config;
    // `extends` is relative to each file: compared as the file it names.
    if (typeof options.extends === 'string') options.extends = path.resolve(root, dir, options.extends);
    const key = process.env.TYPECHECK_EACH === '1' ? dir : JSON.stringify(options);
    const group = groups.get(key) ?? { dirs: [], include: [] };
    group.dirs.push(dir);
    group.include.push(...include.map((pattern) => path.join(root, dir, pattern)));
    groups.set(key, group);
  }
  // Inside node_modules, so `types: ["node"]` finds @types walking up, as from a workspace.
  const folder = path.join(root, 'node_modules/.cache/typecheck');
  mkdirSync(folder, { recursive: true });
  return [...groups.values()]
    .sort((a, b) => b.dirs.length - a.dirs.length)
    .map((group, index) => {
      const file = path.join(folder, `program-${index}.json`);
      const config = { extends: path.join(root, group.dirs[0], 'tsconfig.json'), include: group.include };
      writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
      return { name: group.dirs.join(', '), file };
    });
}

function check({ name, file }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', file, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      const ok = code === 0;
      console.log(`[typecheck] ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

const queue = programs();
let failed = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let program = queue.shift(); program; program = queue.shift()) if (!(await check(program))) failed += 1;
  }),
);
if (failed) {
  console.error(`[typecheck] ${failed} program(s) failed`);
  process.exit(1);
}
