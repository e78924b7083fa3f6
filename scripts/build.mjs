// Builds the front ends whose sources changed since their last build (or all with --force).
// A content hash, not mtimes, decides: a fresh clone has no dist/ and builds once; an
// unchanged tree starts at once.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS, SHARED_INPUTS } from './frontends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-hash';
const SKIP = new Set(['node_modules', 'dist', '.release-test-src']);

async function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

async function inputHash(app) {
  const dirs = [app, ...SHARED_INPUTS].map((d) => path.join(root, d));
  const files = (await Promise.all(dirs.map(filesUnder))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  // Dependency upgrades and the build mode change the output as surely as the sources do.
  hash.update(await readFile(path.join(root, 'package-lock.json')));
  hash.update(JSON.stringify([process.versions.node, process.env.NODE_ENV ?? 'production']));
  return hash.digest('hex');
}

function run(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`rspack build failed in ${cwd} (exit ${code})`)),
    );
  });
}

export async function buildFrontends({ force = false, log = console.log } = {}) {
  for (const app of FRONTENDS) {
    const dir = path.join(root, app);
    const hash = await inputHash(app);
    const stampPath = path.join(dir, 'dist', STAMP);
    const previous = existsSync(stampPath) ? (await readFile(stampPath, 'utf8')).trim() : '';
    if (!force && previous === hash) {
      log(`[build] ${app}: up to date`);
      continue;
    }
    const started = Date.now();
    log(`[build] ${app}: building…`);
    await run(dir);
    await writeFile(stampPath, `${hash}\n`);
    log(`[build] ${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildFrontends({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
