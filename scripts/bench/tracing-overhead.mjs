// Overhead of tracing on the sign-up path: POST /api/waitlist through the gateway with tracing
// off, on at its default sampling, and recording every request (exported to a local OTLP/HTTP
// sink), same stack (npm start --no-build), one run.
// Metrics are on in both: the per-route histogram is always recorded. Run with node.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION_S ?? 10);
const ports = { gateway: 28380, core: 24300, bffPublic: 24301, bffAdmin: 24302, postgres: 25733 };
let n = 0;
const body = (tag) =>
  JSON.stringify({
    fullName: 'Bench Visitor',
    email: `${tag}-${process.pid}-${n++}@bench.example.com`,
    plan: 'bi-monthly',
    earlyBird: false,
    isFamily: false,
    numberOfPoufs: 1,
    frequency: 'bi-monthly',
    joinDate: '2026-11-21',
  });
const load = (url, tag) =>
  autocannon({
    url,
    method: 'POST',
    connections: 20,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (r) => ({ ...r, body: body(tag) }) }],
  });

async function waitReady(url) {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never ready`);
}

let spans = 0;
const sink = createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    spans++;
    res.writeHead(200).end('{}');
  });
});
await new Promise((r) => sink.listen(0, '127.0.0.1', r));
const sinkUrl = `http://127.0.0.1:${sink.address().port}`;

async function run(tag, extra) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obs-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports.gateway),
      CORE_PORT: String(ports.core),
      BFF_PUBLIC_PORT: String(ports.bffPublic),
      BFF_ADMIN_PORT: String(ports.bffAdmin),
      EMBEDDED_PG_PORT: String(ports.postgres),
      EMBEDDED_PG_DIR: dataDir,
      LOG_LEVEL: 'error',
      WAITLIST_RATE_LIMIT_MAX: '100000000',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(`http://127.0.0.1:${ports.gateway}/readyz`);
    const url = `http://127.0.0.1:${ports.gateway}/api/waitlist`;
    await load(url, `warm-${tag}`);
    const r = await load(url, tag);
    return r;
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const line = (name, r) =>
  `${name}: ${Math.round(r['2xx'] / r.duration)} 2xx/s (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors)`;
const modes = {
  off: {},
  sampled: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl },
  every: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, OTEL_TRACES_SAMPLER_ARG: '1' },
};
const results = {};
for (const [mode, env] of Object.entries(modes)) results[mode] = await run(mode, env);
console.log(line('tracing off', results.off));
console.log(line('tracing on, default sampling', results.sampled));
console.log(line('tracing on, every request recorded', results.every));
const ratio = (r) => (r['2xx'] / results.off['2xx']).toFixed(3);
console.log(
  `throughput against off: default sampling ${ratio(results.sampled)}, every request ${ratio(results.every)}; OTLP exports received: ${spans}`,
);
sink.close();
