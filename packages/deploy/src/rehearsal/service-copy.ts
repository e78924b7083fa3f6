import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readConfig } from './config';

/** One running copy of a compiled service, kept running as a container's restart policy would. */
export interface ServiceCopy {
  /** e.g. "core-service #1" */
  label: string;
  url: string;
  /** Starts the copy; resolves once /readyz answers 200. */
  start(): Promise<void>;
  /**
   * SIGKILL (no shutdown at all); the restart policy brings it back, once `restartAfter` (when
   * given) has settled: a copy that is back within a blink would not be seen down by a monitor
   * that looks every second. Resolves with how long until the new process answered /readyz, and
   * how long of that the restart was held.
   */
  killAndAwaitRecovery(options?: {
    restartAfter?: () => Promise<unknown>;
  }): Promise<{ recoveredMs: number; heldMs: number }>;
  /** Waits until /readyz answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** Processes started after the first (restarts by the policy, after a kill or a crash). */
  restarts(): number;
  /** SIGTERM, as an orchestrator stops a container; no restart after it. */
  stop(): Promise<void>;
}

export interface ServiceCopyOptions {
  label: string;
  /** The compiled entry point, e.g. <repo>/core-service/dist/main.js. */
  script: string;
  port: number;
  env: Record<string, string>;
  /** Its stdout and stderr go here (appended, across restarts). */
  logFile: string;
  /** Where it runs: the repository root, as an image's /app. */
  cwd: string;
}

/** Like Docker's restart policy: at once, then longer pauses while it keeps failing (up to 2 s). */
const RESTART_DELAYS_MS = [0, 100, 200, 400, 800, 1_600, 2_000];
/** Up this long, a process counts as having started well: the next failure restarts at once again. */
const STABLE_AFTER_MS = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function serviceCopy(options: ServiceCopyOptions): ServiceCopy {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let log: WriteStream | undefined;
  let stopping = false;
  let starts = 0;
  let failuresInARow = 0;
  /** What the next restart waits for (set by a kill that asks for it). */
  let restartGate: (() => Promise<unknown>) | undefined;

  function spawnProcess(): void {
    log ??= createWriteStream(options.logFile, { flags: 'a' });
    starts += 1;
    const startedAt = Date.now();
    const proc = spawn(process.execPath, [options.script], {
      cwd: options.cwd,
      env: {
        PATH: readConfig().PATH,
        ...options.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(options.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.pipe(log, { end: false });
    proc.stderr?.pipe(log, { end: false });
    child = proc;
    proc.once('exit', (code, signal) => {
      log?.write(`\n[rehearsal] ${options.label} exited (${signal ?? code})\n`);
      if (stopping) return;
      failuresInARow = Date.now() - startedAt > STABLE_AFTER_MS ? 0 : failuresInARow + 1;
      const delay = RESTART_DELAYS_MS[Math.min(failuresInARow, RESTART_DELAYS_MS.length - 1)] ?? 2_000;
      const gate = restartGate;
      restartGate = undefined;
      // Whatever the gate's outcome (its caller reports it), the policy restarts the copy.
      void (gate ? gate().catch(() => undefined) : Promise.resolve()).then(() =>
        setTimeout(() => {
          if (!stopping) spawnProcess();
        }, delay),
      );
    });
  }

  async function ready(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline)
        throw new Error(`${options.label} did not become ready in ${timeoutMs / 1000} s (log: ${options.logFile})`);
      await pause(25);
    }
  }

  return {
    label: options.label,
    url,
    async start() {
      spawnProcess();
      await ready();
    },
    async killAndAwaitRecovery(kill = {}) {
      const victim = child;
      if (!victim || victim.exitCode !== null) throw new Error(`${options.label} is not running`);
      const killedAt = performance.now();
      let heldMs = 0;
      const { restartAfter } = kill;
      if (restartAfter) {
        restartGate = () => restartAfter().finally(() => (heldMs = Math.round(performance.now() - killedAt)));
      }
      const gone = new Promise((resolve) => victim.once('exit', resolve));
      victim.kill('SIGKILL');
      await gone;
      // The new process (the policy's) must be the one answering, not the dead one's port.
      await ready();
      return { recoveredMs: Math.round(performance.now() - killedAt), heldMs };
    },
    ready,
    restarts: () => Math.max(0, starts - 1),
    async stop() {
      stopping = true;
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        const gone = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await Promise.race([gone, pause(20_000).then(() => proc.kill('SIGKILL'))]);
      }
      await new Promise((resolve) => (log ? log.end(resolve) : resolve(undefined)));
    },
  };
}
