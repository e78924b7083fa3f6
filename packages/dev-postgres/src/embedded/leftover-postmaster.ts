import { readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@fresh-pouf/server-kit';
import { childrenOf, processesUsing, readProcess, signal, waitUntilGone, type ProcessInfo } from './proc';

const GRACEFUL_STOP_MS = 10_000;
const KILL_WAIT_MS = 5_000;

async function pidFromLockFile(lockFile: string): Promise<number | null | undefined> {
  let text: string;
  try {
    text = await readFile(lockFile, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** A pid can be reused, so only a postgres process sitting in this very data dir counts. */
async function isPostmasterOf(info: ProcessInfo, dataDir: string): Promise<boolean> {
  if (!/postgres/.test(info.commandLine)) return false;
  const realDataDir = await realpath(dataDir).catch(() => dataDir);
  return info.cwd === realDataDir || info.commandLine.includes(dataDir);
}

/**
 * A postmaster whose starter is gone: reparented to init (or a subreaper), or started by this
 * very process and then forgotten. One whose parent is another live node process belongs to a
 * running copy of the service, and stopping it would pull the database from under that copy.
 */
async function ownerOf(info: ProcessInfo): Promise<'orphan' | ProcessInfo> {
  if (info.parentPid === 1 || info.parentPid === process.pid) return 'orphan';
  const parent = await readProcess(info.parentPid);
  if (!parent || !/\bnode\b|tsx|vitest/.test(parent.commandLine)) return 'orphan';
  return parent;
}

async function stopOrphan(pid: number, logger: Logger): Promise<void> {
  // SIGINT is PostgreSQL's "fast" shutdown; SIGTERM ("smart") would wait for every client
  // to hang up, which a leftover connection may never do.
  signal(pid, 'SIGINT');
  if (await waitUntilGone(pid, GRACEFUL_STOP_MS)) return;
  logger.warn({ pid }, 'leftover PostgreSQL did not stop in time; killing it');
  // Its backends keep the shared memory block attached; a new postmaster refuses to start
  // while they live, so they go too.
  const children = await childrenOf(pid);
  signal(pid, 'SIGKILL');
  for (const child of children) signal(child, 'SIGKILL');
  await waitUntilGone(pid, KILL_WAIT_MS);
  await Promise.all(children.map((child) => waitUntilGone(child, KILL_WAIT_MS)));
}

// Backends and helpers retitle themselves "postgres: ..."; a postmaster keeps its program path.
const isServerChild = (info: ProcessInfo) => info.program.startsWith('postgres:');
const isPostgres = (info: ProcessInfo) => isServerChild(info) || /(^|\/)postgres$/.test(info.program);

function alreadyRunning(dataDir: string, server: ProcessInfo, owner: ProcessInfo): Error {
  return new Error(
    `PostgreSQL in ${dataDir} is already running (pid ${server.pid}) for another process ` +
      `(pid ${owner.pid}: ${owner.commandLine}). Stop that process, or give this one its own ` +
      'EMBEDDED_PG_DIR and EMBEDDED_PG_PORT, or set DATABASE_URL.',
  );
}

async function stopPostmasterUnlessOwned(info: ProcessInfo, dataDir: string, logger: Logger): Promise<void> {
  const owner = await ownerOf(info);
  if (owner !== 'orphan') throw alreadyRunning(dataDir, info, owner);
  logger.warn({ pid: info.pid, dataDir }, 'found an orphaned PostgreSQL from an earlier run; stopping it');
  await stopOrphan(info.pid, logger);
}

/**
 * Backends of a postmaster that was killed with SIGKILL live on, still attached to its shared
 * memory, and may still write to the data directory. PostgreSQL would notice them through the
 * lock file; without it a new server would run next to them and could corrupt the data.
 */
async function stopOrphanedServerProcesses(dataDir: string, logger: Logger): Promise<void> {
  const servers = (await processesUsing(dataDir)).inside.filter(isPostgres);
  const serverPids = new Set(servers.map((info) => info.pid));
  const orphans: ProcessInfo[] = [];
  for (const info of servers) {
    // A child of a postmaster found here goes with that postmaster.
    if (serverPids.has(info.parentPid)) continue;
    if (isServerChild(info)) orphans.push(info);
    else await stopPostmasterUnlessOwned(info, dataDir, logger);
  }
  if (!orphans.length) return;

  const pids = orphans.map((info) => info.pid);
  logger.warn({ dataDir, pids }, 'found PostgreSQL backends that outlived their postmaster; stopping them first');
  for (const pid of pids) signal(pid, 'SIGTERM');
  const stubborn = await filterAsync(pids, async (pid) => !(await waitUntilGone(pid, GRACEFUL_STOP_MS)));
  for (const pid of stubborn) signal(pid, 'SIGKILL');
  const survivors = await filterAsync(stubborn, async (pid) => !(await waitUntilGone(pid, KILL_WAIT_MS)));
  if (survivors.length) {
    throw new Error(
      `PostgreSQL processes from an earlier run (pids ${survivors.join(', ')}) still use ${dataDir} and could not ` +
        `be stopped. Stop them (kill -9 ${survivors.join(' ')}) and start again: a new server next to them could ` +
        'corrupt the data.',
    );
  }
}

async function filterAsync<T>(items: readonly T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const verdicts = await Promise.all(items.map(keep));
  return items.filter((_, index) => verdicts[index]);
}

/**
 * Makes the data directory startable after an unclean end of the previous run: stops an
 * orphaned postmaster (its parent was killed with SIGKILL) and backends that outlived theirs,
 * and removes a lock file nobody uses any more. Throws when another live process runs
 * PostgreSQL on this directory.
 */
export async function clearLeftoverPostmaster(dataDir: string, logger: Logger): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const pid = await pidFromLockFile(lockFile);
  const info = pid ? await readProcess(pid) : null;
  if (info && (await isPostmasterOf(info, dataDir))) await stopPostmasterUnlessOwned(info, dataDir, logger);

  await stopOrphanedServerProcesses(dataDir, logger);
  if ((await pidFromLockFile(lockFile)) === undefined) return;

  // The lock file also names the shared memory block, which PostgreSQL checks for processes
  // still attached. So it goes only when nothing uses the directory any more; otherwise
  // PostgreSQL judges it, and refuses to start if the block is still in use.
  const { inside, naming } = await processesUsing(dataDir);
  const users = [...inside, ...naming];
  if (users.length) {
    logger.warn(
      { dataDir, processes: users.map((user) => ({ pid: user.pid, command: user.commandLine })) },
      'leaving postmaster.pid in place because other processes use the data directory; PostgreSQL will judge it',
    );
    return;
  }
  // After a kill or with a dead pid it is stale and, left in place, could make PostgreSQL
  // refuse to start ("bogus data in lock file", or a reused pid that looks alive).
  logger.info({ dataDir }, 'removing stale postmaster.pid');
  await rm(lockFile, { force: true });
}
