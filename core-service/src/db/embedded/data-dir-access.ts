import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@fresh-pouf/server-kit';

const OTHERS_SEARCH = 0o001;

/**
 * When we run as root, PostgreSQL runs as the `postgres` user and must be able to walk down
 * to its data directory. mkdtemp() and home directories are 0700, so each ancestor gets the
 * "others may traverse" bit (not read: listing stays private).
 */
export async function makeReachableByPostgresUser(dataDir: string, logger: Logger): Promise<void> {
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  for (let dir = parent; ; dir = path.dirname(dir)) {
    const info = await stat(dir);
    if ((info.mode & OTHERS_SEARCH) === 0) {
      logger.info({ dir }, 'letting the postgres user traverse this directory (chmod o+x)');
      await chmod(dir, (info.mode & 0o7777) | OTHERS_SEARCH);
    }
    if (path.dirname(dir) === dir) break;
  }
}
