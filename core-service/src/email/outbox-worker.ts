import { inSpanContinuing, type Logger } from '@fresh-pouf/server-kit';
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
  /**
   * How long one send may wait for the provider before it is given up and retried later.
   * It also bounds how long stop() waits for a send in flight.
   */
  sendTimeoutMs?: number;
}

export interface OutboxPassResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  start(): void;
  /**
   * Finishes the send in progress (waiting at most the send timeout), hands back the rest of
   * its batch, then resolves.
   */
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
const DEFAULT_SEND_TIMEOUT_MS = 15_000;
const MAX_DRAIN_PASSES = 1_000;
/** Pauses before recording an outcome again: enough for a database that blinked. */
const RECORD_RETRY_DELAYS_MS = [100, 500];

/** The provider did not answer in time; it may still have accepted the e-mail. */
class SendTimeoutError extends EmailSendError {
  constructor(timeoutMs: number) {
    super(`No answer from the e-mail provider within ${timeoutMs} ms`, false);
    this.name = 'SendTimeoutError';
  }
}

/** `found`: an earlier attempt had been accepted already; nothing was sent this time. */
type SendOutcome = { sent: true; messageId: string; found: boolean } | { sent: false; error: unknown };

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { repository, sender, logger } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let nudgedWhileTicking = false;
  let queue: Promise<unknown> = Promise.resolve();

  async function attemptSend(email: ClaimedEmail, sending: EmailSender): Promise<SendOutcome> {
    let deadline: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new SendTimeoutError(sendTimeoutMs)), sendTimeoutMs);
    });
    try {
      const { reference } = email;
      // A row tried before may have reached the provider under a sender that died (or timed
      // out) before recording it: ask first, so it goes out once.
      const earlier = email.attempts > 1 ? await Promise.race([sending.findSent(reference), timedOut]) : null;
      if (earlier) return { sent: true, messageId: earlier.messageId, found: true };
      const { messageId } = await Promise.race([sending.send(email, reference), timedOut]);
      return { sent: true, messageId, found: false };
    } catch (error) {
      return { sent: false, error };
    } finally {
      clearTimeout(deadline);
    }
  }

  /**
   * Writes an outcome, trying again after short pauses: a database blip must not turn a sent
   * e-mail back into a due one. False when every attempt failed.
   */
  async function record(
    write: () => Promise<void>,
    failure: string,
    context: Record<string, unknown>,
  ): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await write();
        return true;
      } catch (err) {
        const delayMs = RECORD_RETRY_DELAYS_MS[attempt];
        if (delayMs === undefined) {
          logger.error({ ...context, reason: reasonOf(err), attempts: attempt + 1 }, `${failure}; giving up`);
          return false;
        }
        logger.warn({ ...context, reason: reasonOf(err), attempt: attempt + 1 }, `${failure}; trying again`);
        await pause(delayMs);
      }
    }
  }

  /**
   * False when the outcome could not be recorded: the database is likely away. The send is a
   * span of the trace of the request that queued the e-mail; the provider's call carries it.
   */
  function deliver(email: ClaimedEmail, sending: EmailSender, result: OutboxPassResult): Promise<boolean> {
    const attributes = { 'email.stream': email.stream ?? 'outbound', 'outbox.attempt': email.attempts };
    return inSpanContinuing(email.traceParent, 'outbox send', attributes, () => deliverInSpan(email, sending, result));
  }

  async function deliverInSpan(email: ClaimedEmail, sending: EmailSender, result: OutboxPassResult): Promise<boolean> {
    const context = { emailId: email.id, attempts: email.attempts };
    const outcome = await attemptSend(email, sending);

    if (outcome.sent) {
      const { messageId } = outcome;
      result.sent += 1;
      // Not recorded, the row falls due again when its lease runs out and goes out twice.
      const recorded = await record(() => repository.markSent(email, messageId), 'e-mail sent, status not recorded', {
        ...context,
        messageId,
      });
      if (recorded)
        logger.info(
          { ...context, messageId },
          outcome.found ? 'e-mail had been sent by an earlier attempt' : 'e-mail sent',
        );
      return recorded;
    }

    const reason = reasonOf(outcome.error);
    if (outcome.error instanceof EmailSendError && outcome.error.permanent) {
      result.failed += 1;
      logger.error({ ...context, reason }, 'e-mail rejected; not retrying');
      return record(() => repository.markFailed(email, reason), 'e-mail rejected, status not recorded', context);
    }

    const delayMs = retryDelayMs(email.attempts, options.retryBaseMs, options.retryMaxMs);
    result.retried += 1;
    if (outcome.error instanceof SendTimeoutError) {
      // Re-sending is safe, but the provider may have accepted it after all: it can arrive twice.
      logger.warn(
        { ...context, delayMs, reason },
        stopping ? 'e-mail send cut off by shutdown; will retry' : 'e-mail send timed out; will retry',
      );
    } else {
      logger.warn({ ...context, delayMs, reason }, 'e-mail not sent; will retry');
    }
    return record(() => repository.markRetry(email, delayMs, reason), 'e-mail not sent, retry not recorded', context);
  }

  /** Hands claimed rows back; if that fails too, their lease makes them due again later. */
  async function handBack(emails: readonly ClaimedEmail[]): Promise<void> {
    if (!emails.length) return;
    try {
      await repository.release(emails);
    } catch (err) {
      logger.warn(
        { count: emails.length, reason: reasonOf(err) },
        'could not hand claimed e-mails back; they wait for their lease',
      );
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
        await handBack(claimed.slice(index));
        break;
      }
      if (!(await deliver(email, sender, result))) {
        // Sending more while outcomes cannot be recorded would only make more duplicates.
        await handBack(claimed.slice(index + 1));
        break;
      }
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
      // Without a provider there is nothing to send now; the regular poll notes why they wait.
      if (!sender) return;
      if (ticking) nudgedWhileTicking = true;
      else schedule(0);
    },
    runOnce,
    drain,
  };
}
