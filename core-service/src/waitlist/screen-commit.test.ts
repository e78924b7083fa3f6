import pg from 'pg';
import { QueryTypes, Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createWaitlistRepository } from './waitlist.repository';

// The sign-up's first statement (its hit and the "This wasn't me" check) commits without waiting
// for the disk; the insert after it must still wait. One pooled connection serves both here, as
// it often does under load: the first statement's setting must end with its own transaction.

let db: TestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  db = await createTestDatabase();
  sequelize = new Sequelize(db.url, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: false,
    pool: { max: 1, min: 1 },
  });
});
afterAll(async () => {
  await sequelize?.close();
  await db?.drop();
});

const setting = async () =>
  (await sequelize.query<{ synchronous_commit: string }>('SHOW synchronous_commit', { type: QueryTypes.SELECT }))[0]
    ?.synchronous_commit;

describe("the sign-up's first statement", () => {
  it('commits on its own terms and leaves the connection waiting for the disk, as every other statement does', async () => {
    const entries = createWaitlistRepository(sequelize);
    // The test server itself never waits for the disk: this connection does, as production's do.
    await sequelize.query('SET synchronous_commit = on');
    expect(await setting()).toBe('on');
    const screened = await entries.screenHit('ada@example.com', null, {
      key: 'waitlist-signup:198.51.100.7',
      windowMs: 60_000,
      max: 10,
    });
    expect(screened.count?.totalHits).toBe(1);
    const again = await entries.screenHit('ada@example.com', null, {
      key: 'waitlist-signup:198.51.100.7',
      windowMs: 60_000,
      max: 10,
    });
    expect(again.count?.totalHits).toBe(2);
    expect(await setting()).toBe('on');
  });
});
