import { describe, expect, it } from 'vitest';
import { readConfig, readMigrateConfig } from './config';

const TOKEN = 'a-service-token-of-24-chars!';
const DATABASE_URL = 'postgres://fresh_pouf:secret@db.internal:5432/fresh_pouf';

describe('readConfig', () => {
  it('fills the defaults around the database it is given', () => {
    const config = readConfig({ CORE_SERVICE_TOKEN: TOKEN, DATABASE_URL });
    expect(config).toMatchObject({
      PORT: 4000,
      HOST: '127.0.0.1',
      DATABASE_URL,
      EMAIL_FROM: 'hello@freshpouf.com',
      PUBLIC_SITE_URL: 'http://localhost:8080',
      OUTBOX_POLL_MS: 2000,
      OUTBOX_RETRY_BASE_MS: 5000,
      OUTBOX_RETRY_MAX_MS: 900000,
      OUTBOX_SEND_TIMEOUT_MS: 15000,
      OUTBOX_LEASE_MS: 300000,
      LOG_LEVEL: 'info',
    });
    expect(config.POSTMARK_SERVER_TOKEN).toBeUndefined();
    expect(Object.keys(config).filter((key) => key.startsWith('EMBEDDED_PG'))).toEqual([]);
  });

  it('treats empty variables as unset and coerces numbers', () => {
    const config = readConfig({
      CORE_SERVICE_TOKEN: TOKEN,
      DATABASE_URL,
      POSTMARK_SERVER_TOKEN: '',
      PORT: '4100',
      OUTBOX_POLL_MS: '50',
    });
    expect(config.POSTMARK_SERVER_TOKEN).toBeUndefined();
    expect(config.PORT).toBe(4100);
    expect(config.OUTBOX_POLL_MS).toBe(50);
  });

  it.each([
    [{}, /CORE_SERVICE_TOKEN: is required/],
    [{ CORE_SERVICE_TOKEN: TOKEN }, /DATABASE_URL: is required: the postgres:\/\/ URL of the database/],
    [{ CORE_SERVICE_TOKEN: 'short' }, /CORE_SERVICE_TOKEN: must be at least 24 characters/],
    [{ CORE_SERVICE_TOKEN: TOKEN, DATABASE_URL: 'mysql://db/app' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ CORE_SERVICE_TOKEN: TOKEN, DATABASE_URL, PORT: 'eighty' }, /PORT/],
    [
      { CORE_SERVICE_TOKEN: TOKEN, DATABASE_URL, OUTBOX_RETRY_BASE_MS: '10', OUTBOX_RETRY_MAX_MS: '5' },
      /OUTBOX_RETRY_MAX_MS/,
    ],
    [
      { CORE_SERVICE_TOKEN: TOKEN, DATABASE_URL, OUTBOX_SEND_TIMEOUT_MS: '2000', OUTBOX_LEASE_MS: '20000' },
      /OUTBOX_LEASE_MS: must be more than 10 × OUTBOX_SEND_TIMEOUT_MS/,
    ],
  ])('rejects %j with a readable reason', (env, reason) => {
    expect(() => readConfig(env)).toThrow(reason);
  });
});

describe('readMigrateConfig', () => {
  it('needs the database only', () => {
    expect(readMigrateConfig({ DATABASE_URL })).toEqual({ DATABASE_URL, LOG_LEVEL: 'info' });
    expect(() => readMigrateConfig({})).toThrow(
      'migrate: invalid configuration\n  - DATABASE_URL: is required: the postgres:// URL of the database',
    );
  });
});
