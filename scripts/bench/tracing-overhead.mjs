// What telemetry costs the sign-up path: POST /api/waitlist through the gateway (20 connections,
// one client address per sign-up, the limit at its default, LOG_LEVEL=info) on stacks started
// side by side, each `npm start` on a PostgreSQL of its own:
//
//   off       no OTEL_EXPORTER_OTLP_ENDPOINT, no METRICS_PORT;
//   control   off again, on a stack of its own: how far two identical stacks differ in one run,
//             the floor under which no mode's difference from "off" means anything;
//   metrics   /metrics on every service, scraped every 5 s;
//   tracing   traces exported to a local OTLP/HTTP sink at the default sampling (5 %, at most
//             1 trace a second a process);
//   both      tracing and metrics, as production runs (the issue's "with");
//   uncapped  both, 5 % with no cap on traces a second (the sampling before the cap);
//   fifth     both, at most one trace every 5 s a process (TRACES_MAX_PER_SECOND=0.2);
//   armed     both, sampling nothing (OTEL_TRACES_SAMPLER_ARG=0): what the instrumentation costs
//             every request, apart from the traces it records;
//   every     both, recording every request (OTEL_TRACES_SAMPLER_ARG=1, no cap).
//
// The stacks take turns, BENCH_ROUNDS rounds of BENCH_DURATION_S seconds after a warm-up, the
// order rotating each round; every figure is the median of the rounds, with their spread, and
// each mode's ratio to "off" is the median of its per-round ratios (a noisy moment moves a round's
// pair together), with a 95 % interval for that median from the rounds' order statistics: with
// enough rounds (20 or more) it says whether a mode is within a bound, whatever one run's median
// says; BENCH_ROUNDS_FILE keeps each round's ratios in a file and pools every round it holds (runs of
// one tree on one host). BENCH_MODES picks modes (default off,metrics,tracing,both). BENCH_BASE_TREE
// names another checkout (built, with node_modules): its "off" and "both" run in the same rounds
// as "before off" and "before both", for a before/after in one run. Run with node; on a host other
// work shares, at a raised priority (as root: `nice -n -15 node scripts/bench/tracing-overhead.mjs`),
// so the stacks take turns with each other rather than with whatever else runs.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertPortsFree,
  combine,
  medianInterval,
  pairedRatios,
  scrapeEvery,
  signupLoad,
  signupsPerCpuSecond,
  startOtlpSink,
} from './signup-load.mjs';
import { cpuMsPer2xx, HOPS, hopCpuSeconds, stackHopPids } from './hop-cpu.mjs';
import { median, root, startStack } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const MODES = (process.env.BENCH_MODES ?? 'off,metrics,tracing,both').split(',');
const BASE_TREE = process.env.BENCH_BASE_TREE ? path.resolve(process.env.BENCH_BASE_TREE) : undefined;
const ROUNDS_FILE = process.env.BENCH_ROUNDS_FILE ? path.resolve(process.env.BENCH_ROUNDS_FILE) : undefined;
const SCRAPE_MS = 5_000;

const telemetry = {
  off: { tracing: false, metrics: false },
  control: { tracing: false, metrics: false },
  metrics: { tracing: false, metrics: true },
  tracing: { tracing: true, metrics: false },
  both: { tracing: true, metrics: true },
  uncapped: { tracing: true, metrics: true, perSecond: '1000000' },
  fifth: { tracing: true, metrics: true, perSecond: '0.2' },
  armed: { tracing: true, metrics: true, ratio: '0' },
  every: { tracing: true, metrics: true, ratio: '1', perSecond: '1000000' },
};

const stacksToRun = [
  ...MODES.map((mode) => ({ label: mode, mode, cwd: root })),
  ...(BASE_TREE
    ? [
        { label: 'before off', mode: 'off', cwd: BASE_TREE },
        { label: 'before both', mode: 'both', cwd: BASE_TREE },
      ]
    : []),
];

// Ten ports a stack: gateway, core, the two BFFs, PostgreSQL, and the four /metrics ports.
const portsOf = (i) => ({
  gateway: 28400 + i * 10,
  core: 28401 + i * 10,
  bffPublic: 28402 + i * 10,
  bffAdmin: 28403 + i * 10,
  postgres: 28404 + i * 10,
  metrics: 28405 + i * 10,
});

const tagOf = (stack) => stack.label.replace(/\s+/g, '-');

// Where the median ratio lies, 95 % sure (medianInterval): a mode is within a bound when the
// interval's low end is, not when one run's median happens to be.
const intervalText = (interval) =>
  interval
    ? `${interval.low.toFixed(2)}–${interval.high.toFixed(2)} at ${Math.floor(100 * interval.confidence)} %`
    : '';
const within = ({ interval }) => (interval ? `; median ${intervalText(interval)}` : '');

/**
 * BENCH_ROUNDS_FILE: each round's ratios to "off" of this tree (pairedRatios', by 2xx/s and by
 * sign-ups per CPU second) are appended to the file, a JSON line a mode and round, and the medians
 * and intervals of every round the file holds are printed: runs of the same tree on the same host
 * pooled, for an interval no one run's rounds give.
 */
function poolRounds(running, runs) {
  const off = runs.get('off');
  if (!off) return;
  for (const stack of running.filter((s) => s.cwd === root && s.mode !== 'off')) {
    const own = runs.get(stack.label);
    const cpu = pairedRatios(own, off, signupsPerCpuSecond).all;
    const lines = pairedRatios(own, off).all.map((throughput, i) =>
      JSON.stringify({ mode: stack.mode, throughput, cpu: cpu[i] }),
    );
    appendFileSync(ROUNDS_FILE, `${lines.join('\n')}\n`);
  }
  const pooled = readFileSync(ROUNDS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  console.log(`pooled with the rounds before in ${ROUNDS_FILE} (÷ off by 2xx/s / by sign-ups per CPU second):`);
  const show = (values) => {
    const interval = medianInterval(values);
    return `${median(values).toFixed(2)}${interval ? ` [${intervalText(interval)}]` : ''}`;
  };
  for (const mode of new Set(pooled.map((r) => r.mode))) {
    const rounds = pooled.filter((r) => r.mode === mode);
    console.log(
      `${mode.padEnd(12)} ${rounds.length} rounds: ${show(rounds.map((r) => r.throughput))} / ${show(rounds.map((r) => r.cpu))}`,
    );
  }
}

const sink = await startOtlpSink();
const running = [];
const scrapers = [];
try {
  await assertPortsFree(stacksToRun.flatMap((_, i) => Object.values(portsOf(i))));
  for (const [i, stack] of stacksToRun.entries()) {
    const { tracing, metrics, ratio, perSecond } = telemetry[stack.mode];
    const ports = portsOf(i);
    const env = {
      LOG_LEVEL: 'info',
      // The bench is the gateway's proxy: each sign-up's X-Forwarded-For is its client address.
      TRUST_PROXY: 'loopback',
      ...(tracing ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {}),
      ...(ratio ? { OTEL_TRACES_SAMPLER_ARG: ratio } : {}),
      ...(perSecond ? { TRACES_MAX_PER_SECOND: perSecond } : {}),
      // scripts/start.mjs: core's /metrics on it, bff-public, bff-admin and the gateway on the next three.
      ...(metrics ? { METRICS_PORT: String(ports.metrics) } : {}),
    };
    const handle = await startStack({ cwd: stack.cwd, env, ports });
    running.push({ ...stack, handle, hopPids: stackHopPids(stack.cwd, ports, handle.dataDir) });
    if (metrics)
      scrapers.push(
        scrapeEvery(
          SCRAPE_MS,
          [0, 1, 2, 3].map((k) => ports.metrics + k),
        ),
      );
  }
  for (const stack of running)
    await signupLoad(`${stack.handle.url}/api/waitlist`, `warm-${tagOf(stack)}`, { duration: 4 });
  const runs = new Map(running.map((s) => [s.label, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Rotating the order: no stack always follows the same one.
    const order = running.map((_, k) => running[(k + round) % running.length]);
    const results = new Map();
    for (const stack of order) {
      const cpuBefore = stack.handle.cpuSeconds();
      const hopsBefore = hopCpuSeconds(stack.hopPids);
      const result = await signupLoad(`${stack.handle.url}/api/waitlist`, tagOf(stack), { duration: DURATION_S });
      result.cpuSeconds = stack.handle.cpuSeconds() - cpuBefore;
      result.hopMs = cpuMsPer2xx(hopsBefore, hopCpuSeconds(stack.hopPids), result['2xx']);
      results.set(stack.label, result);
    }
    for (const stack of running) runs.get(stack.label).push(results.get(stack.label));
  }

  console.log(
    `20 connections, ${ROUNDS} rounds of ${DURATION_S} s taking turns, medians (spread of the rounds); one client address per sign-up; LOG_LEVEL=info`,
  );
  for (const stack of running) {
    const r = combine(runs.get(stack.label));
    const base = runs.get(stack.cwd === root ? 'off' : 'before off');
    const ratio = base && stack.mode !== 'off' ? pairedRatios(runs.get(stack.label), base) : undefined;
    console.log(
      `${stack.label.padEnd(12)} ${String(Math.round(r.rps)).padStart(5)} 2xx/s (${Math.min(...r.rounds)}–${Math.max(...r.rounds)})  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms` +
        (ratio
          ? `  ${ratio.median.toFixed(2)} of off (rounds ${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}${within(ratio)})`
          : '') +
        `  [${r.non2xx} non-2xx, ${r.errors} errors]`,
    );
  }
  // Throughput on two shared cores swings with whatever else runs; the CPU each sign-up costs the
  // stack moves far less, and on a host where the stack is CPU-bound it is what throughput divides.
  console.log("CPU per sign-up, all of a stack's processes (PostgreSQL included), median of the rounds:");
  for (const stack of running) {
    const own = runs.get(stack.label);
    const base = runs.get(stack.cwd === root ? 'off' : 'before off');
    const costs = own.map((r) => (1000 * r.cpuSeconds) / r['2xx']);
    const ratio = base && stack.mode !== 'off' ? pairedRatios(own, base, signupsPerCpuSecond) : undefined;
    console.log(
      `${stack.label.padEnd(12)} ${median(costs).toFixed(2)} ms (rounds ${Math.min(...costs).toFixed(2)}–${Math.max(...costs).toFixed(2)})` +
        (ratio
          ? `  ${ratio.median.toFixed(2)} of off's sign-ups per CPU second (rounds ${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}${within(ratio)})`
          : ''),
    );
  }
  // Which process pays: a hop's CPU per sign-up, median of the rounds.
  console.log(`ms of CPU per sign-up by process, median of the rounds: ${HOPS.join(' / ')}`);
  for (const stack of running) {
    const own = runs.get(stack.label);
    console.log(
      `${stack.label.padEnd(12)} ${HOPS.map((hop) => median(own.map((r) => r.hopMs[hop])).toFixed(2)).join(' / ')}`,
    );
  }
  if (ROUNDS_FILE) poolRounds(running, runs);
  console.log(`OTLP exports received: ${sink.exports()}; scrapes: ${scrapers.reduce((n, s) => n + s.scrapes(), 0)}`);
} finally {
  for (const scraper of scrapers) scraper.stop();
  for (const stack of running.reverse()) await stack.handle.stop().catch(() => undefined);
  await sink.close();
}
