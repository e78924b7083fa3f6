import { readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@fresh-pouf/server-kit';
import { childrenOf, readProcess, signal, waitUntilGone, type ProcessInfo } from './proc';

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

/**
 * Makes the data directory startable after an unclean end of the previous run: stops an
 * orphaned postmaster (its parent was killed with SIGKILL) and removes a lock file whose
 * process is gone. Throws when another live process runs PostgreSQL on this directory.
 */
export async function clearLeftoverPostmaster(dataDir: string, logger: Logger): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const pid = await pidFromLockFile(lockFile);
  if (pid === undefined) return;

  const info = pid === null ? null : await readProcess(pid);
  if (info && (await isPostmasterOf(info, dataDir))) {
    const owner = await ownerOf(info);
    if (owner !== 'orphan') {
      throw new Error(
        `PostgreSQL in ${dataDir} is already running (pid ${info.pid}) for another process ` +
          `(pid ${owner.pid}: ${owner.commandLine}). Stop that process, or give this one its own ` +
          'EMBEDDED_PG_DIR and EMBEDDED_PG_PORT, or set DATABASE_URL.',
      );
    }
    logger.warn({ pid: info.pid, dataDir }, 'found an orphaned PostgreSQL from an earlier run; stopping it');
    await stopOrphan(info.pid, logger);
  }

  // A clean stop removes the lock file; after a kill or with a dead pid it is stale and, left
  // in place, could make PostgreSQL refuse to start ("bogus data in lock file").
  if ((await pidFromLockFile(lockFile)) !== undefined) {
    logger.info({ dataDir }, 'removing stale postmaster.pid');
    await rm(lockFile, { force: true });
  }
}
