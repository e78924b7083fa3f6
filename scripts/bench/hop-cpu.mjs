// CPU each hop of a started stack spends per answered request: the gateway, bff-public and core
// (the children scripts/start.mjs starts, told apart by their entry and their PORT) and the
// PostgreSQL they use (its postmaster and every backend under it), from /proc. CPU time moves far
// less than throughput on a shared machine: another engineer's job slows a round's requests, not
// the work each one costs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { treeCpuSeconds } from './stack.mjs';

export const HOPS = ['gateway', 'bff-public', 'core', 'PostgreSQL'];

const ENTRIES = {
  gateway: ['gateway/src/main.ts', 'gateway'],
  'bff-public': ['bff-public/src/main.ts', 'bffPublic'],
  core: ['core-service/src/main.ts', 'core'],
};

const readNullSeparated = (file) => readFileSync(file, 'utf8').split('\0');

/**
 * The process ids of a stack started by startStack from `cwd` on `ports`, and of the PostgreSQL
 * whose data directory is `pgDataDir` (its postmaster.pid names the postmaster on its first line).
 */
export function stackHopPids(cwd, ports, pgDataDir) {
  const pids = { PostgreSQL: Number(readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readNullSeparated(`/proc/${entry}/cmdline`);
      const hop = Object.keys(ENTRIES).find((h) => args.includes(path.join(cwd, ENTRIES[h][0])));
      if (!hop) continue;
      // Two stacks from one checkout run the same entries: each child's own PORT tells them apart.
      if (readNullSeparated(`/proc/${entry}/environ`).includes(`PORT=${ports[ENTRIES[hop][1]]}`))
        pids[hop] = Number(entry);
    } catch {
      // ended while being read, or not ours to read
    }
  }
  const missing = HOPS.filter((h) => !pids[h]);
  if (missing.length) throw new Error(`no process found for ${missing.join(', ')} of the stack in ${cwd}`);
  return pids;
}

/** CPU seconds used so far by each hop (a process and everything under it). */
export function hopCpuSeconds(pids) {
  return Object.fromEntries(HOPS.map((hop) => [hop, treeCpuSeconds(pids[hop])]));
}

/** Milliseconds of CPU per 2xx answer for each hop and their total, between two readings. */
export function cpuMsPer2xx(before, after, answered) {
  const perHop = Object.fromEntries(HOPS.map((hop) => [hop, (1000 * (after[hop] - before[hop])) / answered]));
  return { ...perHop, total: HOPS.reduce((sum, hop) => sum + perHop[hop], 0) };
}
