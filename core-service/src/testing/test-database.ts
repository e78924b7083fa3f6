import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl, dropDatabase } from '@fresh-pouf/dev-postgres';
import './provided-context';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function testServerUrl(): string {
  const url = inject('testPgUrl');
  if (!url) {
    throw new Error(
      "No test PostgreSQL: add core-service's global setup to this project's vitest config " +
        "(test.globalSetup: ['core-service/testing/global-setup']).",
    );
  }
  return url;
}

/**
 * A new, migrated database on the run's PostgreSQL, named uniquely so files never collide: a copy
 * of the database the global setup migrated.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testServerUrl();
  const name = `test_${randomBytes(8).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(inject('testPgTemplate'))}`,
    );
  } finally {
    await client.end();
  }
  return { name, url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

export interface OpenTestDatabase {
  database: TestDatabase;
  /** One connection to it, for straight SQL. */
  client: pg.Client;
  /** Ends the connection, then drops the database. */
  close(): Promise<void>;
}

/** A new, migrated database with a client already connected to it. */
export async function openTestDatabase(): Promise<OpenTestDatabase> {
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    database,
    client,
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}
