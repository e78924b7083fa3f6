import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import type { Logger } from '@fresh-pouf/server-kit';

const run = promisify(execFile);
const NAME = 'postgres';

export interface OsUser {
  name: string;
  uid: number;
  /** Primary group: the only group a process spawned with this uid keeps. */
  gid: number;
}

async function lookUp(name: string): Promise<OsUser | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    const user = { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    return Number.isInteger(user.uid) && Number.isInteger(user.gid) ? user : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root we run it as the `postgres` OS user, creating
 * that user on first use. Null when we are not root: PostgreSQL then runs as we do.
 */
export async function postgresOsUser(logger: Logger): Promise<OsUser | null> {
  if (userInfo().uid !== 0) return null;
  const existing = await lookUp(NAME);
  if (existing) return existing;

  logger.warn(`creating the ${NAME} OS user to run PostgreSQL as (it refuses to run as root)`);
  try {
    await run('groupadd', ['--force', '--system', NAME]);
    await run('useradd', ['--system', '--gid', NAME, NAME]);
  } catch (err) {
    throw new Error(
      `PostgreSQL cannot run as root and there is no ${NAME} OS user to run it as; creating one failed ` +
        `(${err instanceof Error ? err.message.trim() : String(err)}). Create it (useradd --system ${NAME}), ` +
        'run `npm start` as a non-root user, or set DATABASE_URL.',
      { cause: err },
    );
  }
  const created = await lookUp(NAME);
  if (!created) throw new Error(`Created the ${NAME} OS user but cannot look it up (id -u ${NAME} fails)`);
  return created;
}
