import { readFile, readdir, readlink } from 'node:fs/promises';

/** What /proc tells about one process; null fields when it is gone or unreadable. */
export interface ProcessInfo {
  pid: number;
  parentPid: number;
  /** argv joined with spaces. */
  commandLine: string;
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
  let commandLine: string;
  try {
    commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ').trim();
  } catch {
    return null;
  }
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
  return { pid, parentPid: stat.parentPid, commandLine, cwd };
}

export async function isAlive(pid: number): Promise<boolean> {
  return (await readProcess(pid)) !== null;
}

/** Direct children of `pid` (the postmaster's backends and helpers). */
export async function childrenOf(pid: number): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const children: number[] = [];
  await Promise.all(
    entries
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        const stat = await readStat(Number(name));
        if (stat?.parentPid === pid) children.push(Number(name));
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
