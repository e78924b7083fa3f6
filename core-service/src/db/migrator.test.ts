import { createLogger } from '@fresh-pouf/server-kit';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing';
import { migrate } from './migrator';
import { createSequelize } from './sequelize';

// Every migration file, named as it must be recorded: without its extension.
const migrationNames = readdirSync(fileURLToPath(new URL('./migrations', import.meta.url)))
  .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => file.replace(/\.(ts|js)$/, ''))
  .sort();

let database: TestDatabase;
let client: pg.Client;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ database, client, close } = await openTestDatabase());
});
afterAll(() => close?.());

const rows = async <Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  (await client.query<Row>(sql, params)).rows;

describe('migrations', () => {
  it('records migrations without their file extension, so a build and tsx agree', async () => {
    expect(migrationNames[0]).toBe('0001-initial-schema');
    expect(await rows('SELECT name FROM schema_migrations ORDER BY name')).toEqual(
      migrationNames.map((name) => ({ name })),
    );
  });

  it('is a no-op when run again, also by two copies at once', async () => {
    const logger = createLogger('test', 'silent');
    const copies = [createSequelize(database.url, logger), createSequelize(database.url, logger)];
    try {
      await Promise.all(copies.map((sequelize) => migrate(sequelize, logger)));
    } finally {
      await Promise.all(copies.map((sequelize) => sequelize.close()));
    }
    expect(await rows('SELECT count(*)::int AS n FROM schema_migrations')).toEqual([{ n: migrationNames.length }]);
  });

  it('creates the tables of the spec with their unique constraints', async () => {
    const unique = await rows<{ table_name: string; column_name: string }>(
      `SELECT tc.table_name, kcu.column_name
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu USING (constraint_schema, constraint_name)
        WHERE tc.constraint_type = 'UNIQUE' AND tc.table_schema = 'public'
        ORDER BY 1, 2`,
    );
    expect(unique).toEqual([
      { table_name: 'blog_posts', column_name: 'slug' },
      { table_name: 'email_outbox', column_name: 'dedupe_key' },
      { table_name: 'users', column_name: 'username' },
      { table_name: 'waitlist_entries', column_name: 'email' },
      { table_name: 'waitlist_entries', column_name: 'referral_code' },
      { table_name: 'waitlist_entries', column_name: 'signup_key' },
      { table_name: 'waitlist_entries', column_name: 'unsubscribe_token' },
    ]);
  });

  it('gives new rows the defaults of the spec', async () => {
    const [user] = await rows(
      `INSERT INTO users (username, password, email) VALUES ('staff', 'hash', 'staff@example.com')
       RETURNING role, two_factor_enabled, active`,
    );
    expect(user).toEqual({ role: 'user', two_factor_enabled: false, active: true });

    const [post] = await rows(
      `INSERT INTO blog_posts (title, slug, content) VALUES ('Hello', 'hello', 'Some content here') RETURNING status`,
    );
    expect(post).toEqual({ status: 'draft' });

    const [entry] = await rows(
      `INSERT INTO waitlist_entries (full_name, email, plan, join_date)
       VALUES ('Jane Doe', 'jane@example.com', 'monthly', '2025-01-01')
       RETURNING early_bird, has_early_bird_discount, payment_made, is_family, number_of_poufs, frequency`,
    );
    expect(entry).toEqual({
      early_bird: false,
      has_early_bird_discount: false,
      payment_made: false,
      is_family: false,
      number_of_poufs: 1,
      frequency: 'monthly',
    });
  });

  it('indexes the outbox for the worker, and leaves per-plan statistics to the counters, not an index', async () => {
    const indexes = (
      await rows<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE schemaname = $1', ['public'])
    ).map((r) => r.indexdef);
    expect(indexes).toEqual(
      expect.arrayContaining([expect.stringContaining('ON public.email_outbox USING btree (status, next_attempt_at)')]),
    );
    // Every sign-up would write it; a plan is too large a share of the list for it to be read.
    expect(indexes).not.toEqual(
      expect.arrayContaining([expect.stringContaining('ON public.waitlist_entries USING btree (plan)')]),
    );
  });
});
