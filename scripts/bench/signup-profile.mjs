// Where each hop of the sign-up path spends its time under load: core-service, bff-public and
// the gateway started as `npm start` starts them, each with `node --cpu-prof`, then POST
// /api/waitlist through the gateway at 20 connections (one client address per sign-up, as
// waitlist-rps.mjs sends them), and each service's profile summarised (cpu-profile-summary.mjs).
// Profiling slows every hop: the figures here say where the time goes, waitlist-rps.mjs says
// how fast. BENCH_PROFILE_DIR keeps the .cpuprofile files (for Chrome's DevTools). Run with
// `node --import tsx`.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../packages/dev-postgres/src/index.ts';
import { printSummaries, summariseDir } from './cpu-profile-summary.mjs';
import { signupLoad } from './signup-load.mjs';
import { runEntry, waitFor } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PORTS = { gateway: 28095, core: 24040, bffPublic: 24041 };
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

const load = (url, duration) => signupLoad(url, 'profile', { duration });

const run = (entry, env, profileDir) => runEntry(entry, { LOG_LEVEL, ...env }, profileDir);

// BENCH_TELEMETRY=on: each service traces (exported to a local OTLP/HTTP sink) and serves /metrics.
const TELEMETRY = process.env.BENCH_TELEMETRY === 'on';
const sink = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
const telemetry = (metricsPort) =>
  TELEMETRY
    ? { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.address().port}`, METRICS_PORT: String(metricsPort) }
    : {};

const pgDir = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-profile-pg-'));
const profileDir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'fresh-pouf-profiles-'));
const postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: 25437, database: 'fresh_pouf_bench' });
const services = [];
try {
  const migrate = run('core-service/src/db/migrate.main.ts', { DATABASE_URL: postgres.url });
  if ((await migrate.exited) !== 0) throw new Error('the migrations failed');
  const token = randomBytes(32).toString('hex');
  const url = (port) => `http://127.0.0.1:${port}`;
  const siteUrl = url(PORTS.gateway);
  // As scripts/start.mjs starts them (bff-admin aside: the sign-up path never reaches it).
  const plan = [
    [
      'core-service/src/main.ts',
      {
        PORT: String(PORTS.core),
        DATABASE_URL: postgres.url,
        CORE_SERVICE_TOKEN: token,
        PUBLIC_SITE_URL: siteUrl,
        ...telemetry(24050),
      },
      `${url(PORTS.core)}/readyz`,
    ],
    [
      'bff-public/src/main.ts',
      {
        PORT: String(PORTS.bffPublic),
        CORE_SERVICE_URL: url(PORTS.core),
        CORE_SERVICE_TOKEN: token,
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_SITE_URL: siteUrl,
        ...telemetry(24051),
      },
      `${url(PORTS.bffPublic)}/readyz`,
    ],
    // The bench is the gateway's proxy: each sign-up's X-Forwarded-For is its client address.
    [
      'gateway/src/main.ts',
      {
        PORT: String(PORTS.gateway),
        BFF_PUBLIC_URL: url(PORTS.bffPublic),
        PUBLIC_SITE_URL: siteUrl,
        TRUST_PROXY: 'loopback',
        ...telemetry(24052),
      },
      `${url(PORTS.gateway)}/healthz`,
    ],
  ];
  for (const [entry, env, ready] of plan) {
    services.push(run(entry, env, profileDir));
    await waitFor(ready, { timeoutMs: 90_000 });
  }
  await load(`${siteUrl}/api/waitlist`, 3);
  const result = await load(`${siteUrl}/api/waitlist`, DURATION_S);
  // Each service writes its profile as it exits: the gateway first, core last.
  for (const service of services.splice(0).reverse()) await service.stop();
  console.log(
    `under --cpu-prof, LOG_LEVEL=${LOG_LEVEL}, telemetry ${TELEMETRY ? 'on' : 'off'}: ${Math.round(result['2xx'] / result.duration)} 2xx/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.non2xx} non-2xx)`,
  );
  printSummaries(summariseDir(profileDir));
} finally {
  for (const service of services.reverse()) await service.stop();
  await postgres.stop();
  rmSync(pgDir, { recursive: true, force: true });
  if (!process.env.BENCH_PROFILE_DIR) rmSync(profileDir, { recursive: true, force: true });
  sink.close();
}
