import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const DUPLICATE_DATABASE = '42P04';

function hasCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Creates the database unless it exists; safe when several processes race to do it. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } catch (err) {
      if (!hasCode(err, DUPLICATE_DATABASE)) throw err;
    }
  });
}

/** How long a drop lets sessions that are ending leave before it ends them itself. */
const LEAVING_MS = 2_000;
const LEAVING_POLL_MS = 25;

/**
 * Drops the database even if a forgotten connection still uses it. Sessions on their way out go
 * first: a pool that has just closed has sent its goodbyes, and a session ended by force instead
 * answers with a FATAL error that its client, no longer listening, turns into an uncaught one.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const deadline = Date.now() + LEAVING_MS;
    for (;;) {
      const { rows } = await client.query<{ sessions: number }>(
        'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (!rows[0]?.sessions || Date.now() >= deadline) break;
      await sleep(LEAVING_POLL_MS);
    }
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}
