import pg from 'pg';
import { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { pooledClient } from './pooled-client';

let database: TestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, waited for at most a second: a client not handed back would starve the next call.
  sequelize = new Sequelize(database.url, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: false,
    pool: { max: 1, min: 0, acquire: 1_000 },
  });
});
afterAll(async () => {
  await sequelize?.close();
  await database?.drop();
});

const backendOf = async (client: pg.ClientBase) =>
  Number((await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);

describe('a client of sequelize’s pool', () => {
  it('is handed back after its work, and after work that failed', async () => {
    const withClient = pooledClient(sequelize);
    await expect(
      withClient(async (client) => {
        await client.query('SELECT 1');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const backends = await Promise.all([1, 2, 3].map(() => withClient(backendOf)));
    // The pool's one connection served every call, one after another.
    expect(new Set(backends).size).toBe(1);
    expect(await sequelize.query('SELECT 2 AS two', { plain: true })).toEqual({ two: 2 });
  });

  it('is the same pool sequelize’s own queries use', async () => {
    const withClient = pooledClient(sequelize);
    const [row] = (await sequelize.query('SELECT pg_backend_pid() AS pid', { plain: false, raw: true }))[0] as Array<{
      pid: number;
    }>;
    expect(await withClient(backendOf)).toBe(Number(row?.pid));
  });
});
