// What PostgreSQL does for one sign-up: the product (`npm start`'s stack) on a PostgreSQL with
// pg_stat_statements loaded (nested statements too, so a trigger's statements are counted), then
// BENCH_SIGNUPS sign-ups through the gateway at 20 connections (a new address and client address
// each, as waitlist-rps.mjs sends them; BENCH_REFERRED=1 gives each the referral code of an entry
// stored first). Printed per sign-up: each statement's calls, rows, execution time and blocks
// dirtied, the round trips core made (top-level statements), the WAL written, commits, and the
// backend CPU time the whole database spent. BENCH_BASE_TREE names another built checkout whose
// product is measured the same way first ("before"). Run with `node --import tsx`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../packages/dev-postgres/src/index.ts';
import { nextAddress, nextBody } from './signup-load.mjs';
import { root, startStack } from './stack.mjs';

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 3000);
const REFERRED = process.env.BENCH_REFERRED === '1';
const BASE_TREE = process.env.BENCH_BASE_TREE ? path.resolve(process.env.BENCH_BASE_TREE) : undefined;
const PG_PORT = 25440;
const PORTS = { gateway: 28096, core: 24070, bffPublic: 24071, bffAdmin: 24072 };

/** A PostgreSQL that counts every statement, nested ones included. */
async function tracedPostgres(dataDir) {
  const first = await startEmbeddedPostgres({ dataDir, port: PG_PORT, database: 'fresh_pouf_bench' });
  await first.stop();
  const conf = path.join(dataDir, 'postgresql.conf');
  writeFileSync(
    conf,
    `${readFileSync(conf, 'utf8')}
shared_preload_libraries = 'pg_stat_statements'
pg_stat_statements.track = all
pg_stat_statements.track_planning = on
track_functions = all
`,
  );
  return startEmbeddedPostgres({ dataDir, port: PG_PORT, database: 'fresh_pouf_bench' });
}

async function query(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const counters = (url) =>
  query(
    url,
    `SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS commits,
            (SELECT wal_bytes FROM pg_stat_wal) AS wal_bytes,
            (SELECT wal_records FROM pg_stat_wal) AS wal_records,
            (SELECT wal_fpi FROM pg_stat_wal) AS wal_fpi`,
  ).then(([r]) => r);

/** Sign-ups through the gateway, `amount` of them; returns the 2xx count. */
async function signUps(gatewayUrl, amount, ref) {
  const result = await autocannon({
    url: `${gatewayUrl}/api/waitlist`,
    method: 'POST',
    connections: 20,
    amount,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const headers = { ...req.headers, 'x-forwarded-for': nextAddress() };
          // The referral code comes as the site's own pages send it: in the attribution header.
          if (ref) headers['x-signup-attribution'] = encodeURIComponent(JSON.stringify({ ref }));
          return { ...req, headers, body: nextBody('stmts') };
        },
      },
    ],
  });
  return result['2xx'];
}

/** The referral code a new entry got, by signing up once. */
async function referrerCode(gatewayUrl) {
  const response = await fetch(`${gatewayUrl}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: nextBody('referrer'),
  });
  const body = await response.json();
  if (!body.referralCode) throw new Error(`the referrer's sign-up answered ${response.status} ${JSON.stringify(body)}`);
  return body.referralCode;
}

/** One product's statements per sign-up. */
async function measure(cwd) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-bench-stmts-'));
  const postgres = await tracedPostgres(dataDir);
  try {
    const stack = await startStack({
      cwd,
      env: { DATABASE_URL: postgres.url, LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' },
      ports: PORTS,
    });
    try {
      await query(postgres.url, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      const ref = REFERRED ? await referrerCode(stack.url) : undefined;
      // Warm: every pooled connection has prepared its statements before counting starts.
      await signUps(stack.url, 400, ref);
      await query(postgres.url, 'SELECT pg_stat_statements_reset()');
      const before = await counters(postgres.url);
      const cpuBefore = backendCpuMs(postgres.dataDir);
      const waits = sampleWaits(postgres.url);
      const ok = await signUps(stack.url, SIGNUPS, ref);
      const waited = await waits.stop();
      const cpu = backendCpuMs(postgres.dataDir) - cpuBefore;
      const after = await counters(postgres.url);
      const rows = await query(
        postgres.url,
        `SELECT toplevel, calls, rows, total_exec_time, total_plan_time, plans, shared_blks_dirtied, shared_blks_hit, wal_bytes,
                regexp_replace(left(query, 110), '\\s+', ' ', 'g') AS query
           FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND query NOT LIKE '%pg_stat_statements%' AND query NOT LIKE '%pg_stat_activity%'
          ORDER BY total_exec_time DESC`,
      );
      return { ok, rows, before, after, cpu, waited };
    } finally {
      await stack.stop();
    }
  } finally {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What core's sessions wait on while the sign-ups run, sampled every 5 ms (a lock on a counter
 * row shows as Lock/transactionid or Lock/tuple; a commit's flush as IO/WALSync or LWLock/WALWrite).
 */
function sampleWaits(url) {
  const client = new pg.Client({ connectionString: url });
  const tally = new Map();
  let samples = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `SELECT coalesce(wait_event_type || '/' || wait_event, 'CPU') AS w, count(*)::int AS n FROM pg_stat_activity
          WHERE backend_type = 'client backend' AND state = 'active' AND pid <> pg_backend_pid() GROUP BY 1`,
      );
      samples += 1;
      for (const r of rows) tally.set(r.w, (tally.get(r.w) ?? 0) + r.n);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { samples, tally: [...tally].sort((a, b) => b[1] - a[1]) };
    },
  };
}

/** CPU time (user + system) of every process of the PostgreSQL whose postmaster runs `dataDir`, in ms. */
function backendCpuMs(dataDir) {
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  for (const p of [pid, ...children(pid)]) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // exited
    }
  }
  return total;
}

function print(label, { ok, rows, before, after, cpu, waited }) {
  const per = (v) => (Number(v) / ok).toFixed(2);
  const top = rows.filter((r) => r.toplevel);
  console.log(`\n${label}: ${ok} sign-ups stored (2xx)`);
  console.log(
    `  per sign-up: ${per(top.reduce((s, r) => s + Number(r.calls), 0))} round trips, ` +
      `${per(rows.reduce((s, r) => s + Number(r.calls), 0))} statements (nested included), ` +
      `${per(Number(after.commits) - Number(before.commits))} commits, ` +
      `${per(Number(after.wal_records) - Number(before.wal_records))} WAL records, ` +
      `${(Number(after.wal_bytes - before.wal_bytes) / ok).toFixed(0)} WAL bytes, ` +
      `${per(Number(after.wal_fpi) - Number(before.wal_fpi))} full-page images, ` +
      `PostgreSQL CPU ${(cpu / ok).toFixed(2)} ms`,
  );
  console.log(
    `  active sessions of core by wait (mean per sample of ${waited.samples}): ` +
      waited.tally.map(([w, n]) => `${w} ${(n / waited.samples).toFixed(2)}`).join(', '),
  );
  console.log('  calls/sign-up  rows/call  exec ms/call  plan ms/call  dirtied/call  level  statement');
  for (const r of rows.slice(0, 25)) {
    const calls = Number(r.calls);
    if (calls / ok < 0.01) continue;
    console.log(
      `  ${per(calls).padStart(13)}  ${(Number(r.rows) / calls).toFixed(2).padStart(9)}  ${(r.total_exec_time / calls).toFixed(3).padStart(12)}  ${(r.total_plan_time / Math.max(1, calls)).toFixed(3).padStart(12)}  ${(Number(r.shared_blks_dirtied) / calls).toFixed(2).padStart(12)}  ${r.toplevel ? 'top  ' : 'inner'}  ${r.query}`,
    );
  }
}

if (BASE_TREE) print(`before (${BASE_TREE})`, await measure(BASE_TREE));
print(`this tree (${root})`, await measure(root));
