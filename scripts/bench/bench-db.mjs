// A connection to a bench stack's embedded PostgreSQL as its superuser, for seeding and reading
// back what a bench did. The caller ends it.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { passwordFileOf } from '../../packages/dev-postgres/src/index.ts';

export async function connectBenchDb(dataDir, port) {
  const password = (await readFile(passwordFileOf(dataDir), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'fresh_pouf' });
  await client.connect();
  return client;
}
