import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing';
import { isAlive, readProcess, waitUntilGone } from './embedded/proc';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

const CHILD_SCRIPT = fileURLToPath(new URL('../testing/fixtures/postgres-child.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

let root: string;
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
});

async function start(dataDir: string, port: number, database?: string): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, port, ephemeral: true, ...(database ? { database } : {}) });
  started.push(server);
  return server;
}

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
function startInChild(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, dataDir, String(port)], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve(child);
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

  it('refuses a second start on a directory it already runs in this process', async () => {
    const dataDir = path.join(root, 'twice');
    const server = await start(dataDir, await freePort());
    await expect(start(dataDir, await freePort())).rejects.toThrow(/already running in this process/);
    await server.stop();
  });

  it('leaves a server that a live process owns alone, and replaces it once that process was killed', async () => {
    const dataDir = path.join(root, 'orphan');
    const port = await freePort();
    const owner = await startInChild(dataDir, port);
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

  it('removes the signal handlers embedded-postgres installs on import', () => {
    const requireFromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const hook = requireFromLibrary('async-exit-hook') as { hookedEvents(): string[] };
    expect(hook.hookedEvents()).toEqual([]);
  });
});
