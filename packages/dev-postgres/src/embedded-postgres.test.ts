import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createLogger, type Logger } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './free-port';
import { waitFor } from './wait-for';
import { packagedBinaries } from './embedded/binaries';
import { isAlive, readProcess, waitUntilGone } from './embedded/proc';
import { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres';

const CHILD_SCRIPT = fileURLToPath(new URL('./testing/postgres-child.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

let root: string;
/** Fresh 0700 directories (as mktemp -d makes them), removed at the end. */
const privateDirs: string[] = [];
const started: EmbeddedPostgres[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-embedded-pg-test-'));
  await chmod(root, 0o711);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const server of started) await server.stop();
  await rm(root, { recursive: true, force: true });
  for (const dir of privateDirs) await rm(dir, { recursive: true, force: true });
});

async function start(
  dataDir: string,
  port: number,
  database?: string,
  extra: Partial<EmbeddedPostgresOptions> = {},
): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({
    dataDir,
    port,
    ephemeral: true,
    ...(database ? { database } : {}),
    ...extra,
  });
  started.push(server);
  return server;
}

async function privateDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  privateDirs.push(dir);
  return dir;
}

function warnings(logger: Logger) {
  const warn = vi.spyOn(logger, 'warn');
  return (pattern: RegExp) => warn.mock.calls.map((call) => String(call[1] ?? call[0])).filter((m) => pattern.test(m));
}

const PASSWORD_FILE = '.fresh-pouf-password';
const isRoot = process.getuid?.() === 0;

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function lockFilePid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

/** Starts PostgreSQL from another node process, the way core-service's main would. */
function startInChild(dataDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, dataDir, String(port)], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)\n/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before PostgreSQL was ready:\n${output}`)));
  });
}

describe('startEmbeddedPostgres', () => {
  it('initialises a cluster, creates the database, and restarts on the same directory with the data kept', async () => {
    const dataDir = path.join(root, 'restart');
    const port = await freePort();

    const first = await start(dataDir, port, 'app');
    expect(first.url).toMatch(new RegExp(`^postgres://.*@127\\.0\\.0\\.1:${port}/app$`));
    await query(first.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await first.stop();
    await first.stop();

    const second = await start(dataDir, port, 'app');
    expect(await query(second.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await second.stop();
  });

  it('makes new WAL segments without zero-filling them (server-settings.ts)', async () => {
    const port = await freePort();
    const server = await start(path.join(root, 'settings'), port, 'app');
    expect(await query(server.url, 'SHOW wal_init_zero')).toEqual([{ wal_init_zero: 'off' }]);
    await server.stop();
  });

  it('refuses a second start on a directory it already runs in this process', async () => {
    const dataDir = path.join(root, 'twice');
    const server = await start(dataDir, await freePort());
    await expect(start(dataDir, await freePort())).rejects.toThrow(/already running in this process/);
    await server.stop();
  });

  it('leaves a server that a live process owns alone, and replaces it once that process was killed', async () => {
    const dataDir = path.join(root, 'orphan');
    const port = await freePort();
    const { child: owner } = await startInChild(dataDir, port);
    const postmasterPid = await lockFilePid(dataDir);

    await expect(start(dataDir, port)).rejects.toThrow(/already running \(pid \d+\) for another process/);
    expect(await isAlive(postmasterPid)).toBe(true);

    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    const orphan = await readProcess(postmasterPid);
    expect(orphan).not.toBeNull();
    expect(orphan?.parentPid).not.toBe(owner.pid);

    const replacement = await start(dataDir, port, 'app');
    expect(await waitUntilGone(postmasterPid, 1_000)).toBe(true);
    expect(await lockFilePid(dataDir)).not.toBe(postmasterPid);
    expect(await query(replacement.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await replacement.stop();
  });

  it('starts despite a stale lock file whose process is gone', async () => {
    const dataDir = path.join(root, 'stale');
    const port = await freePort();
    await (await start(dataDir, port)).stop();

    const shortLived = spawn('true');
    await new Promise((resolve) => shortLived.once('exit', resolve));
    await writeFile(path.join(dataDir, 'postmaster.pid'), `${shortLived.pid}\n${dataDir}\n`);

    const server = await start(dataDir, port);
    expect(await query(server.adminUrl, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await server.stop();
  });

  it('explains a failed start with the server log, and can start once the cause is gone', async () => {
    const dataDir = path.join(root, 'busy-port');
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));

    await expect(start(dataDir, port)).rejects.toThrow(/PostgreSQL did not start.*Address already in use/);

    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    const server = await start(dataDir, port);
    await server.stop();
  });

  it('stops backends that outlived a killed postmaster before starting, instead of running next to them', async () => {
    const dataDir = path.join(root, 'orphaned-backend');
    const port = await freePort();
    const { child: owner, url } = await startInChild(dataDir, port);
    const postmasterPid = await lockFilePid(dataDir);

    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    const [backend] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    const backendPid = backend?.pid ?? 0;
    // A busy backend, unlike an idle one, does not notice its postmaster dying.
    const busy = client.query('DO $$ BEGIN LOOP END LOOP; END $$').catch(() => undefined);
    await waitFor(async () => ((await readProcess(backendPid))?.commandLine.endsWith(' DO') ? true : undefined), {
      what: 'the backend to run the loop',
    });
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    process.kill(postmasterPid, 'SIGKILL');
    expect(await waitUntilGone(postmasterPid, 5_000)).toBe(true);
    expect(await isAlive(backendPid)).toBe(true);

    const replacement = await start(dataDir, port);
    expect(await isAlive(backendPid)).toBe(false);
    expect(await query(replacement.adminUrl, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await busy;
    await client.end().catch(() => undefined);
    await replacement.stop();
  });

  it('gives the superuser a random password, kept in the data dir for this process only', async () => {
    const dataDir = path.join(root, 'password');
    const port = await freePort();
    const first = await start(dataDir, port);
    const password = decodeURIComponent(new URL(first.adminUrl).password);
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    const file = path.join(dataDir, PASSWORD_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(password);
    expect(await stat(file)).toMatchObject({ mode: expect.any(Number), uid: process.getuid?.() });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const withOldPassword = first.adminUrl.replace(password, 'fresh-pouf-local');
    await expect(query(withOldPassword, 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    await first.stop();

    const second = await start(dataDir, port, 'app');
    expect(await query(second.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(second.adminUrl).toBe(first.adminUrl);
    await second.stop();
  });

  it('keeps the old fixed password for a data dir made before random ones, and says how to change it', async () => {
    const dataDir = path.join(root, 'legacy-password');
    const port = await freePort();
    const first = await start(dataDir, port);
    await query(first.adminUrl, "ALTER ROLE postgres PASSWORD 'fresh-pouf-local'");
    await first.stop();
    await rm(path.join(dataDir, PASSWORD_FILE));

    const logger = createLogger('test', 'silent');
    const warned = warnings(logger);
    const second = await start(dataDir, port, 'app', { logger });
    expect(await query(second.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(warned(/old fixed one.*ALTER ROLE postgres PASSWORD/)).toHaveLength(1);
    await second.stop();
  });

  it('turns binaries that cannot be run into a readable startup error', async () => {
    const empty = await privateDir('fresh-pouf-no-binaries-');
    await expect(
      start(path.join(root, 'no-binaries'), await freePort(), undefined, { nativeDir: empty }),
    ).rejects.toThrow(/Could not run .*initdb .*\(ENOENT\)/);
  });

  it.runIf(isRoot)(
    'as root, lets the postgres user reach binaries and data under private 0700 directories, and says so once',
    async () => {
      const packaged = (await packagedBinaries()).nativeDir;
      // A checkout in a mktemp -d directory, installed with umask 077: root alone may use it.
      const checkout = await privateDir('fresh-pouf-private-checkout-');
      const nativeDir = path.join(checkout, 'native');
      const bin = path.join(nativeDir, 'bin');
      await mkdir(bin, { recursive: true, mode: 0o700 });
      await chmod(bin, 0o700);
      for (const program of ['initdb', 'postgres'])
        await copyFile(path.join(packaged, 'bin', program), path.join(bin, program));
      await chmod(path.join(bin, 'initdb'), 0o700);
      await symlink(path.join(packaged, 'lib'), path.join(nativeDir, 'lib'));
      await symlink(path.join(packaged, 'share'), path.join(nativeDir, 'share'));
      const dataParent = await privateDir('fresh-pouf-private-data-');
      const dataDir = path.join(dataParent, 'data');

      const logger = createLogger('test', 'silent');
      const warned = warnings(logger);
      const port = await freePort();
      const first = await start(dataDir, port, 'app', { logger, nativeDir });
      expect(await query(first.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
      await first.stop();

      const changes = warned(/^changed permissions/);
      expect(changes).toHaveLength(1);
      for (const changed of [checkout, bin, path.join(bin, 'initdb'), dataParent]) {
        expect(changes[0]).toContain(`${changed} o+`);
      }
      expect((await stat(checkout)).mode & 0o777).toBe(0o701);
      expect((await stat(bin)).mode & 0o777).toBe(0o705);
      expect((await stat(path.join(bin, 'initdb'))).mode & 0o777).toBe(0o705);

      const second = await start(dataDir, port, 'app', { logger, nativeDir });
      await second.stop();
      expect(warned(/^changed permissions/)).toHaveLength(1);
    },
  );

  it('leaves no signal handlers of embedded-postgres behind that would stop the server under running queries', () => {
    const requireFromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const hook = requireFromLibrary('async-exit-hook') as { hookedEvents(): string[] };
    expect(hook.hookedEvents()).toEqual([]);
  });
});
