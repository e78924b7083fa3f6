import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  databaseUrl,
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '@fresh-pouf/dev-postgres';
import { createLogger } from '@fresh-pouf/server-kit';
import { migrate } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import './provided-context';

/** The migrated database every test database is copied from; nobody connects to it after setup. */
const TEMPLATE = 'test_template_migrated';

const START_ATTEMPTS = 3;

/** Another process may grab the free port before PostgreSQL binds it: try a new one. */
async function startOnFreePort(dataDir: string): Promise<EmbeddedPostgres> {
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    try {
      return await startEmbeddedPostgres({ dataDir, port: await freePort(), ephemeral: true });
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}

/** Creates and migrates the template once: copying it takes a fraction of running every migration again. */
async function migratedTemplate(adminUrl: string): Promise<string> {
  await ensureDatabase(adminUrl, TEMPLATE);
  const logger = createLogger('test-template', 'silent');
  const sequelize = createSequelize(databaseUrl(adminUrl, TEMPLATE), logger);
  try {
    await migrate(sequelize, logger);
  } finally {
    await sequelize.close();
  }
  return TEMPLATE;
}

/**
 * One PostgreSQL for the whole test run, in a fresh directory. Each test file then creates
 * its own databases on it (createTestDatabase), so files can run in parallel; each is a copy of
 * one database migrated here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'fresh-pouf-test-pg-'));
  // mkdtemp makes it 0700; the server runs as the postgres user when we are root.
  await chmod(root, 0o711);
  const server = await startOnFreePort(path.join(root, 'data'));
  project.provide('testPgUrl', server.adminUrl);
  project.provide('testPgTemplate', await migratedTemplate(server.adminUrl));
  return async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  };
}
