// `npm start`: the whole product on one machine. Builds what changed, starts a development
// PostgreSQL under .data/ (packages/dev-postgres) unless DATABASE_URL is set, runs the migrations,
// then starts core-service, bff-public, bff-admin and the gateway, each once the one it depends on
// is ready. Ctrl-C stops them in reverse order (the database last).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontends } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = Date.now();
const env = process.env;
const ports = {
  gateway: env.PORT ?? '8080',
  core: env.CORE_PORT ?? '4000',
  bffPublic: env.BFF_PUBLIC_PORT ?? '4001',
  bffAdmin: env.BFF_ADMIN_PORT ?? '4002',
};
// The BFFs prove themselves to core with this; a fresh random one per run unless configured.
const serviceToken = env.CORE_SERVICE_TOKEN ?? randomBytes(32).toString('hex');
// Signs staff sessions; a random one per run signs everyone out on restart, which is fine locally.
const adminJwtSecret = env.ADMIN_JWT_SECRET ?? randomBytes(32).toString('hex');
const log = (msg) => console.log(`[start] ${msg}`);
// METRICS_PORT, when set, is the first of four: core-service's /metrics, then bff-public's,
// bff-admin's and the gateway's (packages/deploy/prometheus/scrape-local.yml scrapes 9464-9467).
// One port for all four would stop every service but the first.
const metricsPort = (i) => (env.METRICS_PORT ? { METRICS_PORT: String(Number(env.METRICS_PORT) + i) } : {});
// The site's address for links in e-mails, the RSS feed, the sitemap and preview tags: the
// gateway's own unless configured (never a request's Host header).
const siteUrl = env.PUBLIC_SITE_URL || `http://localhost:${ports.gateway}`;
// The gateway reaches the BFFs at 127.0.0.1, so that is the one address whose X-Forwarded-For
// they believe. Honestly: on one machine every local program connects from 127.0.0.1 too, so a
// program running here could still name its own client address; another computer never can
// (it connects from its own address, even with HOST=0.0.0.0). A TRUST_PROXY set for this
// command is meant for the gateway and does not reach the BFFs.
const gatewayAddress = '127.0.0.1';

/** The line packages/dev-postgres/src/serve.main.ts prints once its database is ready. */
const DEV_POSTGRES_READY = /^DEV_POSTGRES_READY (\S+)$/m;

const services = [
  {
    name: 'core-service',
    entry: 'core-service/src/main.ts',
    env: { PORT: ports.core, CORE_SERVICE_TOKEN: serviceToken, PUBLIC_SITE_URL: siteUrl, ...metricsPort(0) },
    needsDatabase: true,
    ready: `http://127.0.0.1:${ports.core}/readyz`,
  },
  {
    name: 'bff-public',
    entry: 'bff-public/src/main.ts',
    env: {
      PORT: ports.bffPublic,
      CORE_SERVICE_URL: `http://127.0.0.1:${ports.core}`,
      CORE_SERVICE_TOKEN: serviceToken,
      TRUST_PROXY: gatewayAddress,
      PUBLIC_SITE_URL: siteUrl,
      ...metricsPort(1),
    },
    ready: `http://127.0.0.1:${ports.bffPublic}/readyz`,
  },
  {
    name: 'bff-admin',
    entry: 'bff-admin/src/main.ts',
    env: {
      PORT: ports.bffAdmin,
      CORE_SERVICE_URL: `http://127.0.0.1:${ports.core}`,
      CORE_SERVICE_TOKEN: serviceToken,
      ADMIN_JWT_SECRET: adminJwtSecret,
      TRUST_PROXY: gatewayAddress,
      ...metricsPort(2),
    },
    ready: `http://127.0.0.1:${ports.bffAdmin}/readyz`,
  },
  {
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    env: {
      PORT: ports.gateway,
      BFF_PUBLIC_URL: `http://127.0.0.1:${ports.bffPublic}`,
      BFF_ADMIN_URL: `http://127.0.0.1:${ports.bffAdmin}`,
      PUBLIC_SITE_URL: siteUrl,
      ...metricsPort(3),
    },
    ready: `http://127.0.0.1:${ports.gateway}/healthz`,
  },
];

const running = [];
let stopping = false;

/** Spawns a TypeScript entry point in its own process group (Ctrl-C reaches only this script). */
function spawnEntry(entry, childEnv, stdout = 'inherit') {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env: { ...env, ...childEnv },
    stdio: ['ignore', stdout, 'inherit'],
    detached: true,
  });
}

function watchForUnexpectedExit(name, child) {
  running.push({ name, child });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest`);
    void stopAll(1);
  });
}

/** The development PostgreSQL (stopped last); resolves with its URL once it accepts connections. */
function startDevPostgres() {
  const child = spawnEntry('packages/dev-postgres/src/serve.main.ts', {}, 'pipe');
  watchForUnexpectedExit('dev-postgres', child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString();
      if (output === null) return void process.stdout.write(text);
      output += text;
      const ready = DEV_POSTGRES_READY.exec(output);
      if (!ready) return;
      // Everything but the ready line (its URL carries the password) goes on to the console.
      process.stdout.write(output.replace(DEV_POSTGRES_READY, '').replace(/^\n/, ''));
      output = null;
      resolve(ready[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`the development PostgreSQL exited (code ${code}) before it was ready`)),
    );
  });
}

/** `npm run migrate -w core-service`, to completion, before any core-service starts. */
function runMigrations(databaseUrl) {
  const child = spawnEntry('core-service/src/db/migrate.main.ts', { DATABASE_URL: databaseUrl });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the migrations failed (exit ${code})`))));
  });
}

async function waitUntilReady(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready after ${timeoutMs / 1000} s (${url})`);
}

// Core may need HTTP drain (10 s) plus one bounded e-mail send to stop cleanly.
const STOP_BUDGET_MS = 45_000;

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_BUDGET_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of [...running].reverse()) await stopChild(child);
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // --no-build: serve whatever is built (the API-level ops tests need no front end).
  if (!process.argv.includes('--no-build')) await buildFrontends({ log: (msg) => log(msg.replace(/^\[build\] /, '')) });
  // DATABASE_URL wins; otherwise a real PostgreSQL under .data/ (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT).
  const databaseUrl = env.DATABASE_URL || (await startDevPostgres());
  if (!env.DATABASE_URL) log('dev-postgres is ready');
  await runMigrations(databaseUrl);
  log('migrations are up to date');
  for (const service of services) {
    // Each its own process group: Ctrl-C reaches only this script, which then stops the
    // services one by one, gateway first and the database last.
    const child = spawnEntry(service.entry, {
      ...service.env,
      ...(service.needsDatabase ? { DATABASE_URL: databaseUrl } : {}),
    });
    watchForUnexpectedExit(service.name, child);
    await waitUntilReady(service.ready, child).catch((error) => {
      throw new Error(`${service.name} ${error.message}`);
    });
    log(`${service.name} is ready`);
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log(`Fresh Pouf is running at http://localhost:${ports.gateway}/ (ready in ${seconds} s). Press Ctrl-C to stop.`);
} catch (error) {
  // A stop requested while starting also ends the wait for readiness: not an error then.
  if (!stopping) console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
