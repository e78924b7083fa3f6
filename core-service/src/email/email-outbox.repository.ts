import { activeTraceparent } from '@fresh-pouf/server-kit';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { OutgoingEmail } from './email-sender';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface NewOutboxEmail extends OutgoingEmail {
  kind: string;
}

/** A row the worker now owns: `attempts` already counts the attempt being made. */
export interface ClaimedEmail extends OutgoingEmail {
  id: number;
  attempts: number;
  /** The row's name at the provider (a UUID; see migration 0009). */
  reference: string;
  /** The traceparent of the request that queued it (migration 0026): its send joins that trace. */
  traceParent: string | null;
}

export interface OutboxEntry {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  providerMessageId: string | null;
  sentAt: string | null;
}

interface EntryRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  provider_message_id: string | null;
  sent_at: Date | null;
}

interface ClaimedRow {
  id: number;
  due_at: Date;
  attempts: number;
  reference: string;
  to_address: string;
  to_name: string | null;
  subject: string;
  html_body: string;
  text_body: string;
  stream: 'outbound' | 'broadcast';
  list_unsubscribe: string | null;
  trace_parent: string | null;
}

export interface EmailOutboxRepository {
  enqueue(email: NewOutboxEmail, tx?: Transaction): Promise<number>;
  /** Queues the e-mail unless one with the same `dedupeKey` ever was (one per failed invoice); true when queued. */
  enqueueOnce(email: NewOutboxEmail, dedupeKey: string, tx?: Transaction): Promise<boolean>;
  /**
   * Takes up to `limit` due rows: pending ones whose time has come and 'sending' ones whose
   * lease ran out (their sender crashed). A claimed row's next_attempt_at becomes its lease
   * expiry, so one index answers both questions.
   */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]>;
  markSent(email: ClaimedEmail, providerMessageId: string): Promise<void>;
  markRetry(email: ClaimedEmail, delayMs: number, error: string): Promise<void>;
  markFailed(email: ClaimedEmail, error: string): Promise<void>;
  /** Gives claimed but unsent rows back (on shutdown), without counting the attempt. */
  release(emails: readonly ClaimedEmail[]): Promise<void>;
  /** Records why pending rows are waiting; touches only rows not yet told. */
  notePending(reason: string): Promise<number>;
  findById(id: number): Promise<OutboxEntry | null>;
}

/**
 * An e-mail's columns, its stream and List-Unsubscribe URL included: what the caller set is what
 * goes out. With it the trace of the request queuing it, which its send will join.
 */
export const rowOf = (email: NewOutboxEmail) => ({
  kind: email.kind,
  to: email.to,
  toName: email.toName,
  subject: email.subject,
  html: email.html,
  text: email.text,
  stream: email.stream ?? 'outbound',
  listUnsubscribe: email.listUnsubscribe ?? null,
  traceParent: activeTraceparent(),
});

/** The e-mail outbox; like every table of core, reached with SQL only. */
export function createEmailOutboxRepository(sequelize: Sequelize): EmailOutboxRepository {
  // The attempt number fences every update: if a row was reclaimed after a lease ran out,
  // the slower worker's late result no longer applies to it.
  const finish = async (email: ClaimedEmail, set: string, replacements: Record<string, unknown>) => {
    await sequelize.query(
      `UPDATE email_outbox SET ${set}, updated_at = now()
        WHERE id = :id AND status = 'sending' AND attempts = :attempts`,
      { replacements: { ...replacements, id: email.id, attempts: email.attempts }, type: QueryTypes.UPDATE },
    );
  };

  return {
    async enqueue(email, tx) {
      // next_attempt_at takes the database's now(): the one clock every copy of the service shares.
      const rows = await sequelize.query<{ id: number }>(
        `INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body, stream, list_unsubscribe, trace_parent)
         VALUES (:kind, :to, :toName, :subject, :html, :text, :stream, :listUnsubscribe, :traceParent) RETURNING id`,
        {
          replacements: { ...rowOf(email) },
          type: QueryTypes.SELECT,
          transaction: tx ?? null,
        },
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('email_outbox insert returned no id');
      return id;
    },

    async enqueueOnce(email, dedupeKey, tx) {
      const rows = await sequelize.query<{ id: number }>(
        `INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body, stream, list_unsubscribe, trace_parent, dedupe_key)
         VALUES (:kind, :to, :toName, :subject, :html, :text, :stream, :listUnsubscribe, :traceParent, :dedupeKey)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        {
          replacements: { ...rowOf(email), dedupeKey },
          type: QueryTypes.SELECT,
          transaction: tx ?? null,
        },
      );
      return rows.length > 0;
    },

    async claimDue(limit, leaseMs) {
      const rows = await sequelize.query<ClaimedRow>(
        // Transactional mail first: a sign-up's e-mail never waits behind an announcement's
        // thousands. A paused announcement's e-mails wait where they are.
        // An address whose owner said "This wasn't me" gets nothing more, whatever the kind:
        // its due e-mails are skipped here, the one place every e-mail passes.
        `WITH due AS (
                SELECT o.id, o.next_attempt_at,
                       EXISTS (SELECT 1 FROM email_suppressions s
                                WHERE s.normalized_email = suppression_key(o.to_address) AND s.reason = 'not-me') AS blocked
                  FROM email_outbox o
                 WHERE o.status IN ('pending', 'sending') AND o.next_attempt_at <= now()
                   AND (o.announcement_id IS NULL
                        OR EXISTS (SELECT 1 FROM announcements a WHERE a.id = o.announcement_id AND a.status = 'sending'))
                 ORDER BY o.stream = 'broadcast', o.next_attempt_at, o.id
                 LIMIT :limit
                   FOR UPDATE OF o SKIP LOCKED),
              skipped AS (
                UPDATE email_outbox AS o SET status = 'skipped', updated_at = now() FROM due WHERE o.id = due.id AND due.blocked RETURNING 1)
         UPDATE email_outbox AS o
            SET status = 'sending',
                attempts = o.attempts + 1,
                next_attempt_at = now() + :leaseMs * interval '1 millisecond',
                updated_at = now()
           FROM due
          WHERE o.id = due.id AND NOT due.blocked
        RETURNING o.id, o.attempts, o.reference, o.to_address, o.to_name, o.subject, o.html_body, o.text_body,
                  o.stream, o.list_unsubscribe, o.trace_parent, due.next_attempt_at AS due_at`,
        { replacements: { limit, leaseMs }, type: QueryTypes.SELECT },
      );
      // RETURNING keeps no order: the longest-waiting go first, as they were chosen.
      rows.sort(
        (a, b) =>
          Number(a.stream === 'broadcast') - Number(b.stream === 'broadcast') ||
          a.due_at.getTime() - b.due_at.getTime() ||
          a.id - b.id,
      );
      return rows.map((row) => ({
        id: row.id,
        attempts: row.attempts,
        reference: row.reference,
        to: row.to_address,
        toName: row.to_name,
        subject: row.subject,
        html: row.html_body,
        text: row.text_body,
        stream: row.stream,
        listUnsubscribe: row.list_unsubscribe,
        traceParent: row.trace_parent,
      }));
    },

    async markSent(email, providerMessageId) {
      await finish(
        email,
        `status = 'sent', sent_at = now(), provider_message_id = :providerMessageId, last_error = NULL`,
        {
          providerMessageId,
        },
      );
    },

    async markRetry(email, delayMs, error) {
      await finish(
        email,
        `status = 'pending', next_attempt_at = now() + :delayMs * interval '1 millisecond', last_error = :error`,
        { delayMs, error },
      );
    },

    async markFailed(email, error) {
      await finish(email, `status = 'failed', last_error = :error`, { error });
    },

    async release(emails) {
      if (!emails.length) return;
      await sequelize.query(
        `UPDATE email_outbox
            SET status = 'pending', attempts = attempts - 1, next_attempt_at = now(), updated_at = now()
          WHERE id IN (:ids) AND status = 'sending'`,
        { replacements: { ids: emails.map((e) => e.id) }, type: QueryTypes.UPDATE },
      );
    },

    async notePending(reason) {
      const [, affected] = await sequelize.query(
        `UPDATE email_outbox SET last_error = :reason, updated_at = now()
          WHERE status = 'pending' AND last_error IS DISTINCT FROM :reason`,
        { replacements: { reason }, type: QueryTypes.UPDATE },
      );
      return affected;
    },

    async findById(id) {
      const [row] = await sequelize.query<EntryRow>(
        `SELECT id, kind, to_address, subject, status, attempts, next_attempt_at, last_error, provider_message_id, sent_at
         FROM email_outbox WHERE id = :id`,
        { replacements: { id }, type: QueryTypes.SELECT },
      );
      if (!row) return null;
      return {
        id: row.id,
        kind: row.kind,
        toAddress: row.to_address,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
        lastError: row.last_error,
        providerMessageId: row.provider_message_id,
        sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      };
    },
  };
}
