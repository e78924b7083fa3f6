import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@fresh-pouf/dev-postgres';
import { stringify } from 'yaml';
import { readConfig } from './config';

/** One series of an instant query: its labels and value. */
export interface Sample {
  metric: Record<string, string>;
  value: number;
}

/** One series of a range selector: its raw samples, [unix seconds, value], oldest first. */
export interface Series {
  metric: Record<string, string>;
  values: [number, number][];
}

/** An alert as /api/v1/alerts reports it (pending or firing; an alert that cleared is absent). */
export interface PrometheusAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
  activeAt: string;
}

export interface PrometheusServer {
  url: string;
  /** /api/v1/query at `time` (unix seconds; now when left out) of an expression giving an instant vector. */
  query(expr: string, time?: number): Promise<Sample[]>;
  /** /api/v1/query of a range selector (`metric[30s]`): the raw samples scraped, no extrapolation. */
  samples(selector: string, time?: number): Promise<Series[]>;
  /** /api/v1/alerts: the alerts pending or firing now. */
  alerts(): Promise<PrometheusAlert[]>;
  /** Polls `probe` (every 200 ms) until it answers something other than undefined; throws after `timeoutMs`. */
  until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs?: number): Promise<T>;
  /** SIGTERM by pid, then its storage goes. */
  stop(): Promise<void>;
}

export interface PrometheusOptions {
  /** Scrape targets (host:port of /metrics) by job, the job being the service's name as the alert rules expect. */
  targets: Record<string, string[]>;
  /** The rules file (YAML text) Prometheus evaluates. */
  rules: string;
  /** Its log goes here. */
  logFile: string;
  /** How often it scrapes and evaluates the rules. */
  intervalSeconds: number;
}

interface ApiAnswer<T> {
  status: 'success' | 'error';
  data: T;
  error?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Debian's Prometheus (`apt-get install prometheus`, as .ci/run does) on a free loopback port,
 * with its storage in a temporary folder: it scrapes the given copies and evaluates the rules,
 * and the rehearsal asks its HTTP API what it saw, as an operator's dashboards would.
 */
export async function startPrometheus(options: PrometheusOptions): Promise<PrometheusServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-prometheus-'));
  const port = await freePort();
  const interval = `${options.intervalSeconds}s`;
  await writeFile(path.join(dir, 'alerts.yml'), options.rules);
  await writeFile(
    path.join(dir, 'prometheus.yml'),
    stringify({
      global: { scrape_interval: interval, scrape_timeout: interval, evaluation_interval: interval },
      rule_files: ['alerts.yml'],
      scrape_configs: Object.entries(options.targets).map(([job, targets]) => ({
        job_name: job,
        static_configs: [{ targets }],
      })),
    }),
  );
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { cwd: dir, env: { PATH: readConfig().PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (err) =>
      reject(
        new Error(
          `prometheus could not start (${err.message}): install Debian's prometheus package (apt-get install prometheus), as .ci/run does`,
        ),
      ),
    );
  });

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.kill('SIGTERM');
      await Promise.race([exited, pause(10_000).then(() => child.kill('SIGKILL'))]);
    }
    await new Promise((resolve) => log.end(resolve));
    await rm(dir, { recursive: true, force: true });
  }

  async function api<T>(pathAndQuery: string): Promise<T> {
    const response = await fetch(`${url}${pathAndQuery}`, { signal: AbortSignal.timeout(5_000) });
    const answer = (await response.json()) as ApiAnswer<T>;
    if (answer.status !== 'success') throw new Error(`Prometheus ${pathAndQuery}: ${answer.error ?? response.status}`);
    return answer.data;
  }
  const at = (time?: number) => (time === undefined ? '' : `&time=${time}`);

  const server: PrometheusServer = {
    url,
    async query(expr, time) {
      const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
        `/api/v1/query?query=${encodeURIComponent(expr)}${at(time)}`,
      );
      return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    async samples(selector, time) {
      const data = await api<{ result: { metric: Record<string, string>; values: [number, string][] }[] }>(
        `/api/v1/query?query=${encodeURIComponent(selector)}${at(time)}`,
      );
      return data.result.map((r) => ({
        metric: r.metric,
        values: r.values.map(([t, v]): [number, number] => [t, Number(v)]),
      }));
    },
    async alerts() {
      return (await api<{ alerts: PrometheusAlert[] }>('/api/v1/alerts')).alerts;
    },
    async until(what, probe, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await probe().catch(() => undefined);
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`Prometheus: ${what} not seen within ${timeoutMs / 1000} s`);
        await pause(200);
      }
    },
    stop,
  };

  try {
    await spawned;
    await server.until(
      'its readiness (/-/ready)',
      () => fetch(`${url}/-/ready`).then((r) => (r.ok ? true : undefined)),
      30_000,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return server;
}
