import { readFile, readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';

/** What /proc tells about one process; null fields when it is gone or unreadable. */
export interface ProcessInfo {
  pid: number;
  parentPid: number;
  /** argv joined with spaces. */
  commandLine: string;
  /** argv[0]: the program as started, or the title a PostgreSQL backend gave itself. */
  program: string;
  /** Current directory; a postmaster lives in its data directory. */
  cwd: string | null;
}

/** A zombie has exited; only its exit status is left for the parent to collect. */
async function readStat(pid: number): Promise<{ state: string; parentPid: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may itself contain spaces or ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const parentPid = Number(fields[1]);
    if (!state || !Number.isInteger(parentPid)) return null;
    return { state, parentPid };
  } catch {
    return null;
  }
}

export async function readProcess(pid: number): Promise<ProcessInfo | null> {
  const stat = await readStat(pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return null;
  let argv: string[];
  try {
    argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
  } catch {
    return null;
  }
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
  return { pid, parentPid: stat.parentPid, commandLine: argv.join(' ').trim(), program: argv[0] ?? '', cwd };
}

export async function isAlive(pid: number): Promise<boolean> {
  return (await readProcess(pid)) !== null;
}

async function allPids(): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  return entries.filter((name) => /^\d+$/.test(name)).map(Number);
}

export interface DirectoryUsers {
  /** Processes whose current directory is `dir` or below it (a postmaster and its backends). */
  inside: ProcessInfo[];
  /** Other processes whose command line names `dir`. */
  naming: ProcessInfo[];
}

/** Every other live process that sits in `dir` or names it on its command line. */
export async function processesUsing(dir: string): Promise<DirectoryUsers> {
  const real = await realpath(dir).catch(() => dir);
  const isInside = (cwd: string | null) => cwd !== null && (cwd === real || cwd.startsWith(real + path.sep));
  const infos = await Promise.all((await allPids()).filter((pid) => pid !== process.pid).map(readProcess));
  const users: DirectoryUsers = { inside: [], naming: [] };
  for (const info of infos) {
    if (!info) continue;
    if (isInside(info.cwd)) users.inside.push(info);
    else if (info.commandLine.includes(dir) || info.commandLine.includes(real)) users.naming.push(info);
  }
  return users;
}

/** Direct children of `pid` (the postmaster's backends and helpers). */
export async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  await Promise.all(
    (await allPids()).map(async (candidate) => {
      const stat = await readStat(candidate);
      if (stat?.parentPid === pid) children.push(candidate);
    }),
  );
  return children;
}

export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone: that is what we wanted.
  }
}

export async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isAlive(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !(await isAlive(pid));
}
