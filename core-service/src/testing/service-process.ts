import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support: the services as real processes, started the way `npm start` starts them. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything written to stdout so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
}

export function spawnNode(args: string[], env: Record<string, string>): ServiceProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** One service's main.ts, as `npm start` runs it. */
export const spawnService = (entry: string, env: Record<string, string>) =>
  spawnNode(['--import', 'tsx', path.join(REPO_ROOT, entry)], env);

/** The status /readyz answers (0 when nothing answers). */
export async function readiness(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) })).status;
  } catch {
    return 0;
  }
}

/** Polls until `url`'s /readyz answers `status`, or fails with the process output. */
export async function waitForReadiness(
  url: string,
  status: number,
  what: ServiceProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await readiness(url)) !== status) {
    if (Date.now() > deadline) throw new Error(`${url}/readyz never answered ${status}\n${what.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The JSON log lines a process wrote (other lines, e.g. a printed password, are skipped). */
export function logLines(output: string): Record<string, unknown>[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
