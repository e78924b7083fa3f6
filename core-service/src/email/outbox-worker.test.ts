import { createLogger } from '@fresh-pouf/server-kit';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSequelize } from '../db/sequelize';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createEmailOutboxRepository } from './email-outbox.repository';
import { PROVIDER_NOT_CONFIGURED } from './email-sender';
import { createOutboxWorker } from './outbox-worker';

let database: TestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  database = await createTestDatabase();
  sequelize = createSequelize(database.url, createLogger('test', 'silent'));
});

afterAll(async () => {
  await sequelize?.close();
  await database?.drop();
});

describe('outbox worker without an e-mail provider', () => {
  it('says so in one log line, however often it polls, and notes the reason on each waiting e-mail', async () => {
    const logger = createLogger('test', 'silent');
    const warn = vi.spyOn(logger, 'warn');
    const repository = createEmailOutboxRepository(sequelize);
    const worker = createOutboxWorker({
      repository,
      sender: null,
      logger,
      pollMs: 10,
      retryBaseMs: 100,
      retryMaxMs: 1_000,
    });
    const id = await repository.enqueue({
      kind: 'test',
      to: 'nobody@example.com',
      toName: null,
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });

    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await worker.runOnce();
    await worker.stop();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(PROVIDER_NOT_CONFIGURED);
    expect(await repository.findById(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: PROVIDER_NOT_CONFIGURED,
    });
  });
});
