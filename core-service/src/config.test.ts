import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const TOKEN = 'a-service-token-of-24-chars!';

describe('readConfig', () => {
  it('fills the defaults, with the embedded data under the repository root', () => {
    const config = readConfig({ CORE_SERVICE_TOKEN: TOKEN });
    expect(config).toMatchObject({
      PORT: 4000,
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: 5433,
      EMAIL_FROM: 'hello@freshpouf.com',
      PUBLIC_SITE_URL: 'http://localhost:8080',
      OUTBOX_POLL_MS: 2000,
      OUTBOX_RETRY_BASE_MS: 5000,
      OUTBOX_RETRY_MAX_MS: 900000,
      OUTBOX_SEND_TIMEOUT_MS: 15000,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.POSTMARK_SERVER_TOKEN).toBeUndefined();
    expect(config.EMBEDDED_PG_DIR).toMatch(/\/\.data\/postgres$/);
    expect(config.EMBEDDED_PG_DIR).not.toMatch(/core-service/);
  });

  it('treats empty variables as unset and coerces numbers', () => {
    const config = readConfig({ CORE_SERVICE_TOKEN: TOKEN, DATABASE_URL: '', PORT: '4100', OUTBOX_POLL_MS: '50' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(4100);
    expect(config.OUTBOX_POLL_MS).toBe(50);
  });

  it.each([
    [{}, /CORE_SERVICE_TOKEN: is required/],
    [{ CORE_SERVICE_TOKEN: 'short' }, /CORE_SERVICE_TOKEN: must be at least 24 characters/],
    [{ CORE_SERVICE_TOKEN: TOKEN, DATABASE_URL: 'mysql://db/app' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ CORE_SERVICE_TOKEN: TOKEN, PORT: 'eighty' }, /PORT/],
    [{ CORE_SERVICE_TOKEN: TOKEN, OUTBOX_RETRY_BASE_MS: '10', OUTBOX_RETRY_MAX_MS: '5' }, /OUTBOX_RETRY_MAX_MS/],
  ])('rejects %j with a readable reason', (env, reason) => {
    expect(() => readConfig(env)).toThrow(reason);
  });
});
