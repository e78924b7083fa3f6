// The sign-up path's throughput: POST /api/waitlist through the gateway (gateway -> bff-public ->
// core -> PostgreSQL, the hit counted and the outbox row stored in the same call) against a bare
// node:http + pg server inserting the same row, in one run, at 20 connections:
//
//   - the product with telemetry off (no OTEL_EXPORTER_OTLP_ENDPOINT, no METRICS_PORT);
//   - the product with telemetry on (traces exported to a local OTLP/HTTP sink at the default
//     sampling, /metrics on its port and scraped every 5 s, as Prometheus would);
//   - the bare server on the product's PostgreSQL (the same table, triggers and indexes);
//   - the bare server on a PostgreSQL of its own (a plain table: no triggers, no search index).
//
// The four take turns, BENCH_ROUNDS rounds of BENCH_DURATION_S seconds each after a warm-up, and
// each figure is the median of its rounds, so a noisy moment on the shared machine moves one round
// of each, not one side. Every sign-up comes from a different client address (X-Forwarded-For,
// believed because the gateway is told the bench is its proxy): the per-address limit stays at
// its production default and is counted on every request, as it is when a launch goes viral.
// `BENCH_ADDRESSES=one` sends everything from one address with the limit lifted instead (the
// earlier bench). Logs at LOG_LEVEL=info, the production default. BENCH_BASE_TREE names another
// checkout (built, with node_modules): its product, telemetry off, takes its turn in the same
// rounds ("before"), and the ratio of the two is the median of per-round ratios. Telemetry's
// cost is given the same way. Beside throughput, the CPU each process of the product (gateway,
// bff-public, core, PostgreSQL; hop-cpu.mjs) spends per 2xx in each round, for this tree and the
// one before: it moves far less than throughput when the machine is shared. Run with
// `node --import tsx`.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../packages/dev-postgres/src/index.ts';
import { assertPortsFree, combine, pairedRatios, scrapeEvery, signupLoad, startOtlpSink } from './signup-load.mjs';
import { cpuMsPer2xx, HOPS, hopCpuSeconds, stackHopPids } from './hop-cpu.mjs';
import { median, root, startStack, untilQuiet } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONE_ADDRESS = process.env.BENCH_ADDRESSES === 'one';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const BASE_TREE = process.env.BENCH_BASE_TREE ? path.resolve(process.env.BENCH_BASE_TREE) : undefined;
const PG_PORTS = { off: 25434, on: 25435, bare: 25436, before: 25438 };
const STACK_PORTS = {
  off: { gateway: 28090, core: 24010, bffPublic: 24011, bffAdmin: 24012 },
  on: { gateway: 28091, core: 24020, bffPublic: 24021, bffAdmin: 24022 },
  before: { gateway: 28092, core: 24060, bffPublic: 24061, bffAdmin: 24062 },
};
const METRICS_PORTS = { core: 24030, bffPublic: 24031, bffAdmin: 24032, gateway: 24033 };

const load = (url, tag, duration = DURATION_S) =>
  signupLoad(url, tag, { duration, connections: CONNECTIONS, oneAddress: ONE_ADDRESS });

const COLUMNS = 'full_name, email, plan, join_date, early_bird, is_family, number_of_poufs, frequency';
/** The floor: parse JSON, one INSERT, answer 201. No validation, no hops, no outbox, no limit. */
async function startBareServer(databaseUrl, table) {
  // Its connections stay open between its rounds, so every session it has is opened in the warm-up.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 0 });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      try {
        const e = JSON.parse(body);
        const { rows } = await pool.query(
          `INSERT INTO ${table} (${COLUMNS}, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now()) RETURNING id`,
          [e.fullName, e.email, e.plan, e.joinDate, e.earlyBird, e.isFamily, e.numberOfPoufs, e.frequency],
        );
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: rows[0].id }));
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/** A bare server's own table: the entry's columns, its id and a unique address, nothing else. */
async function createBareTable(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE TABLE bare_signups (
    id bigserial PRIMARY KEY, full_name text NOT NULL, email text NOT NULL UNIQUE, plan text NOT NULL, join_date date NOT NULL,
    early_bird boolean NOT NULL, is_family boolean NOT NULL, number_of_poufs int NOT NULL, frequency text NOT NULL,
    created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)`);
  await client.end();
}

const stackEnv = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  LOG_LEVEL,
  // The bench is the gateway's proxy: each sign-up's X-Forwarded-For is its client address.
  ...(ONE_ADDRESS ? { WAITLIST_RATE_LIMIT_MAX: '100000000' } : { TRUST_PROXY: 'loopback' }),
});

/** TCP connections to `port` on this machine: established now, and closed within the last minute (TIME-WAIT). */
function connectionsTo(port) {
  const count = (state) =>
    execFileSync('ss', ['-Htn', 'state', state, `( dport = :${port} )`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean).length;
  return { established: count('established'), closed: count('time-wait') };
}

/** PostgreSQL sessions the stack's database has had (PostgreSQL counts them in pg_stat_database). */
async function sessionsOf(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT sessions FROM pg_stat_database WHERE datname = current_database()');
  await client.end();
  // This look itself is one session.
  return Number(rows[0].sessions) + 1;
}

export async function benchWaitlist() {
  const dirs = [];
  const started = [];
  const cleanups = [];
  const postgres = async (key) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `fresh-pouf-bench-pg-${key}-`));
    dirs.push(dataDir);
    const pgServer = await startEmbeddedPostgres({ dataDir, port: PG_PORTS[key], database: 'fresh_pouf_bench' });
    started.push(pgServer);
    return { ...pgServer, dataDir };
  };
  try {
    await assertPortsFree([
      ...Object.values(STACK_PORTS).flatMap((p) => Object.values(p)),
      ...Object.values(METRICS_PORTS),
      ...Object.values(PG_PORTS),
    ]);
    const [pgOff, pgOn, pgBare] = [await postgres('off'), await postgres('on'), await postgres('bare')];
    await createBareTable(pgBare.url);
    const sink = await startOtlpSink();
    cleanups.push(() => sink.close());
    const off = await startStack({ env: stackEnv(pgOff.url), ports: STACK_PORTS.off });
    cleanups.push(() => off.stop());
    const on = await startStack({
      env: {
        ...stackEnv(pgOn.url),
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        // scripts/start.mjs: core on it, bff-public, bff-admin and the gateway on the next three.
        METRICS_PORT: String(METRICS_PORTS.core),
      },
      ports: STACK_PORTS.on,
    });
    cleanups.push(() => on.stop());
    const bareOnStack = await startBareServer(pgOff.url, 'waitlist_entries');
    cleanups.push(() => bareOnStack.close());
    const bareOwn = await startBareServer(pgBare.url, 'bare_signups');
    cleanups.push(() => bareOwn.close());
    // BENCH_BASE_TREE: another checkout's product (telemetry off) in the same rounds, for a before/after.
    const pgBefore = BASE_TREE ? await postgres('before') : undefined;
    const before = pgBefore
      ? await startStack({ cwd: BASE_TREE, env: stackEnv(pgBefore.url), ports: STACK_PORTS.before })
      : undefined;
    if (before) cleanups.push(() => before.stop());
    // What each hop of the product (telemetry off) spends per sign-up, this tree's and the one before's.
    const hopPids = {
      off: stackHopPids(root, STACK_PORTS.off, pgOff.dataDir),
      ...(before ? { before: stackHopPids(BASE_TREE, STACK_PORTS.before, pgBefore.dataDir) } : {}),
    };
    const cpu = Object.fromEntries(Object.keys(hopPids).map((k) => [k, []]));
    const scraper = scrapeEvery(5_000, Object.values(METRICS_PORTS));
    cleanups.push(() => scraper.stop());

    const targets = {
      off: `${off.url}/api/waitlist`,
      on: `${on.url}/api/waitlist`,
      ...(before ? { before: `${before.url}/api/waitlist` } : {}),
      bareStackPg: bareOnStack.url,
      bareOwnPg: bareOwn.url,
    };
    for (const [key, url] of Object.entries(targets)) await load(url, `warm-${key}`, 4);
    const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    // Connection reuse on every hop of the product (telemetry off), over the measured rounds.
    const hops = { 'gateway -> bff-public': STACK_PORTS.off.bffPublic, 'bff-public -> core': STACK_PORTS.off.core };
    const sessionsBefore = await sessionsOf(pgOff.url);
    const reuse = {};
    const turns = Object.entries(targets);
    const settled = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round starts with the next side, so no side always follows the same one; each turn
      // starts on a quiet machine (stack.mjs untilQuiet), not in what the last turn left behind.
      for (const [key, url] of [...turns.slice(round % turns.length), ...turns.slice(0, round % turns.length)]) {
        settled.push(await untilQuiet());
        const cpuBefore = hopPids[key] && hopCpuSeconds(hopPids[key]);
        const run = load(url, key);
        if (key === 'off' && round === ROUNDS - 1) {
          // Halfway through the last round: how many connections each hop holds under load.
          await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 2));
          for (const [hop, port] of Object.entries(hops)) reuse[hop] = connectionsTo(port);
        }
        runs[key].push(await run);
        if (cpuBefore) cpu[key].push(cpuMsPer2xx(cpuBefore, hopCpuSeconds(hopPids[key]), runs[key].at(-1)['2xx']));
      }
    }
    // The bare server on the same database opened its sessions in the warm-up: these are core's.
    reuse['core -> PostgreSQL'] = { opened: (await sessionsOf(pgOff.url)) - sessionsBefore };
    const result = Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, combine(r)]));
    const telemetry = pairedRatios(runs.on, runs.off);
    const gain = before ? pairedRatios(runs.off, runs.before) : undefined;
    // Per hop, the median of the rounds' CPU ms per 2xx.
    const cpuPerSignup = Object.fromEntries(
      Object.entries(cpu).map(([k, rounds]) => [
        k,
        Object.fromEntries(
          [...HOPS, 'total'].map((hop) => [
            hop,
            { median: median(rounds.map((r) => r[hop])), rounds: rounds.map((r) => r[hop]) },
          ]),
        ),
      ]),
    );
    return {
      ...result,
      telemetry,
      gain,
      reuse,
      cpuPerSignup,
      settledMs: median(settled),
      otlpExports: sink.exports(),
      scrapes: scraper.scrapes(),
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    for (const pgServer of started.reverse()) await pgServer.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const line = (name, r) =>
  `${name.padEnd(52)} ${String(Math.round(r.rps)).padStart(6)} 2xx/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  (rounds ${r.rounds.join(', ')}; p99 ${r.p99Rounds.join(', ')}; ${r.non2xx} non-2xx, ${r.errors} errors)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchWaitlist();
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s, medians; ${ONE_ADDRESS ? 'one client address, limit lifted' : 'one client address per sign-up, limit at its default'}; LOG_LEVEL=${LOG_LEVEL}`,
  );
  console.log(line('gateway -> bff-public -> core -> PostgreSQL', r.off));
  console.log(line('  the same with tracing (5 %) and metrics scraped', r.on));
  if (r.before) console.log(line(`  the same from ${BASE_TREE} (before)`, r.before));
  console.log(line("bare node:http + pg, on the stack's PostgreSQL", r.bareStackPg));
  console.log(line('bare node:http + pg, on its own PostgreSQL', r.bareOwnPg));
  const ratio = (a, b) => (a.rps / b.rps).toFixed(2);
  console.log(
    `ratio to the bare server on the stack's PostgreSQL: ${ratio(r.off, r.bareStackPg)}; on its own: ${ratio(r.off, r.bareOwnPg)} (p99 through the gateway ${r.off.p99} ms)`,
  );
  const spread = (p) => `${p.median.toFixed(2)} (rounds ${p.min.toFixed(2)}–${p.max.toFixed(2)})`;
  console.log(
    `telemetry on against off: ${spread(r.telemetry)} of the throughput, median of per-round ratios (${r.otlpExports} OTLP exports received, ${r.scrapes} scrapes)`,
  );
  if (r.gain) console.log(`this tree against the one before: ${spread(r.gain)} of its throughput`);
  console.log('CPU ms per 2xx by process (telemetry off; median of the rounds, the rounds in brackets):');
  const ms = (c) => `${c.median.toFixed(2)} [${c.rounds.map((v) => v.toFixed(2)).join(' ')}]`;
  for (const hop of [...HOPS, 'total']) {
    const now = r.cpuPerSignup.off[hop];
    const was = r.cpuPerSignup.before?.[hop];
    console.log(
      `  ${hop.padEnd(11)} ${ms(now).padEnd(30)}${was ? ` before ${ms(was).padEnd(30)} ${(now.median / was.median).toFixed(2)} of before` : ''}`,
    );
  }
  const reuse = Object.entries(r.reuse).map(([hop, c]) =>
    'opened' in c
      ? `${hop}: ${c.opened} sessions opened over the rounds`
      : `${hop}: ${c.established} open under load, ${c.closed} closed in the last minute`,
  );
  console.log(`connection reuse: ${reuse.join('; ')}`);
  console.log(`before each turn, the machine was quiet after a median ${Math.round(r.settledMs)} ms`);
}
