import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@fresh-pouf/server-kit';
import type { OsUser } from './os-user';

const PASSWORD_FILE = '.fresh-pouf-password';
/** What data directories initialised before passwords were random still use. */
const LEGACY_PASSWORD = 'fresh-pouf-local';

export function passwordFileOf(dataDir: string): string {
  return path.join(dataDir, PASSWORD_FILE);
}

/** Hex, so it can go into a connection URL as it is. */
export function newSuperuserPassword(): string {
  return randomBytes(24).toString('hex');
}

/**
 * Kept with the cluster it belongs to, readable only by us. Written after initdb, which
 * refuses a data directory that holds anything at all.
 */
export async function saveSuperuserPassword(dataDir: string, password: string): Promise<void> {
  await writeFile(passwordFileOf(dataDir), `${password}\n`, { mode: 0o600, flag: 'wx' });
}

export async function readSuperuserPassword(dataDir: string, logger: Logger): Promise<string> {
  const file = passwordFileOf(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT')
      throw new Error(`Cannot read the PostgreSQL superuser password from ${file} (${code ?? String(err)})`, {
        cause: err,
      });
    logger.warn(
      { dataDir },
      `${dataDir} predates random superuser passwords and still uses the old fixed one, which any local user ` +
        `could log in with; to change it, run ALTER ROLE postgres PASSWORD '<new>' and write <new> to ${file} (mode 0600)`,
    );
    return LEGACY_PASSWORD;
  }
  const password = text.trim();
  if (!password)
    throw new Error(`${file} is empty: it should hold the superuser password of the PostgreSQL in ${dataDir}`);
  return password;
}

/**
 * Hands the password to initdb in a file only initdb's user can read, next to the data
 * directory (whose parents that user can already enter), and removes it afterwards.
 */
export async function withInitdbPasswordFile<T>(
  dataDir: string,
  password: string,
  as: OsUser | null,
  work: (passwordFile: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(path.dirname(dataDir), '.fresh-pouf-initdb-'));
  try {
    const file = path.join(dir, 'password');
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    if (as) {
      await chown(dir, as.uid, as.gid);
      await chown(file, as.uid, as.gid);
    }
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
