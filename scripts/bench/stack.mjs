// Starts the product with `scripts/start.mjs` on bench ports and a fresh database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BENCH_PORTS = { gateway: 28080, core: 24000, bffPublic: 24001, bffAdmin: 24002, postgres: 25433 };

export async function waitFor(url, { timeoutMs = 300_000, accept = (r) => r.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (accept(response)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** Runs `node scripts/start.mjs` from `cwd`; resolves once the landing page answers. */
export async function startStack({ cwd = root, env = {}, ports = BENCH_PORTS } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(ports.gateway),
      CORE_PORT: String(ports.core),
      BFF_PUBLIC_PORT: String(ports.bffPublic),
      BFF_ADMIN_PORT: String(ports.bffAdmin ?? ports.bffPublic + 1),
      EMBEDDED_PG_PORT: String(ports.postgres),
      EMBEDDED_PG_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${ports.gateway}`;
  await waitFor(`${url}/`);
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    dataDir,
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
