import type {
  PaymentEvent,
  PaymentEventResult,
  StripeEventLogEntry,
  StripeEventLogPage,
  StripeEventLogQuery,
} from '@fresh-pouf/contracts';
import { STRIPE_EVENT_PAGE_SIZE } from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

interface LogRow {
  event_id: string;
  type: string;
  occurred_at: Date;
  received_at: Date;
  last_attempt_at: Date;
  attempts: number;
  outcome: StripeEventLogEntry['outcome'];
  error: string | null;
  entry_id: number | null;
  entry_email: string | null;
}

const toEntry = (row: LogRow): StripeEventLogEntry => ({
  eventId: row.event_id,
  type: row.type,
  occurredAt: new Date(row.occurred_at).toISOString(),
  receivedAt: new Date(row.received_at).toISOString(),
  lastAttemptAt: new Date(row.last_attempt_at).toISOString(),
  attempts: row.attempts,
  outcome: row.outcome,
  error: row.error,
  entryId: row.entry_id,
  entryEmail: row.entry_email,
});

const SELECT = `SELECT l.event_id, l.type, l.occurred_at, l.received_at, l.last_attempt_at, l.attempts, l.outcome, l.error,
                       l.entry_id, e.email AS entry_email
                  FROM stripe_event_log l LEFT JOIN waitlist_entries e ON e.id = l.entry_id`;

/** The webhook's history; like every table of core, reached with SQL only. */
export function createStripeEventLogRepository(sequelize: Sequelize) {
  return {
    /** A delivery (or replay) begins: first time a row, later one more attempt. */
    async received(event: PaymentEvent): Promise<void> {
      await sequelize.query(
        `INSERT INTO stripe_event_log (event_id, type, occurred_at, event)
         VALUES (:eventId, :type, to_timestamp(:occurredAt), CAST(:event AS jsonb))
         ON CONFLICT (event_id) DO UPDATE SET attempts = stripe_event_log.attempts + 1, last_attempt_at = now()`,
        {
          replacements: {
            eventId: event.eventId,
            type: event.type,
            occurredAt: event.occurredAt,
            event: JSON.stringify(event),
          },
        },
      );
    },

    /** What the attempt made of it, in the transaction that made it (a duplicate keeps what the first made). */
    async settled(eventId: string, result: PaymentEventResult, tx: Transaction): Promise<void> {
      if (result.outcome === 'duplicate') return;
      await sequelize.query(
        `UPDATE stripe_event_log SET outcome = :outcome, error = NULL, entry_id = :entryId WHERE event_id = :eventId`,
        {
          replacements: { eventId, outcome: result.outcome, entryId: result.entryId },
          transaction: tx,
        },
      );
    },

    async failed(eventId: string, error: string): Promise<void> {
      await sequelize.query(
        `UPDATE stripe_event_log SET outcome = 'failed', error = :error WHERE event_id = :eventId`,
        {
          replacements: { eventId, error: error.slice(0, 2000) },
        },
      );
    },

    async find(eventId: string): Promise<{ entry: StripeEventLogEntry; event: PaymentEvent } | null> {
      const [row] = await sequelize.query<LogRow & { event: PaymentEvent }>(
        `SELECT q.*, l.event FROM (${SELECT} WHERE l.event_id = :eventId) q JOIN stripe_event_log l USING (event_id)`,
        { replacements: { eventId }, type: QueryTypes.SELECT },
      );
      return row ? { entry: toEntry(row), event: row.event } : null;
    },

    /** Newest first, filtered, one page (keyset on received_at, event_id). */
    async page(query: StripeEventLogQuery): Promise<StripeEventLogPage> {
      const where: string[] = [];
      if (query.outcome) where.push('l.outcome = :outcome');
      if (query.type) where.push('l.type = :type');
      if (query.before) {
        where.push(
          `(l.received_at, l.event_id) < (SELECT received_at, event_id FROM stripe_event_log WHERE event_id = :before)`,
        );
      }
      const rows = await sequelize.query<LogRow>(
        `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY l.received_at DESC, l.event_id DESC LIMIT :limit`,
        {
          replacements: {
            outcome: query.outcome ?? null,
            type: query.type ?? null,
            before: query.before ?? null,
            limit: STRIPE_EVENT_PAGE_SIZE + 1,
          },
          type: QueryTypes.SELECT,
        },
      );
      const events = rows.slice(0, STRIPE_EVENT_PAGE_SIZE).map(toEntry);
      return { events, nextBefore: rows.length > STRIPE_EVENT_PAGE_SIZE ? (events.at(-1)?.eventId ?? null) : null };
    },
  };
}

export type StripeEventLogRepository = ReturnType<typeof createStripeEventLogRepository>;
