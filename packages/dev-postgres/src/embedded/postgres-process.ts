import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { OsUser } from './os-user';
import type { ServerLog } from './server-log';

const READY_MESSAGE = 'database system is ready to accept connections';
/** Environment variables PostgreSQL's programs may use. */
const PASSED_ON = ['PATH', 'TZ', 'TMPDIR'];

/**
 * Only what PostgreSQL needs: the service's own secrets (service token, Postmark token) stay
 * out of an environment that any session running as the postgres user could read. English
 * messages, because readiness and failures are recognised by their text.
 */
function environment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { LC_MESSAGES: 'C' };
  // eslint-disable-next-line no-restricted-properties -- passed on to PostgreSQL, not read as configuration
  for (const name of PASSED_ON) if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}

function options(as: OsUser | null, detached: boolean): SpawnOptions {
  return {
    env: environment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
    ...(as ? { uid: as.uid, gid: as.gid } : {}),
  };
}

/** What an operator needs when a program cannot even be started (EACCES, ENOENT, ...). */
function spawnFailure(file: string, as: OsUser | null, err: unknown): Error {
  const code = (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));
  const who = as ? `the ${as.name} OS user` : 'this user';
  const fix = as
    ? `${as.name} needs read and execute permission on it and execute permission on every directory above it; ` +
      'run `npm start` as a non-root user, or set DATABASE_URL.'
    : 'Run npm ci again, or set DATABASE_URL to use another PostgreSQL.';
  return new Error(`Could not run ${file} as ${who} (${code}). ${fix}`);
}

/**
 * Spawns without ever leaving an 'error' event unhandled: a spawn failure arrives as that event,
 * and unhandled it would crash the process with a stack trace instead of a startup error.
 */
function spawnGuarded(file: string, args: string[], as: OsUser | null, detached: boolean) {
  let child: ChildProcess;
  try {
    child = spawn(file, args, options(as, detached));
  } catch (err) {
    return { child: null, failed: Promise.resolve(spawnFailure(file, as, err)) };
  }
  const failed = new Promise<Error>((resolve) => child.once('error', (err) => resolve(spawnFailure(file, as, err))));
  return { child, failed };
}

/** Runs a program (initdb) to its end; rejects with what it printed when it fails. */
export async function runProgram(file: string, args: string[], as: OsUser | null, log: ServerLog): Promise<void> {
  const { child, failed } = spawnGuarded(file, args, as, false);
  if (!child) throw await failed;
  child.stdout?.on('data', log.write);
  child.stderr?.on('data', log.write);
  const exited = new Promise<Error | null>((resolve) =>
    child.once('close', (code, signal) =>
      resolve(code === 0 ? null : new Error(`${file} failed (exit code ${code ?? signal}): ${log.explain()}`)),
    ),
  );
  const error = await Promise.race([failed, exited]);
  if (error) throw error;
}

export interface ServerProcess {
  /** Null when it could not be spawned at all. */
  child: ChildProcess | null;
  /** Resolves once it accepts connections; rejects with the reason when it ends before that. */
  ready: Promise<void>;
}

/**
 * Starts the postmaster in its own process group: in our group, a Ctrl-C in a terminal would
 * hit it directly and kill queries mid-flight, while we shut down in our own order.
 */
export function startServerProcess(file: string, args: string[], as: OsUser | null, log: ServerLog): ServerProcess {
  const { child, failed } = spawnGuarded(file, args, as, true);
  if (!child) return { child, ready: failed.then((err) => Promise.reject(err)) };
  const ready = new Promise<void>((resolve, reject) => {
    // The message may arrive split across chunks.
    let tail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log.write(text);
      tail = (tail + text).slice(-2 * READY_MESSAGE.length);
      if (tail.includes(READY_MESSAGE)) resolve();
    });
    child.stdout?.on('data', log.write);
    void failed.then(reject);
    child.once('exit', () => reject(new Error(log.explain())));
  });
  return { child, ready };
}
