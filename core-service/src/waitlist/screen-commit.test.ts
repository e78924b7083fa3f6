import pg from 'pg';
import { QueryTypes, Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createWaitlistRepository, type NewSignup } from './waitlist.repository';

// A statement that counts a hit and stores nothing commits without waiting for the disk; one that
// stores a sign-up must still wait, and so must whatever the connection runs next. One pooled
// connection serves them all here, as it often does under load: the setting must end with its
// own transaction.

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

  it("in the sign-up's one statement, only when nothing was stored, and the connection waits for the disk again after it", async () => {
    const entries = createWaitlistRepository(sequelize);
    await sequelize.query('SET synchronous_commit = on');
    const limit = { key: 'waitlist-signup:198.51.100.8', windowMs: 60_000, max: 1 };
    const newSignup = (email: string): NewSignup => ({
      signup: {
        fullName: 'Ada Lovelace',
        email,
        plan: 'monthly',
        joinDate: '2026-11-28',
        earlyBird: false,
        isFamily: false,
        numberOfPoufs: 1,
        frequency: 'monthly',
      },
      email: { kind: 'waitlist-confirmation', toName: 'Ada Lovelace', subject: 'Hello', html: '<p>#P</p>', text: '#P' },
      placeMarker: '#P',
      referralCode: 'code-ada-1',
      links: {
        statusHash: 'status-ada-1',
        confirmHash: 'confirm-ada-1',
        notMeHash: 'not-me-ada-1',
        confirmTtlHours: 24,
      },
    });
    const stored = await entries.screenAndInsert(newSignup('ada.stored@example.com'), limit);
    expect(stored.stored).not.toBeNull();
    expect(await setting()).toBe('on');
    const over = await entries.screenAndInsert(
      { ...newSignup('ada.over@example.com'), referralCode: 'code-ada-2' },
      limit,
    );
    expect(over).toMatchObject({ stored: null, count: { totalHits: 2 } });
    expect(await setting()).toBe('on');
  });
});
