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

/** A sign-up as the service hands it over; `n` keeps its code and link hashes its own. */
const newSignup = (email: string, n = 1): NewSignup => ({
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
  referralCode: `code-ada-${n}`,
  links: {
    statusHash: `status-ada-${n}`,
    confirmHash: `confirm-ada-${n}`,
    notMeHash: `not-me-ada-${n}`,
    confirmTtlHours: 24,
  },
});

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

  it('stores sign-ups that wait for a busy database together: two at once, then everyone who waited', async () => {
    const sizes: number[] = [];
    const entries = createWaitlistRepository(sequelize, { onSignupStatement: (size) => sizes.push(size) });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        entries.screenAndInsert(newSignup(`rush-${i}@example.com`, 100 + i), {
          key: `waitlist-signup:198.51.100.${i + 20}`,
          windowMs: 60_000,
          max: 10,
        }),
      ),
    );
    expect(sizes).toEqual([1, 1, 28]);
    expect(results.filter((r) => r.stored !== null)).toHaveLength(30);
    const transactions = await sequelize.query<{ n: string }>(
      "SELECT count(DISTINCT xmin::text) AS n FROM waitlist_entries WHERE email LIKE 'rush-%'",
      { type: QueryTypes.SELECT },
    );
    expect(transactions[0]?.n).toBe('3');
  });
});
