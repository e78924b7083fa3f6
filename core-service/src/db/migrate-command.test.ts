import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { databaseUrl, dropDatabase, ensureDatabase } from '@fresh-pouf/dev-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestCore } from '../testing';
import '../testing/provided-context';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const ALL_MIGRATIONS = [
  '0001-initial-schema',
  '0002-rate-limit-counters',
  '0003-stripe-payments',
  '0004-staff-accounts',
  '0005-staff-security',
  '0006-checkout-tokens',
  '0007-blog-slug-redirects',
  '0008-signup-idempotency-keys',
  '0009-outbox-references',
  '0010-subscription-follow-up',
  '0011-stripe-event-log',
  '0012-signup-defences',
  '0013-signup-attribution',
  '0014-confirmed-places',
  '0015-list-mail',
  '0016-data-requests',
  '0017-mail-abuse',
  '0018-referral-holds',
  '0019-first-payment-declines',
  '0020-money-state',
  '0021-inbound-unsubscribes',
  '0022-staff-counters',
  '0023-indexed-places',
  '0024-waitlist-search',
  '0025-job-leases',
  '0026-reconcile-runs',
  '0027-outbox-trace-context',
  '0028-outbox-by-address',
  '0029-signup-trigger-statements',
  '0030-one-rate-limit-table',
  '0031-search-index-pending-list',
  '0032-drop-entry-plan-index',
  '0033-search-words',
  '0034-places-by-block',
  '0035-search-final-sigma',
];

const name = `test_${randomBytes(8).toString('hex')}`;
let url: string;

/** The release's migration step, as an operator runs it, with only DATABASE_URL given. */
const migrateWith = (command: string[]) =>
  run(command[0] ?? 'npm', command.slice(1), {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, LOG_LEVEL: 'silent' },
  });

const appliedMigrations = async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map(
      (r) => r.name,
    );
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  await ensureDatabase(inject('testPgUrl'), name);
  url = databaseUrl(inject('testPgUrl'), name);
});
afterAll(async () => {
  await dropDatabase(inject('testPgUrl'), name);
});

describe('migrations as their own step of a release', () => {
  it('core-service refuses to start on a schema that is behind, and names the command', async () => {
    await expect(startTestCore({ DATABASE_URL: url })).rejects.toThrow(
      `The database schema is behind this release: ${ALL_MIGRATIONS.length} migration(s) not applied (${ALL_MIGRATIONS.join(', ')}). ` +
        'Run the migrations first: `npm run migrate -w core-service` (built: `node core-service/dist/migrate.js`), with the same DATABASE_URL.',
    );
    expect(await appliedMigrations()).toEqual([]);
  });

  it('the compiled command applies them (node core-service/dist/migrate.js); then core starts; running it again changes nothing', async () => {
    await run('npm', ['run', '--silent', 'build', '-w', 'core-service'], { cwd: REPO_ROOT });
    await migrateWith([process.execPath, 'core-service/dist/migrate.js']);
    expect(await appliedMigrations()).toEqual(ALL_MIGRATIONS);

    const core = await startTestCore({ DATABASE_URL: url });
    expect((await fetch(`${core.url}/readyz`)).status).toBe(200);
    await core.close();

    await migrateWith(['npm', 'run', '--silent', 'migrate', '-w', 'core-service']);
    expect(await appliedMigrations()).toEqual(ALL_MIGRATIONS);
  });

  it('says what is missing when DATABASE_URL is not given', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'core-service/src/db/migrate.main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '' },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(failure).toMatchObject({
      code: 1,
      stderr: 'migrate: invalid configuration\n  - DATABASE_URL: is required: the postgres:// URL of the database\n',
    });
  });
});
