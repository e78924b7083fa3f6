import { randomUUID } from 'node:crypto';
import { createLogger, type Logger } from '@fresh-pouf/server-kit';
import type { Sequelize } from 'sequelize';
import { type FakePostmark, startFakePostmark } from '@fresh-pouf/test-fakes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSequelize } from '../db/sequelize';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createEmailOutboxRepository, type EmailOutboxRepository } from './email-outbox.repository';
import { PROVIDER_NOT_CONFIGURED } from './email-sender';
import { createOutboxWorker } from './outbox-worker';
import { createPostmarkSender } from './postmark-sender';

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
    // The first pass warns; the two after it (and any the 10 ms poll adds) must not.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    await worker.runOnce();
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

describe('outbox worker when the database blinks while it records an outcome', () => {
  let ownDatabase: TestDatabase;
  let ownSequelize: Sequelize;
  let postmark: FakePostmark;

  beforeAll(async () => {
    ownDatabase = await createTestDatabase();
    ownSequelize = createSequelize(ownDatabase.url, createLogger('test', 'silent'));
    postmark = await startFakePostmark();
  });

  afterAll(async () => {
    await postmark?.close();
    await ownSequelize?.close();
    await ownDatabase?.drop();
  });

  const blip = () => new Error('Connection terminated unexpectedly');

  function workerWith(repository: EmailOutboxRepository, logger: Logger) {
    return createOutboxWorker({
      repository,
      sender: createPostmarkSender({ serverToken: 'postmark-test-token', apiUrl: postmark.url, from: 'hello@freshpouf.com' }),
      logger,
      pollMs: 600_000,
      retryBaseMs: 50,
      retryMaxMs: 100,
      leaseMs: 300,
    });
  }

  async function enqueue(repository: EmailOutboxRepository, to: string): Promise<number> {
    return repository.enqueue({ kind: 'test', to, toName: null, subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' });
  }

  const messagesOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => String(call[1] ?? call[0]));

  it('records a sent e-mail once the database is back, and never sends it again', async () => {
    postmark.setMode('ok');
    const real = createEmailOutboxRepository(ownSequelize);
    let failuresLeft = 1;
    const repository: EmailOutboxRepository = {
      ...real,
      async markSent(email, messageId) {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw blip();
        }
        return real.markSent(email, messageId);
      },
    };
    const logger = createLogger('test', 'silent');
    const warn = vi.spyOn(logger, 'warn');
    const worker = workerWith(repository, logger);
    const to = `sent-${randomUUID().slice(0, 8)}@example.com`;
    const id = await enqueue(real, to);

    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [received] = await postmark.waitForEmails(1, { to });
    expect(await real.findById(id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: received?.MessageID });
    expect(messagesOf(warn)).toEqual(['e-mail sent, status not recorded; trying again']);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ emailId: id, messageId: received?.MessageID });

    // As if well past the lease a mis-recorded row would have run out of: were it still
    // 'sending', it would be due again now.
    await ownSequelize.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 hour' WHERE id = :id", { replacements: { id } });
    await worker.drain();
    expect(postmark.received.filter((e) => e.To === to)).toHaveLength(1);
  });

  it('hands the rest of the batch back when a retry cannot be recorded, instead of leaving it claimed', async () => {
    postmark.setMode(500);
    const real = createEmailOutboxRepository(ownSequelize);
    const repository: EmailOutboxRepository = {
      ...real,
      markRetry: () => Promise.reject(blip()),
    };
    const logger = createLogger('test', 'silent');
    const error = vi.spyOn(logger, 'error');
    const worker = workerWith(repository, logger);
    const first = await enqueue(real, `retry-a-${randomUUID().slice(0, 8)}@example.com`);
    const second = await enqueue(real, `retry-b-${randomUUID().slice(0, 8)}@example.com`);
    const requestsBefore = postmark.requestCount();

    await worker.runOnce();

    expect(postmark.requestCount() - requestsBefore).toBe(1);
    expect(await real.findById(first)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await real.findById(second)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(messagesOf(error)).toEqual(['e-mail not sent, retry not recorded; giving up']);
    postmark.setMode('ok');
  });
});
