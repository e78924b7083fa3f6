import { randomUUID } from 'node:crypto';
import { createLogger, type Logger } from '@fresh-pouf/server-kit';
import { QueryTypes, type Sequelize } from 'sequelize';
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
      sender: createPostmarkSender({
        serverToken: 'postmark-test-token',
        apiUrl: postmark.url,
        from: 'hello@freshpouf.com',
      }),
      logger,
      pollMs: 600_000,
      retryBaseMs: 50,
      retryMaxMs: 100,
      leaseMs: 300,
    });
  }

  async function enqueue(repository: EmailOutboxRepository, to: string): Promise<number> {
    return repository.enqueue({
      kind: 'test',
      to,
      toName: null,
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
  }

  const messagesOf = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.map((call) => String(call[1] ?? call[0]));

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
    expect(await real.findById(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: received?.MessageID,
    });
    expect(messagesOf(warn)).toEqual(['e-mail sent, status not recorded; trying again']);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ emailId: id, messageId: received?.MessageID });

    // As if well past the lease a mis-recorded row would have run out of: were it still
    // 'sending', it would be due again now.
    await ownSequelize.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 hour' WHERE id = :id", {
      replacements: { id },
    });
    await worker.drain();
    expect(postmark.received.filter((e) => e.To === to)).toHaveLength(1);
  });

  it('sends an e-mail once when its first sender handed it over and died before recording it', async () => {
    postmark.setMode('ok');
    const real = createEmailOutboxRepository(ownSequelize);
    const to = `died-${randomUUID().slice(0, 8)}@example.com`;
    const id = await enqueue(real, to);
    // The copy that died: it claimed the row, the provider accepted the e-mail, then SIGKILL.
    const [claimed] = (await real.claimDue(50, 60_000)).filter((e) => e.id === id);
    if (!claimed) throw new Error('row not claimed');
    const sender = createPostmarkSender({
      serverToken: 'postmark-test-token',
      apiUrl: postmark.url,
      from: 'hello@freshpouf.com',
    });
    const { messageId } = await sender.send(claimed, claimed.reference);
    await ownSequelize.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = :id", {
      replacements: { id },
    });
    const searchesBefore = postmark.searchCount();

    const logger = createLogger('test', 'silent');
    const info = vi.spyOn(logger, 'info');
    expect(await workerWith(real, logger).drain()).toMatchObject({ sent: 1, retried: 0, failed: 0 });

    expect(postmark.received.filter((e) => e.To === to)).toHaveLength(1);
    expect(postmark.searchCount() - searchesBefore).toBe(1);
    expect(await real.findById(id)).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: messageId });
    expect(messagesOf(info)).toContain('e-mail had been sent by an earlier attempt');
  });

  it('sends a re-claimed e-mail the provider never got, tagged with its outbox row; a first attempt asks nothing', async () => {
    postmark.setMode('ok');
    const real = createEmailOutboxRepository(ownSequelize);
    const fresh = `fresh-${randomUUID().slice(0, 8)}@example.com`;
    const freshId = await enqueue(real, fresh);
    const searchesBefore = postmark.searchCount();
    await workerWith(real, createLogger('test', 'silent')).drain();
    expect(postmark.searchCount()).toBe(searchesBefore);
    const [reference] = await ownSequelize.query<{ reference: string }>(
      'SELECT reference FROM email_outbox WHERE id = :id',
      {
        replacements: { id: freshId },
        type: QueryTypes.SELECT,
      },
    );
    expect(reference?.reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(postmark.received.filter((e) => e.To === fresh).map((e) => e.Metadata)).toEqual([
      { outbox_ref: reference?.reference },
    ]);

    const to = `lost-${randomUUID().slice(0, 8)}@example.com`;
    const id = await enqueue(real, to);
    // Claimed by a copy that died before it reached the provider.
    expect((await real.claimDue(50, 60_000)).map((e) => e.id)).toContain(id);
    await ownSequelize.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = :id", {
      replacements: { id },
    });
    await workerWith(real, createLogger('test', 'silent')).drain();
    expect(postmark.received.filter((e) => e.To === to)).toHaveLength(1);
    expect(await real.findById(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not send a re-attempt blind when the provider cannot say whether it has it: it tries later', async () => {
    const real = createEmailOutboxRepository(ownSequelize);
    const to = `unsure-${randomUUID().slice(0, 8)}@example.com`;
    const id = await enqueue(real, to);
    expect((await real.claimDue(50, 60_000)).map((e) => e.id)).toContain(id);
    await ownSequelize.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = :id", {
      replacements: { id },
    });
    postmark.setMode(500);
    const requestsBefore = postmark.requestCount();
    await workerWith(real, createLogger('test', 'silent')).runOnce();
    expect(postmark.requestCount()).toBe(requestsBefore);
    expect(await real.findById(id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'Postmark answered HTTP 500 (ErrorCode 500): Internal server error.',
    });
    postmark.setMode('ok');
    // Due again in a moment: it must not fall into the next test's batch.
    await ownSequelize.query('DELETE FROM email_outbox WHERE id = :id', { replacements: { id } });
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
