import pg from 'pg';
import { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, searchTermsOf, type OpenTestDatabase } from '../testing';
import { createAdminWaitlistRepository } from './admin-waitlist.repository';

let db: OpenTestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  db = await openTestDatabase();
  // The search's word statistics change only when a test analyses the table, not when autovacuum does.
  await db.client.query('ALTER TABLE waitlist_entries SET (autovacuum_enabled = false)');
  // Sessions five hours behind UTC (core's own are in UTC): the times must not move with them.
  sequelize = new Sequelize(db.database.url, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: false,
    timezone: '-05:00',
  });
});
afterAll(async () => {
  await sequelize?.close();
  await db?.close();
});

describe("a page's times", () => {
  it('are written as toISOString() writes them: UTC, milliseconds, truncated', async () => {
    await db.client.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date, created_at, confirmed_at, privacy_accepted_at,
                                     subscription_status, cancel_at_period_end, subscription_period_end)
       VALUES ('Tess Times', 'tess@times.example', 'monthly', '2026-11-27', '2026-11-27 23:34:56.789567+00',
               '2026-11-28 01:02:03+02', NULL, 'active', true, '2027-01-01 00:00:00.0005+00'),
              ('Una Untimed', 'una@times.example', 'monthly', '2026-11-27', '2026-11-28 00:00:00+00', NULL, NULL, NULL, false, NULL)`,
    );
    const page = await createAdminWaitlistRepository(sequelize, { referralBoost: 5 }).page({
      limit: 10,
      q: '@times.example',
    });
    expect(
      page.entries.map(({ fullName, joinDate, confirmedAt, privacyAcceptedAt, cancelAt }) => ({
        fullName,
        joinDate,
        confirmedAt,
        privacyAcceptedAt,
        cancelAt,
      })),
    ).toEqual([
      {
        fullName: 'Una Untimed',
        joinDate: '2026-11-28T00:00:00.000Z',
        confirmedAt: null,
        privacyAcceptedAt: null,
        cancelAt: null,
      },
      {
        fullName: 'Tess Times',
        joinDate: '2026-11-27T23:34:56.789Z',
        confirmedAt: '2026-11-27T23:02:03.000Z',
        privacyAcceptedAt: null,
        cancelAt: '2027-01-01T00:00:00.000Z',
      },
    ]);
  });
});

const termsOf = (...searches: string[]) => searchTermsOf(db.client, ...searches);

describe('a search whose words match more than 2,000 entries', () => {
  it('answers the same page, by the trigrams', async () => {
    await db.client.query(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date)
       SELECT 'Plentiful Name ' || i, 'plenty' || i || '@example.com', 'monthly', '2026-11-27' FROM generate_series(1, 2100) AS i`,
    );
    const repository = createAdminWaitlistRepository(sequelize, { referralBoost: 5 });
    const names = async (q: string, before?: number) => {
      const page = await repository.page({ limit: 3, q, ...(before === undefined ? {} : { before }) });
      return { names: page.entries.map((e) => e.fullName), nextBefore: page.nextBefore };
    };

    // "plentiful name": 2,100 entries end in "plentiful"; "plentiful name 209": 11 of them.
    const many = await names('plentiful name');
    expect(many.names).toEqual(['Plentiful Name 2100', 'Plentiful Name 2099', 'Plentiful Name 2098']);
    expect((await names('plentiful name', many.nextBefore!)).names).toEqual([
      'Plentiful Name 2097',
      'Plentiful Name 2096',
      'Plentiful Name 2095',
    ]);
    expect((await names('lentiful name 209')).names).toEqual([
      'Plentiful Name 2099',
      'Plentiful Name 2098',
      'Plentiful Name 2097',
    ]);
    expect(await termsOf('plentiful name', 'lentiful name 209')).toEqual([`'~lufitnelp':*`, `'name' & '~lufitnel':*`]);
  });
});
