// POST /api/waitlist requests per second through the gateway (gateway -> bff-public -> core ->
// PostgreSQL, with the outbox row in the same transaction), against the same insert done by a
// bare node:http + pg server on the same PostgreSQL, in the same run. Run with `node --import tsx`.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../packages/dev-postgres/src/index.ts';
import { startStack } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_PORT = 25434;

let counter = 0;
const nextBody = (tag) =>
  JSON.stringify({
    fullName: 'Bench Visitor',
    email: `${tag}-${process.pid}-${counter++}@bench.example.com`,
    plan: 'bi-monthly',
    earlyBird: false,
    isFamily: false,
    numberOfPoufs: 1,
    frequency: 'bi-monthly',
    joinDate: '2026-11-21',
  });

function load(url, tag) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: nextBody(tag) }) }],
  });
}

/** The floor: parse JSON, one INSERT, answer 201. No validation, no hops, no outbox. */
async function startBareServer(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      try {
        const e = JSON.parse(body);
        const { rows } = await pool.query(
          `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, is_family, number_of_poufs, frequency, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now()) RETURNING id`,
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

/** Answers that stored a sign-up, per second: a refused or failed request is not throughput. */
const okPerSecond = (r) => r['2xx'] / r.duration;

const summary = (name, r) =>
  `${name}: ${Math.round(okPerSecond(r))} 2xx/s (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r['2xx']} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors)`;

export async function benchWaitlist() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-bench-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: PG_PORT, database: 'fresh_pouf_bench' });
  const stack = await startStack({ env: { DATABASE_URL: postgres.url, WAITLIST_RATE_LIMIT_MAX: '100000000' } });
  try {
    await load(`${stack.url}/api/waitlist`, 'warm');
    const product = await load(`${stack.url}/api/waitlist`, 'gateway');
    const bare = await startBareServer(postgres.url);
    const floor = await load(bare.url, 'bare');
    await bare.close();
    return { product, floor };
  } finally {
    await stack.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { product, floor } = await benchWaitlist();
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, one machine`);
  console.log(summary('through the gateway (gateway -> bff-public -> core -> PostgreSQL)', product));
  console.log(summary('bare node:http + pg insert', floor));
  console.log(`ratio: ${(okPerSecond(product) / okPerSecond(floor)).toFixed(2)} of the bare server's 2xx/s (p99 through the gateway ${product.latency.p99} ms)`);
}
