import { chmod, lstat, mkdir, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@fresh-pouf/server-kit';
import type { OsUser } from './os-user';

const READ = 0o4;
const SEARCH = 0o1;
/** Changes named one by one in the warning; the rest are counted. */
const NAMED_CHANGES = 12;

/** One path, its current permissions, and what the user needs on it (rwx bits, 0-7). */
export interface PathAccess {
  path: string;
  mode: number;
  uid: number;
  gid: number;
  needs: number;
}

export interface PermissionChange {
  path: string;
  from: number;
  to: number;
  /** As chmod would take it, e.g. `o+x`. */
  grant: string;
}

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');

/** The class of permission bits the kernel checks for `user`: owner, else group, else others. */
function classOf(entry: PathAccess, user: OsUser): { shift: number; letter: string } {
  if (entry.uid === user.uid) return { shift: 6, letter: 'u' };
  if (entry.gid === user.gid) return { shift: 3, letter: 'g' };
  return { shift: 0, letter: 'o' };
}

function symbolic(bits: number): string {
  return `${bits & 0o4 ? 'r' : ''}${bits & 0o2 ? 'w' : ''}${bits & 0o1 ? 'x' : ''}`;
}

/**
 * The smallest chmods that give `user` what it needs: only the missing bits, only in the class
 * that applies to it, so nothing becomes listable or writable that need not be.
 */
export function planAccess(entries: readonly PathAccess[], user: OsUser): PermissionChange[] {
  const merged = new Map<string, PathAccess>();
  for (const entry of entries) {
    const known = merged.get(entry.path);
    merged.set(entry.path, known ? { ...known, needs: known.needs | entry.needs } : entry);
  }
  const changes: PermissionChange[] = [];
  for (const entry of merged.values()) {
    const { shift, letter } = classOf(entry, user);
    const missing = entry.needs & ~((entry.mode >> shift) & 0o7);
    if (!missing) continue;
    const from = entry.mode & 0o7777;
    changes.push({ path: entry.path, from, to: from | (missing << shift), grant: `${letter}+${symbolic(missing)}` });
  }
  return changes;
}

async function describe(file: string, needs: number): Promise<PathAccess> {
  const info = await stat(file);
  return { path: file, mode: info.mode, uid: info.uid, gid: info.gid, needs };
}

/**
 * `dir` and every directory above it, which the user must be able to pass through. A symlinked
 * path is checked both as written and as resolved, since the kernel walks both.
 */
async function ancestors(dir: string): Promise<PathAccess[]> {
  const real = await realpath(dir).catch(() => dir);
  const dirs = new Set<string>();
  for (const start of new Set([dir, real])) {
    for (let current = start; ; current = path.dirname(current)) {
      dirs.add(current);
      if (path.dirname(current) === current) break;
    }
  }
  return Promise.all([...dirs].map((d) => describe(d, SEARCH)));
}

/**
 * A tree the user must read: directories r-x, files r--, plus x where the owner has it (the
 * programs and shared libraries). Symlinks are skipped: the kernel ignores their own mode.
 */
async function tree(root: string): Promise<PathAccess[]> {
  const found: PathAccess[] = [await describe(root, READ | SEARCH)];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          found.push(await describe(file, READ | SEARCH));
          await walk(file);
        } else if (entry.isFile()) {
          const info = await lstat(file);
          const ownerMayRun = (info.mode & 0o100) !== 0;
          found.push({
            path: file,
            mode: info.mode,
            uid: info.uid,
            gid: info.gid,
            needs: ownerMayRun ? READ | SEARCH : READ,
          });
        }
      }),
    );
  };
  await walk(root);
  return found;
}

function describeChanges(changes: readonly PermissionChange[]): string {
  const named = changes.slice(0, NAMED_CHANGES).map((c) => `${c.path} ${c.grant} (${octal(c.from)} -> ${octal(c.to)})`);
  const more = changes.length - named.length;
  return named.join(', ') + (more > 0 ? ` and ${more} more` : '');
}

async function apply(changes: readonly PermissionChange[], user: OsUser, logger: Logger): Promise<void> {
  const done: PermissionChange[] = [];
  try {
    for (const change of changes) {
      try {
        await chmod(change.path, change.to);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? String(err);
        throw new Error(
          `The ${user.name} OS user, which runs PostgreSQL when core-service runs as root, cannot reach ` +
            `${change.path} (mode ${octal(change.from)}), and giving it access failed (${code}). ` +
            `Run \`chmod ${change.grant} ${change.path}\` yourself, move the checkout or EMBEDDED_PG_DIR ` +
            'somewhere other users may enter, run `npm start` as a non-root user, or set DATABASE_URL.',
          { cause: err },
        );
      }
      done.push(change);
    }
  } finally {
    // Changing who may enter directories such as /root must never go unnoticed.
    if (done.length) {
      logger.warn(
        { changed: done.map((c) => ({ path: c.path, from: octal(c.from), to: octal(c.to) })) },
        `changed permissions so the ${user.name} OS user can run PostgreSQL (it refuses to run as root): ` +
          describeChanges(done),
      );
    }
  }
}

/**
 * As root, PostgreSQL runs as `user`, which must reach the data directory and read the
 * programs, libraries and data files it runs from. A repository cloned into a 0700 directory
 * (mktemp -d, /root) denies both; the missing bits are added and logged in one warning.
 */
export async function grantPostgresUserAccess(
  paths: { dataDir: string; nativeDir: string },
  user: OsUser,
  logger: Logger,
): Promise<void> {
  const dataParent = path.dirname(paths.dataDir);
  await mkdir(dataParent, { recursive: true });
  const entries = [
    ...(await ancestors(dataParent)),
    ...(await ancestors(path.dirname(paths.nativeDir))),
    ...(await tree(paths.nativeDir)),
  ];
  await apply(planAccess(entries, user), user, logger);
}
