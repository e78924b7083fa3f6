import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, serverSettingArgs } from '@fresh-pouf/dev-postgres';
import { readConfig } from './config';

const run = promisify(execFile);
/** Debian's server packages (postgresql-NN); `.ci/run` installs `postgresql` with apt. */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

export interface DebianPostgres {
  /** postgres://app:…@127.0.0.1:port/fresh_pouf, as a service's DATABASE_URL. */
  databaseUrl: string;
  version: string;
  /** Stops at once, as a crash would (`pg_ctl stop -m immediate`), then starts again with recovery; resolves once it accepts connections. */
  restart(): Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

async function newestBinDir(): Promise<{ bin: string; version: string }> {
  const versions = await readdir(DEBIAN_PG_ROOT).catch(() => [] as string[]);
  const version = versions.filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))[0];
  if (!version)
    throw new Error(`no PostgreSQL server under ${DEBIAN_PG_ROOT}: apt-get install -y postgresql (.ci/run does this)`);
  return { bin: path.join(DEBIAN_PG_ROOT, version, 'bin'), version };
}

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` user. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('running as root, and there is no `postgres` user to run PostgreSQL as');
  return { uid, gid };
}

/**
 * A real PostgreSQL cluster of Debian's server packages in a temporary folder, on a free
 * loopback port, with password (SCRAM) authentication and an application role that owns its
 * database, as a managed database would be set up.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const { bin, version } = await newestBinDir();
  const user = runAs();
  const dir = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const superPassword = randomBytes(18).toString('base64url');
  const appPassword = randomBytes(18).toString('base64url');
  const pwFile = path.join(dir, 'pwfile');
  await writeFile(pwFile, superPassword, { mode: 0o600 });
  if (user) {
    await chown(dir, user.uid, user.gid);
    await chown(pwFile, user.uid, user.gid);
  }
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const pg = (command: string, args: string[]) => run(path.join(bin, command), args, { ...as, cwd: dir });

  await pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${pwFile}`,
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=on ${serverSettingArgs().join(' ')}`;
  const start = () =>
    pg('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  await start();

  const psql = (sql: string) =>
    run(
      path.join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql],
      {
        env: { PATH: readConfig().PATH, PGPASSWORD: superPassword },
      },
    );
  await psql(`CREATE ROLE fresh_pouf LOGIN PASSWORD '${appPassword}'`);
  await psql('CREATE DATABASE fresh_pouf OWNER fresh_pouf');

  return {
    databaseUrl: `postgres://fresh_pouf:${appPassword}@127.0.0.1:${port}/fresh_pouf`,
    version,
    async restart() {
      const began = performance.now();
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      await start();
      return { downMs: Math.round(performance.now() - began) };
    },
    async stop() {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
