import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readConfig, type CoreConfig } from '../config';
import type { OutboxWorker } from '../email/outbox-worker';
import type { RetentionService } from '../retention/retention.service';
import { startCoreService } from '../server';
import { createTestDatabase } from './test-database';

export interface TestCore {
  url: string;
  /** Send it as `x-service-token`. */
  token: string;
  databaseUrl: string;
  /** Straight SQL against the core's database, for arranging and checking state. */
  query<Row extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  outbox: OutboxWorker;
  /** Its retention job, run when the test says (the schedule is off), at the clock reading it gives. */
  retention: RetentionService;
  /** Its `/metrics` address when the overrides set METRICS_PORT (0: a free port). */
  metricsUrl: string | undefined;
  /** Stops the core; drops its database unless the caller supplied DATABASE_URL. */
  close(): Promise<void>;
}

/**
 * A real core-service on a free port with a fresh database (or `overrides.DATABASE_URL`, e.g.
 * to restart a core on the same data), a random service token and fast outbox timings.
 * No e-mail provider unless the overrides name one.
 */
export async function startTestCore(overrides: Partial<CoreConfig> = {}): Promise<TestCore> {
  const ownDatabase = overrides.DATABASE_URL ? null : await createTestDatabase();
  const databaseUrl = overrides.DATABASE_URL ?? ownDatabase?.url ?? '';
  const config: CoreConfig = {
    ...readConfig({ CORE_SERVICE_TOKEN: randomBytes(24).toString('hex'), DATABASE_URL: databaseUrl }),
    PORT: 0,
    OUTBOX_POLL_MS: 100,
    OUTBOX_RETRY_BASE_MS: 200,
    OUTBOX_RETRY_MAX_MS: 2_000,
    LOG_LEVEL: 'silent',
    RETENTION_INTERVAL_MS: 0,
    ...overrides,
    DATABASE_URL: databaseUrl,
  };

  const core = await startCoreService(config).catch(async (err: unknown) => {
    await ownDatabase?.drop();
    throw err;
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    url: core.url,
    token: config.CORE_SERVICE_TOKEN,
    databaseUrl,
    query: async <Row extends pg.QueryResultRow>(sql: string, params?: unknown[]) =>
      (await pool.query<Row>(sql, params)).rows,
    outbox: core.outbox,
    retention: core.retention,
    metricsUrl: core.metricsUrl,
    close: async () => {
      await core.close();
      await pool.end();
      await ownDatabase?.drop();
    },
  };
}
