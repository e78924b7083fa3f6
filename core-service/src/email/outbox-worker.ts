import type { Logger } from '@fresh-pouf/server-kit';
import type { ClaimedEmail, EmailOutboxRepository } from './email-outbox.repository';
import { EmailSendError, PROVIDER_NOT_CONFIGURED, type EmailSender } from './email-sender';
import { retryDelayMs } from './retry-policy';

export interface OutboxWorkerOptions {
  repository: EmailOutboxRepository;
  /** null when no provider is configured: e-mails then wait in the outbox. */
  sender: EmailSender | null;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize?: number;
  /** How long a send may take before another worker assumes the sender died. */
  leaseMs?: number;
}

export interface OutboxPassResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  start(): void;
  /** Finishes the send in progress, hands back the rest of its batch, then resolves. */
  stop(): Promise<void>;
  /** Asks for a pass now (after a sign-up commits) instead of at the next poll. */
  nudge(): void;
  /** One batch of due e-mails; passes never overlap within one worker. */
  runOnce(): Promise<OutboxPassResult>;
  /** Passes until nothing is due right now. */
  drain(): Promise<OutboxPassResult>;
}

const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_LEASE_MS = 5 * 60_000;
const MAX_DRAIN_PASSES = 1_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { repository, sender, logger } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let nudgedWhileTicking = false;
  let queue: Promise<unknown> = Promise.resolve();

  async function deliver(email: ClaimedEmail, sending: EmailSender, result: OutboxPassResult): Promise<void> {
    try {
      const { messageId } = await sending.send(email);
      await repository.markSent(email, messageId);
      result.sent += 1;
      logger.info({ emailId: email.id, attempts: email.attempts, messageId }, 'e-mail sent');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (err instanceof EmailSendError && err.permanent) {
        await repository.markFailed(email, reason);
        result.failed += 1;
        logger.error({ emailId: email.id, attempts: email.attempts, reason }, 'e-mail rejected; not retrying');
        return;
      }
      const delayMs = retryDelayMs(email.attempts, options.retryBaseMs, options.retryMaxMs);
      await repository.markRetry(email, delayMs, reason);
      result.retried += 1;
      logger.warn({ emailId: email.id, attempts: email.attempts, delayMs, reason }, 'e-mail not sent; will retry');
    }
  }

  async function pass(): Promise<OutboxPassResult> {
    const result: OutboxPassResult = { sent: 0, retried: 0, failed: 0 };
    if (!sender) {
      await repository.notePending(PROVIDER_NOT_CONFIGURED);
      return result;
    }
    const claimed = await repository.claimDue(batchSize, leaseMs);
    for (const [index, email] of claimed.entries()) {
      if (stopping) {
        await repository.release(claimed.slice(index));
        break;
      }
      await deliver(email, sender, result);
    }
    return result;
  }

  function runOnce(): Promise<OutboxPassResult> {
    const next = queue.then(pass);
    queue = next.catch(() => undefined);
    return next;
  }

  async function drain(): Promise<OutboxPassResult> {
    const total: OutboxPassResult = { sent: 0, retried: 0, failed: 0 };
    for (let i = 0; i < MAX_DRAIN_PASSES && !stopping; i += 1) {
      const result = await runOnce();
      total.sent += result.sent;
      total.retried += result.retried;
      total.failed += result.failed;
      if (result.sent + result.retried + result.failed < batchSize) break;
    }
    return total;
  }

  function schedule(delayMs: number): void {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
  }

  async function tick(): Promise<void> {
    timer = undefined;
    ticking = true;
    nudgedWhileTicking = false;
    try {
      await drain();
    } catch (err) {
      // The database may be briefly away; the next poll tries again.
      logger.error({ err }, 'outbox pass failed');
    } finally {
      ticking = false;
    }
    schedule(nudgedWhileTicking ? 0 : options.pollMs);
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (!sender) logger.warn(`${PROVIDER_NOT_CONFIGURED}: e-mails wait in the outbox until it is set`);
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await queue;
    },
    nudge() {
      if (ticking) nudgedWhileTicking = true;
      else schedule(0);
    },
    runOnce,
    drain,
  };
}
