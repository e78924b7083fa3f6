import pg from 'pg';
import { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type OpenTestDatabase } from '../testing';
import { createAdminWaitlistRepository } from './admin-waitlist.repository';

let db: OpenTestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  db = await openTestDatabase();
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
       VALUES ('Tess Times', 'tess@example.com', 'monthly', '2026-11-27', '2026-11-27 23:34:56.789567+00',
               '2026-11-28 01:02:03+02', NULL, 'active', true, '2027-01-01 00:00:00.0005+00'),
              ('Una Untimed', 'una@example.com', 'monthly', '2026-11-27', '2026-11-28 00:00:00+00', NULL, NULL, NULL, false, NULL)`,
    );
    const page = await createAdminWaitlistRepository(sequelize, { referralBoost: 5 }).page({ limit: 10 });
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
