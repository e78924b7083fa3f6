// Reads the .cpuprofile files `node --cpu-prof` writes and says where each process spent its
// time: the top functions by self time, and the share of the packages (node internals, express,
// pino, pg, ...) by inclusive time. Used by signup-profile.mjs; also runnable on a folder:
// `node scripts/bench/cpu-profile-summary.mjs <dir>`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Which service a profile is, from the entry scripts it ran. */
const SERVICES = ['gateway', 'bff-public', 'bff-admin', 'core-service'];

function serviceOf(profile) {
  const urls = new Set(profile.nodes.map((n) => n.callFrame.url));
  const hits = SERVICES.filter((s) => [...urls].some((u) => u.includes(`/${s}/src/`)));
  return hits.length === 1 ? hits[0] : undefined;
}

/** Where a frame's code lives: an npm package, node itself, the repo's own code, or V8. */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  if (url.startsWith('node:')) return 'node';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const repo = /\/(core-service|bff-public|bff-admin|gateway|packages\/[^/]+)\/src\//.exec(url);
  return repo ? repo[1] : 'other';
}

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/(core-service|bff-public|gateway|packages)\//, '$1/');

export function summarise(profile, top = 12) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') {
      idle += dt;
      return;
    }
    total += dt;
    const frame = `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    self.set(frame, (self.get(frame) ?? 0) + dt);
    // Inclusive per package: each package on the stack once per sample.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (n.callFrame.functionName === '(root)') break;
      seen.add(packageOf(n.callFrame.url, n.callFrame.functionName));
    }
    for (const p of seen) inclusive.set(p, (inclusive.get(p) ?? 0) + dt);
  });
  const pct = (v) => `${((100 * v) / total).toFixed(1)} %`;
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    busyMs: Math.round(total / 1000),
    idleMs: Math.round(idle / 1000),
    self: sorted(self).map(([k, v]) => [k, pct(v)]),
    packages: sorted(inclusive).map(([k, v]) => [k, pct(v)]),
  };
}

/** The summaries of every service profile in `dir`, by service. */
export function summariseDir(dir, top) {
  const out = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const service = serviceOf(profile);
    if (!service) continue;
    // The migrations run from core-service/src too: the busiest profile is the service's.
    const summary = summarise(profile, top);
    if (!out[service] || out[service].busyMs < summary.busyMs) out[service] = summary;
  }
  return out;
}

export function printSummaries(summaries, order = ['gateway', 'bff-public', 'core-service']) {
  for (const service of order) {
    const s = summaries[service];
    if (!s) continue;
    console.log(`\n${service}: busy ${s.busyMs} ms, idle ${s.idleMs} ms`);
    console.log('  by package (inclusive): ' + s.packages.map(([k, v]) => `${k} ${v}`).join(', '));
    console.log('  top functions (self):');
    for (const [k, v] of s.self) console.log(`    ${v.padStart(7)}  ${k}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printSummaries(summariseDir(process.argv[2]));
