// What the sign-up benches share: the load (POST /api/waitlist, a new address and client per
// sign-up), a local OTLP/HTTP sink, a Prometheus-like scraper, and the rounds' summary.
import { createServer } from 'node:http';
import { connect } from 'node:net';
import autocannon from 'autocannon';
import { median } from './stack.mjs';

/** The JSON of a sign-up the shared schema accepts, for `email` on `plan`. */
export const signupBody = (email, plan = 'bi-monthly') =>
  JSON.stringify({
    fullName: 'Bench Visitor',
    email,
    plan,
    earlyBird: false,
    isFamily: false,
    numberOfPoufs: 1,
    frequency: plan,
    joinDate: '2026-11-21',
  });

let counter = 0;
export const nextBody = (tag) => signupBody(`${tag}-${process.pid}-${counter++}@bench.example.com`);
// A documentation range address per sign-up (198.18.0.0/15 holds 131,072 of them).
export const nextAddress = () => `198.${18 + ((counter >> 16) & 1)}.${(counter >> 8) & 255}.${counter & 255}`;

/** Sign-ups at `connections` for `duration` seconds; each from its own address unless `oneAddress`. */
export function signupLoad(url, tag, { duration, connections = 20, oneAddress = false }) {
  return autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const headers = oneAddress ? req.headers : { ...req.headers, 'x-forwarded-for': nextAddress() };
          return { ...req, headers, body: nextBody(tag) };
        },
      },
    ],
  });
}

/** Where OTLP/HTTP exports go: counted and dropped, as a collector's receiver would accept them. */
export async function startOtlpSink() {
  let exports = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      exports += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    exports: () => exports,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Scrapes each port's /metrics every `ms`, as Prometheus would. */
export function scrapeEvery(ms, ports) {
  let scrapes = 0;
  const timer = setInterval(() => {
    for (const port of ports) {
      fetch(`http://127.0.0.1:${port}/metrics`)
        .then((r) => r.text())
        .then(
          () => (scrapes += 1),
          () => undefined,
        );
    }
  }, ms);
  return { scrapes: () => scrapes, stop: () => clearInterval(timer) };
}

/** Fails now if something already listens on one of the bench's ports (it would answer for the stack). */
export async function assertPortsFree(ports) {
  for (const port of ports) {
    const taken = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (taken) throw new Error(`port ${port} is in use: stop what listens there, or the bench would measure it`);
  }
}

const okPerSecond = (r) => r['2xx'] / r.duration;

/** Median of the rounds: 2xx/s, p50, p99, each round's 2xx/s, and the totals of what was not a 2xx. */
export function combine(runs) {
  return {
    rps: median(runs.map(okPerSecond)),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    rounds: runs.map((r) => Math.round(okPerSecond(r))),
    p99Rounds: runs.map((r) => r.latency.p99),
  };
}

/** Sign-ups a stack answers per second of its CPU (rounds that recorded `cpuSeconds`). */
export const signupsPerCpuSecond = (r) => r['2xx'] / r.cpuSeconds;

/**
 * Each round's ratio of `runs` to `base` by `measure` (2xx/s unless told; the same round, taken
 * back to back), and their median: a noisy moment on the shared machine moves one round's pair
 * together, so the ratio of a round says more than the ratio of two medians.
 */
export function pairedRatios(runs, base, measure = okPerSecond) {
  const ratios = runs.map((r, i) => measure(r) / measure(base[i]));
  return {
    median: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    interval: medianInterval(ratios),
    all: ratios,
  };
}

/**
 * A 95 % confidence interval for the median of what `values` sample, from their order statistics
 * alone (the sign test's interval): it assumes no shape of the noise, which on a shared host has
 * long tails. The k-th smallest and k-th largest value bound the median with probability
 * 1 − 2·P(Binomial(n, ½) < k); k is the largest that keeps this at 95 % or more. Under 6 values
 * no such k exists, and the interval is left out.
 */
export function medianInterval(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  let below = 0; // P(Binomial(n, ½) < k), for the k being tried
  let term = 0.5 ** n; // P(Binomial(n, ½) = k − 1)
  let k = 0;
  for (let next = 1; next <= n / 2; next += 1) {
    const withNext = below + term; // P(Binomial(n, ½) < next)
    if (2 * withNext > 0.05) break;
    below = withNext;
    k = next;
    term = (term * (n - next + 1)) / next;
  }
  return k === 0 ? undefined : { low: sorted[k - 1], high: sorted[n - k], confidence: 1 - 2 * below };
}
