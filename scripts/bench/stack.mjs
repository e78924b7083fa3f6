// Starts the product with `scripts/start.mjs` on bench ports and a fresh database; and what the
// storefront benches (lighthouse, js-bytes, first-taps) share: the pages, the post, the setup.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `node <args>` from the repository, its output dropped: `exited` resolves with its exit code, `stop()` ends it and waits. */
export function spawnNode(args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    exited,
    stop: () => (child.exitCode === null && child.signalCode === null ? (child.kill('SIGTERM'), exited) : exited),
  };
}

/** One TypeScript entry point of the repository (`node --import tsx`); with `profileDir`, it writes a CPU profile there as it exits. */
export const runEntry = (entry, env, profileDir) =>
  spawnNode(
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', path.join(root, entry)],
    env,
  );

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

const TICKS_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** Busy and total CPU time of the whole machine so far, in ticks (/proc/stat's first line). */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = fields.map(Number);
  // idle and iowait are the 4th and 5th fields.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((n, v) => n + v, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine has been quiet (under `busyShare` of its CPU) for `windowMs`, or
 * `maxMs` has passed; resolves with the time waited. Work one side of a bench left behind (its
 * database's autovacuum and checkpoint after thousands of inserts) then runs before the next
 * side's round, not in it, whichever side comes next.
 */
export async function untilQuiet({ busyShare = 0.15, windowMs = 300, maxMs = 8_000 } = {}) {
  const started = performance.now();
  for (;;) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = machineTicks();
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waited = performance.now() - started;
    if (share < busyShare || waited >= maxMs) return waited;
  }
}

/**
 * CPU seconds used so far by `pid` and every process under it (PostgreSQL's backends included),
 * from /proc: user and system time, plus what each process's reaped children used. A process that
 * ends unreaped between two readings takes its time with it; a stack's processes live throughout.
 */
export function treeCpuSeconds(pid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields start after its ")".
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: fields.slice(11, 15).reduce((n, f) => n + Number(f), 0),
      });
    } catch {
      // ended while being read
    }
  }
  let ticks = 0;
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop();
    ticks += stats.get(current)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === current) queue.push(child);
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * Runs `node scripts/start.mjs` from `cwd`; resolves once the landing page answers. With `keepDir`,
 * the database lives there and stays after `stop()` (a bench's seeded list, reused by its next run).
 */
export async function startStack({ cwd = root, env = {}, ports = BENCH_PORTS, keepDir } = {}) {
  const dataDir = keepDir ?? mkdtempSync(path.join(tmpdir(), 'fresh-pouf-bench-'));
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
  // A stack that stops while starting (a bad setting) fails the bench now, not at the timeout.
  const exitedEarly = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`scripts/start.mjs exited (${code}) before ${url}/ answered`))),
  );
  await Promise.race([waitFor(`${url}/`), exitedEarly]);
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    dataDir,
    /** CPU seconds the whole stack (its Node processes and PostgreSQL) has used so far. */
    cpuSeconds: () => treeCpuSeconds(child.pid),
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The storefront pages the Lighthouse, JavaScript-bytes and first-tap benches measure, by the
// label they print (LIGHTHOUSE_PAGES picks by it). `post` is the one BENCH_POST publishes;
// /checkout is the Early Bird plan link a visitor follows from an e-mail or a shared price.
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
export const BENCH_POST = {
  title: 'How Often Should You Replace Your Shower Pouf?',
  slug: 'how-often-to-replace-your-shower-pouf',
  excerpt: 'Every three to four weeks: why a pouf that stays in the shower longer collects more than soap.',
  content: `${'A pouf spends its life warm and damp, which is exactly what bacteria like. '.repeat(12)}\n\n${'Rinse it well, let it dry away from the shower, and replace it every few weeks. '.repeat(12)}`,
  // No cover image: it would come from another host, which this machine cannot reach.
  coverImage: '',
  status: 'published',
};
export const STOREFRONT_PAGES = [
  { label: '/', path: '/' },
  { label: '/blog', path: '/blog' },
  { label: 'post', path: `/blog/${BENCH_POST.slug}` },
  { label: '/checkout', path: '/checkout?id=bi-monthly&subscription=true' },
  { label: '/privacy', path: '/privacy' },
];

/**
 * The product as a visitor meets it, for the storefront benches: a staff account to publish the
 * bench post with, and payments configured, as in production, so /checkout shows its real first
 * step (who is paying?) rather than "not available". Nothing measured calls Stripe: its API
 * address points at a closed local port.
 */
export async function startStorefront({ env = {} } = {}) {
  const stack = await startStack({
    env: {
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      STRIPE_API_URL: 'http://127.0.0.1:9',
      ...env,
    },
  });
  try {
    await publishBenchPost(stack.url);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/** The one published post, written the way staff write one (through the admin API). */
async function publishBenchPost(base) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = await login.json();
  const created = await fetch(`${base}/api/admin/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(BENCH_POST),
  });
  if (created.status !== 201)
    throw new Error(`could not publish the bench post: ${created.status} ${await created.text()}`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Prints rows of strings as columns: the first left-aligned, the figures right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}
