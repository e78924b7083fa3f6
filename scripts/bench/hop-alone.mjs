// What each hop of the sign-up path costs by itself: the gateway before a stub bff-public, bff-public
// before a stub core (each stub answers a sign-up at once, as the real one would), and core on a
// PostgreSQL of its own, called as bff-public calls it. Each is loaded at 20 connections, alone on
// the machine, and its CPU per answered sign-up read from /proc, with a minimal node:http proxy
// before the same stub for scale. In the whole stack the hops share two cores with PostgreSQL and
// the load, and each costs about twice as much; alone, a change to one hop shows without the
// others' noise. BENCH_HOPS picks (gateway,bff-public,core,proxy); BENCH_ROUNDS rounds of
// BENCH_DURATION_S seconds each, medians. Run with `node --import tsx`.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../../packages/dev-postgres/src/index.ts';
import { nextAddress, nextBody, signupLoad } from './signup-load.mjs';
import { median, runEntry, spawnNode, treeCpuSeconds, waitFor } from './stack.mjs';

const HOPS = (process.env.BENCH_HOPS ?? 'proxy,gateway,bff-public,core').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const PORTS = { stub: 24401, hop: 24402, postgres: 25441 };
const url = (port, p = '') => `http://127.0.0.1:${port}${p}`;
const TOKEN = randomBytes(32).toString('hex');

/** What the hop behind answers a sign-up with, at once. */
const STUB_ANSWERS = {
  // bff-public's answer, for the gateway.
  'bff-public': [
    201,
    JSON.stringify({ id: 123456, message: "You're on the list!", place: 4567, referralCode: 'a1b2c3d4e5f6' }),
  ],
  // core's answer, for bff-public.
  core: [
    200,
    JSON.stringify({
      outcome: 'created',
      id: 123456,
      count: { totalHits: 1, resetTime: new Date(Date.now() + 3_600_000).toISOString() },
      place: 4567,
      referralCode: 'a1b2c3d4e5f6',
    }),
  ],
};

async function startStub(kind) {
  const [status, body] = STUB_ANSWERS[kind];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const ready = req.url === '/readyz' || req.url === '/healthz';
      res.writeHead(ready ? 200 : status, { 'content-type': 'application/json' }).end(ready ? '{}' : body);
    });
  });
  await new Promise((resolve) => server.listen(PORTS.stub, '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The smallest proxy node:http makes: read the body, send it on over a kept-alive connection, pass the answer back. */
const PROXY_SOURCE = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true });
http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    http.request({ host: '127.0.0.1', port: ${PORTS.stub}, method: req.method, path: req.url, agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length } }, (answer) => {
      const back = [];
      answer.on('data', (c) => back.push(c));
      answer.on('end', () => res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(Buffer.concat(back)));
    }).end(body);
  });
}).listen(${PORTS.hop}, '127.0.0.1');`;

// BENCH_PROFILE_DIR: each hop also writes a CPU profile there (for Chrome's DevTools).
const service = (entry, env) => runEntry(entry, { LOG_LEVEL, ...env }, process.env.BENCH_PROFILE_DIR);

/** A counted sign-up as bff-public sends it to core: a new address and client address each. */
function coreLoad(duration) {
  return autocannon({
    url: url(PORTS.hop, '/internal/waitlist-entries/counted'),
    method: 'POST',
    connections: 20,
    duration,
    headers: { 'content-type': 'application/json', 'x-service-token': TOKEN },
    requests: [
      {
        setupRequest: (req) => {
          const clientAddress = nextAddress();
          const body = `{"limit":{"key":"${clientAddress}","max":10,"windowMs":900000},"clientAddress":"${clientAddress}","signup":${nextBody('hop')}}`;
          return { ...req, body };
        },
      },
    ],
  });
}

async function measure(hop, pid, load) {
  await load(3);
  const rows = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = treeCpuSeconds(pid);
    const result = await load(DURATION_S);
    const cpu = treeCpuSeconds(pid) - before;
    if (result.non2xx || result.errors) throw new Error(`${hop}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({ rps: result['2xx'] / result.duration, usPer: (cpu * 1e6) / result['2xx'] });
  }
  const usPer = rows.map((r) => r.usPer);
  console.log(
    `${hop.padEnd(10)} ${Math.round(median(rows.map((r) => r.rps)))
      .toString()
      .padStart(
        6,
      )} 2xx/s  ${median(usPer).toFixed(0).padStart(4)} µs of CPU a sign-up  (rounds ${usPer.map((v) => v.toFixed(0)).join(', ')})`,
  );
}

const signups = (duration) => signupLoad(url(PORTS.hop, '/api/waitlist'), 'hop', { duration, connections: 20 });

console.log(`each hop alone, 20 connections, ${ROUNDS} rounds of ${DURATION_S} s, LOG_LEVEL=${LOG_LEVEL}, medians:`);
for (const hop of HOPS) {
  if (hop === 'core') {
    const pgDir = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-hop-pg-'));
    const postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: PORTS.postgres, database: 'fresh_pouf_hop' });
    try {
      const migrate = service('core-service/src/db/migrate.main.ts', { DATABASE_URL: postgres.url });
      if ((await migrate.exited) !== 0) throw new Error('the migrations failed');
      const core = service('core-service/src/main.ts', {
        PORT: String(PORTS.hop),
        DATABASE_URL: postgres.url,
        CORE_SERVICE_TOKEN: TOKEN,
        PUBLIC_SITE_URL: url(PORTS.hop),
      });
      try {
        await waitFor(url(PORTS.hop, '/readyz'), { timeoutMs: 90_000 });
        await measure(hop, core.pid, coreLoad);
      } finally {
        await core.stop();
      }
    } finally {
      await postgres.stop();
      rmSync(pgDir, { recursive: true, force: true });
    }
    continue;
  }
  const stub = await startStub(hop === 'bff-public' ? 'core' : 'bff-public');
  const started =
    hop === 'proxy'
      ? spawnNode(['-e', PROXY_SOURCE])
      : hop === 'gateway'
        ? service('gateway/src/main.ts', {
            PORT: String(PORTS.hop),
            BFF_PUBLIC_URL: url(PORTS.stub),
            PUBLIC_SITE_URL: url(PORTS.hop),
            // The bench is its proxy: each sign-up's X-Forwarded-For is its client address.
            TRUST_PROXY: 'loopback',
          })
        : service('bff-public/src/main.ts', {
            PORT: String(PORTS.hop),
            CORE_SERVICE_URL: url(PORTS.stub),
            CORE_SERVICE_TOKEN: TOKEN,
            TRUST_PROXY: '127.0.0.1',
            PUBLIC_SITE_URL: url(PORTS.hop),
          });
  try {
    await waitFor(url(PORTS.hop, '/healthz'), { timeoutMs: 90_000, accept: (r) => r.status < 500 });
    await measure(hop, started.pid, signups);
  } finally {
    await started.stop();
    await stub.close();
  }
}
