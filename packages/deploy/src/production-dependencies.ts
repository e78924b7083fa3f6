import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  name?: string;
  version?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * What `npm ci --omit=dev --workspace <workspace> --include-workspace-root=false` installs, read
 * from package-lock.json alone: the workspace's dependencies (not its devDependencies), theirs, and
 * so on, found the way Node finds them (the nearest node_modules folder up the tree). Answers
 * package names (the workspace packages it links included), sorted.
 */
export function productionDependencies(repoRoot: string, workspace: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const entries = lock.packages;
  const installed = new Map<string, string>();

  const resolve = (from: string, name: string): string | undefined => {
    for (let at = from; ;) {
      const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
      if (entries[candidate]) return candidate;
      if (!at) return undefined;
      const parent = at.lastIndexOf('/node_modules/');
      at = parent >= 0 ? at.slice(0, parent) : '';
    }
  };

  const visit = (location: string) => {
    const entry = entries[location];
    if (!entry) throw new Error(`package-lock.json has no entry "${location}"`);
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    const required = [...Object.keys(entry.dependencies ?? {}), ...peers];
    const optional = Object.keys(entry.optionalDependencies ?? {});
    for (const name of [...required, ...optional]) {
      const found = resolve(location, name);
      if (!found) {
        // An optional dependency for another platform is not in the lockfile's tree here.
        if (optional.includes(name)) continue;
        throw new Error(`${location || workspace}: ${name} is not in package-lock.json (run npm install)`);
      }
      if (installed.has(found)) continue;
      installed.set(found, name);
      const target = entries[found];
      visit(target?.link && target.resolved ? target.resolved : found);
    }
  };

  visit(workspace);
  return [...new Set(installed.values())].sort();
}
