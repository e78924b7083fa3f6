import type { Attribution, RateLimitCount, RateLimitHit, WaitlistEntryRecord, WaitlistSignup } from '@fresh-pouf/contracts';
import type pg from 'pg';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { NewOutboxEmail } from '../email/email-outbox.repository';
import { countHitSql, createRateLimitRepository } from '../rate-limit/rate-limit.repository';
import { counterSweeper } from '../rate-limit/rate-limit.service';

/** A hit counted against `key`; at most `max` hits per window may store an entry. */
export interface SignupLimit extends RateLimitHit {
  max: number;
}

export type RefusalReason = 'throwaway' | 'honeypot' | 'too-fast';

export interface CountedInsert {
  count: RateLimitCount;
  /** The new entry's id; null when over the limit (nothing tried) or the address is already listed. */
  id: number | null;
  limited: boolean;
  /** The id is of an entry an earlier try with the same idempotency key stored (no new e-mail). */
  replayed: boolean;
}

export interface WaitlistRepository {
  /** The stored entry, or null when the e-mail address is already on the list. */
  insert(signup: WaitlistSignup, tx: Transaction): Promise<WaitlistEntryRecord | null>;
  /** Inside `tx` when given: an entry that transaction created is visible to it. */
  findById(id: number, tx?: Transaction): Promise<WaitlistEntryRecord | null>;
  /**
   * Counts the hit (one statement), then, within the limit, inserts the entry and, only if it was
   * inserted, its confirmation e-mail in the outbox (one statement, so one transaction).
   */
  /** Counts the hit alone (a sign-up refused before anything is stored). */
  countHit(limit: SignupLimit): Promise<RateLimitCount>;
  /** One more refused sign-up today for `reason` (nothing else of it is kept). */
  recordRefusal(reason: RefusalReason): Promise<void>;
  insertCounted(
    signup: WaitlistSignup,
    email: Omit<NewOutboxEmail, 'to'>,
    limit: SignupLimit,
    idempotencyKey?: string,
    attribution?: Partial<Attribution>,
  ): Promise<CountedInsert>;
}

// Two statements on one connection, each its own transaction. The hit commits at once, so the
// address's counter row is locked only for that short statement (one statement holding it while
// it also inserted the entry and the e-mail made every sign-up from one address wait in line).
const COUNT_HIT_SQL = countHitSql('$1::text', '$2::int');

// $1..$8 the entry, $9..$13 the e-mail (its address is the stored one): both or neither; $14
// the submission's key; $15..$19 where it came from. No conflict target: an address or a key already stored stores nothing.
const INSERT_WITH_EMAIL_SQL = `WITH entry AS (
  INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, is_family, number_of_poufs, frequency, signup_key,
                                utm_source, utm_medium, utm_campaign, referrer, referral_code_used)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $14, $15, $16, $17, $18, $19)
  ON CONFLICT DO NOTHING
  RETURNING id, email
), mail AS (
  INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body)
  SELECT $9, entry.email, $10, $11, $12, $13 FROM entry
  RETURNING id
)
SELECT entry.id FROM entry, (SELECT count(*) FROM mail) AS m`;

// The entry an earlier try of the same submission stored: same key and same address, so a key
// alone (guessed or reused for another address) finds nothing.
const REPLAY_SQL = `SELECT id FROM waitlist_entries WHERE signup_key = $1 AND email = $2`;

interface CountRow {
  hits: number;
  reset_at: Date;
}

interface EntryRow {
  id: number;
  full_name: string;
  email: string;
  plan: string;
  join_date: string;
  early_bird: boolean;
  has_early_bird_discount: boolean;
  payment_made: boolean;
  payment_method: string | null;
  payment_amount: string | null;
  payment_date: string | null;
  is_family: boolean;
  number_of_poufs: number;
  frequency: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_payment_intent_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const RECORD_COLUMNS = `id, full_name, email, plan, join_date, early_bird, has_early_bird_discount, payment_made,
  payment_method, payment_amount, payment_date, is_family, number_of_poufs, frequency,
  stripe_customer_id, stripe_subscription_id, stripe_payment_intent_id, created_at, updated_at`;

const toRecord = (row: EntryRow): WaitlistEntryRecord => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  plan: row.plan,
  joinDate: row.join_date,
  earlyBird: row.early_bird,
  hasEarlyBirdDiscount: row.has_early_bird_discount,
  paymentMade: row.payment_made,
  paymentMethod: row.payment_method,
  paymentAmount: row.payment_amount,
  paymentDate: row.payment_date,
  isFamily: row.is_family,
  numberOfPoufs: row.number_of_poufs,
  frequency: row.frequency,
  stripeCustomerId: row.stripe_customer_id,
  stripeSubscriptionId: row.stripe_subscription_id,
  stripePaymentIntentId: row.stripe_payment_intent_id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** waitlist_entries as the waitlist sees it; like every table of core, reached with SQL only. */
export function createWaitlistRepository(sequelize: Sequelize): WaitlistRepository {
  // Counting hits here too, so this path sweeps ended windows as the rate-limit service does.
  const sweepCounters = counterSweeper(createRateLimitRepository(sequelize));
  return {
    async insert(signup, tx) {
      // The unique constraint, not a prior lookup, decides: of two sign-ups racing with the
      // same address, the second waits for the first to commit and then inserts nothing.
      const rows = await sequelize.query<EntryRow>(
        `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, is_family, number_of_poufs, frequency)
         VALUES (:fullName, :email, :plan, :joinDate, :earlyBird, :isFamily, :numberOfPoufs, :frequency)
         ON CONFLICT DO NOTHING
         RETURNING ${RECORD_COLUMNS}`,
        {
          replacements: {
            fullName: signup.fullName,
            email: signup.email,
            plan: signup.plan,
            joinDate: signup.joinDate,
            earlyBird: signup.earlyBird,
            isFamily: signup.isFamily,
            numberOfPoufs: signup.numberOfPoufs,
            frequency: signup.frequency,
          },
          type: QueryTypes.SELECT,
          transaction: tx,
        },
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async countHit(limit) {
      const [hit] = await sequelize.query<CountRow>(countHitSql(':key', ':windowMs'), {
        replacements: { key: limit.key, windowMs: limit.windowMs },
        type: QueryTypes.SELECT,
      });
      if (!hit) throw new Error('rate limit upsert returned no row');
      await sweepCounters();
      return { totalHits: hit.hits, resetTime: new Date(hit.reset_at).toISOString() };
    },

    async recordRefusal(reason) {
      await sequelize.query(
        `INSERT INTO signup_refusals (day, reason, count) VALUES (current_date, :reason, 1)
         ON CONFLICT (day, reason) DO UPDATE SET count = signup_refusals.count + 1`,
        { replacements: { reason } },
      );
    },

    async insertCounted(signup, email, limit, idempotencyKey, attribution) {
      // The hot path of the site: the pool's own pg client, no query layer in between.
      const manager = sequelize.connectionManager;
      const client = (await manager.getConnection({ type: 'write' })) as unknown as pg.ClientBase;
      let count: RateLimitCount;
      let id: number | null = null;
      let replayed: number | null = null;
      try {
        const hit = (await client.query<CountRow>(COUNT_HIT_SQL, [limit.key, limit.windowMs])).rows[0];
        if (!hit) throw new Error('rate limit upsert returned no row');
        count = { totalHits: hit.hits, resetTime: new Date(hit.reset_at).toISOString() };
        if (hit.hits <= limit.max) {
          const { rows } = await client.query<{ id: number | string }>(INSERT_WITH_EMAIL_SQL, [
            signup.fullName,
            signup.email,
            signup.plan,
            signup.joinDate,
            signup.earlyBird,
            signup.isFamily,
            signup.numberOfPoufs,
            signup.frequency,
            email.kind,
            email.toName,
            email.subject,
            email.html,
            email.text,
            idempotencyKey ?? null,
            attribution?.utmSource ?? null,
            attribution?.utmMedium ?? null,
            attribution?.utmCampaign ?? null,
            attribution?.referrer ?? null,
            attribution?.ref ?? null,
          ]);
          if (rows[0]) id = Number(rows[0].id);
        }
        if (id === null && idempotencyKey) {
          // Stored nothing (listed, or over the limit): perhaps this is a retry of a try that did.
          const replay = (await client.query<{ id: number | string }>(REPLAY_SQL, [idempotencyKey, signup.email])).rows[0];
          if (replay) replayed = Number(replay.id);
        }
      } finally {
        manager.releaseConnection(client as unknown as Parameters<typeof manager.releaseConnection>[0]);
      }
      await sweepCounters();
      if (replayed !== null) return { count, id: replayed, limited: false, replayed: true };
      return { count, id, limited: count.totalHits > limit.max, replayed: false };
    },

    async findById(id, tx) {
      const rows = await sequelize.query<EntryRow>(`SELECT ${RECORD_COLUMNS} FROM waitlist_entries WHERE id = :id`, {
        replacements: { id },
        type: QueryTypes.SELECT,
        ...(tx ? { transaction: tx } : {}),
      });
      return rows[0] ? toRecord(rows[0]) : null;
    },
  };
}
