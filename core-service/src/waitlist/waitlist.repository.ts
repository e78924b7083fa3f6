import {
  type AppliedRateLimit,
  type Attribution,
  RATE_LIMITS,
  type RateLimitCount,
  rateLimitCounterKey,
  type WaitlistEntryRecord,
  type WaitlistSignup,
} from '@fresh-pouf/contracts';
import type pg from 'pg';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { pooledClient } from '../db/pooled-client';
import { type NewOutboxEmail, rowOf } from '../email/email-outbox.repository';
import { countHitSql, createRateLimitRepository } from '../rate-limit/rate-limit.repository';
import { busyBatches } from '../db/busy-batches';
import {
  columnsOf,
  LIFTED_SQL,
  linkRows,
  NOT_ME_COLUMNS,
  SCREEN_AND_STORE_SIGNUPS_SQL,
  signupRow,
  STORE_SIGNUPS_SQL,
} from './signup-statement';
import { counterSweeper } from '../rate-limit/rate-limit.service';

/** The waitlist-signup policy as applied to one client address; at most `max` hits per window may store an entry. */
export type SignupLimit = AppliedRateLimit;

export type RefusalReason = 'throwaway' | 'honeypot' | 'too-fast';

/** Hashes of the tokens a sign-up's e-mail carries (the tokens themselves are only in the e-mail). */
export interface SignupLinks {
  /** Null when only other links are added (a checkout-claim e-mail's "This wasn't me"). */
  statusHash: string | null;
  /** Null when sign-ups need no confirming (WAITLIST_DOUBLE_OPT_IN off): the entry is confirmed as stored. */
  confirmHash: string | null;
  /** The "This wasn't me" link of an entry still to be confirmed; null when it is stored confirmed. */
  notMeHash: string | null;
  confirmTtlHours: number;
}

/** Re-sent e-mails (new confirm links, checkout-claim links) one entry may be sent: per rolling day and ever. */
export interface ResendCaps {
  perDay: number;
  total: number;
}

/** What a "This wasn't me" suppression says of a new sign-up for its address. */
export type NotMeBlock = 'none' | 'lifted' | 'blocked';

/** Everything one sign-up stores: the entry, its links and its e-mail, all or nothing. */
export interface NewSignup {
  signup: WaitlistSignup;
  /** Its place in line is not known until it is stored: `placeMarker` in the e-mail stands for it. */
  email: Omit<NewOutboxEmail, 'to'>;
  placeMarker: string;
  referralCode: string;
  links: SignupLinks;
  idempotencyKey?: string | undefined;
  attribution?: Partial<Attribution> | undefined;
  /** The privacy-policy version accepted, and the keyed hash of the address it came from. */
  consent?: StoredConsent | undefined;
  /** The keyed hash of the client address it came from, consent or not (see referral holds). */
  clientHash?: string | undefined;
}

export interface StoredConsent {
  privacyVersion: string;
  ipHash: string;
}

export interface StoredSignup {
  id: number;
  place: number;
}

export interface ScreenedInsert {
  count: RateLimitCount;
  notMe: NotMeBlock;
  /** The stored entry; null when over the limit or blocked (nothing tried) or the address is already listed. */
  stored: StoredSignup | null;
  /** The id of an entry an earlier try with the same idempotency key stored (no new e-mail). */
  replayedId: number | null;
}

/** Where an entry stands (its place is computed by waitlist_places_of(), see migration 0023). */
export interface EntryStanding {
  place: number;
  total: number;
  referrals: number;
  /** Referrals waiting for an admin: they move nobody until approved. */
  heldReferrals: number;
  referralCode: string;
  confirmed: boolean;
}

export interface ConfirmLink {
  entryId: number;
  expired: boolean;
  /** The entry is confirmed (through this link or another). */
  confirmed: boolean;
}

export interface WaitlistRepository {
  /** Stores the sign-up without counting a hit; null when the address is already on the list. */
  insert(signup: NewSignup): Promise<StoredSignup | null>;
  /** Inside `tx` when given: an entry that transaction created is visible to it. */
  findById(id: number, tx?: Transaction): Promise<WaitlistEntryRecord | null>;
  /** One more refused sign-up today for `reason` (nothing else of it is kept). */
  recordRefusal(reason: RefusalReason): Promise<void>;
  /**
   * A refused sign-up's answer: an id drawn from the entries' own sequence (as a stored one would
   * be) and the place the next entry would get.
   */
  decoy(): Promise<StoredSignup>;
  /**
   * A sign-up's first statement: counts its hit against `limit` (when given) and says whether
   * the address's owner said "This wasn't me": `lifted` (the stop is gone) when the sign-up
   * comes from the client address that said it (`liftKey`), `blocked` otherwise. One statement,
   * so the check costs the sign-up path no extra round trip.
   */
  screenHit(
    email: string,
    liftKey: string | null,
    limit: SignupLimit | undefined,
  ): Promise<{ count: RateLimitCount | null; notMe: NotMeBlock }>;
  /** Claims one re-sent e-mail for the entry within `caps`; false (nothing claimed) past them. */
  claimResend(entryId: number, caps: ResendCaps, tx: Transaction): Promise<boolean>;
  /** The entry a "This wasn't me" link names, with its address; null for a link we never sent. */
  findNotMeLink(tokenHash: string): Promise<{ entryId: number; email: string; confirmed: boolean } | null>;
  /**
   * "This wasn't me", inside the erasure's transaction: every further e-mail to the address is
   * suppressed (kept as a hash, with the keyed hash of the client that asked), and the pressed
   * link is kept so pressing again answers the same.
   */
  suppressNotMe(email: string, liftKey: string, entryId: number, tokenHash: string, tx: Transaction): Promise<void>;
  /**
   * A sign-up's one statement (shared with the sign-ups that arrived while the database was busy
   * with others): counts its hit against `limit`, checks "This wasn't me" as screenHit does and,
   * within the limit and unless the address is blocked, stores the entry, its links and its
   * confirmation e-mail, all in one transaction. When it stored nothing (over the limit, or the
   * address already listed), looks for an earlier try of the same submission.
   */
  screenAndInsert(signup: NewSignup, limit: SignupLimit): Promise<ScreenedInsert>;
  /** Inside `tx` when given: an entry that transaction created is visible to it. */
  standing(id: number, boost: number, tx?: Transaction): Promise<EntryStanding | null>;
  /** Stores the hashes of links e-mailed to an entry (an Early Bird checkout's, inside its transaction). */
  addLinks(entryId: number, links: SignupLinks, tx: Transaction): Promise<void>;
  findConfirmLink(tokenHash: string): Promise<ConfirmLink | null>;
  findStatusLink(tokenHash: string): Promise<number | null>;
  /** Confirms the entry and marks the link used; false when it was confirmed already. Inside `tx` when given. */
  confirm(entryId: number, tokenHash: string, tx?: Transaction): Promise<boolean>;
  /** The entry still to be confirmed whose normalised address is this one's. */
  findUnconfirmedByEmail(email: string): Promise<number | null>;
  /** The entry whose normalised address is this one's, confirmed or not. */
  findIdByEmail(email: string): Promise<number | null>;
  /**
   * New links and their e-mail for an entry still to be confirmed that had no confirm link in
   * the last `quietMinutes`; false when it sent nothing.
   */
  issueLinks(
    entryId: number,
    links: SignupLinks,
    email: NewOutboxEmail,
    quietMinutes: number,
    caps: ResendCaps,
  ): Promise<boolean>;
}

// The "This wasn't me" check for one address ($1, from client $2) alone, or with a hit (a refused
// sign-up's, a checkout's), in one statement. Its commit does not wait for the disk
// (synchronous_commit off for this transaction alone): it stores nothing anyone submitted, and a
// crash can only forget hits of a moment before it.
const notMeSql = (
  hit: string,
) => `WITH input AS (SELECT $1::text AS email, $2::text AS client_hash, 1 AS n), ${LIFTED_SQL}${hit}
SELECT ${hit ? '(SELECT hits FROM hit) AS hits, (SELECT reset_at FROM hit) AS reset_at,' : ''}
       ${NOT_ME_COLUMNS}
  FROM input i, (SELECT set_config('synchronous_commit', 'off', true)) AS unflushed_commit`;
const SCREEN_HIT_SQL = notMeSql(`, hit AS (${countHitSql('$3::text', '$4::int')})`);
const NOT_ME_SQL = notMeSql('');

const NAMED_LINK_ROWS = linkRows({
  status: ':statusHash',
  confirm: ':confirmHash',
  ttlHours: ':ttlHours',
  notMe: ':notMeHash',
});
const linkParams = (links: SignupLinks) => ({
  statusHash: links.statusHash,
  confirmHash: links.confirmHash,
  notMeHash: links.notMeHash,
  ttlHours: links.confirmTtlHours,
});

// The entry an earlier try of the same submission stored: same key and same address, so a key
// alone (guessed or reused for another address) finds nothing.
const REPLAY_SQL = `SELECT id FROM waitlist_entries WHERE signup_key = $1 AND email = $2`;

// Claims one re-sent e-mail for :entryId: the day's re-sends are the times kept in the last 24
// hours (older ones dropped as this one is added), and the count ever only grows. One UPDATE, so
// two requests at once cannot both slip under a cap. Further conditions follow with AND.
const CLAIM_RESEND_SQL = `UPDATE waitlist_entries e
     SET resends_total = e.resends_total + 1,
         resend_times = array(SELECT t FROM unnest(e.resend_times) t WHERE t > now() - interval '1 day') || now()
   WHERE e.id = :entryId AND e.resends_total < :resendTotal
     AND (SELECT count(*) FROM unnest(e.resend_times) t WHERE t > now() - interval '1 day') < :resendPerDay`;

const capsOf = (caps: ResendCaps) => ({ resendTotal: caps.total, resendPerDay: caps.perDay });

/**
 * A named statement: each pooled connection parses it once and then only binds values (the
 * sign-up's statements are long CTEs, work PostgreSQL need not redo per request, on the same
 * cores as the services). Each name stands for one text only.
 */
const prepared = (name: string, text: string, values: unknown[]): pg.QueryConfig => ({ name, text, values });

/** A sign-up's stored entry as a statement gives it back; nulls when nothing was stored. */
interface StoredRow {
  id: number | string | null;
  place: number | string | null;
}

const storedOf = (row: StoredRow | undefined): StoredSignup | null =>
  row && row.id !== null ? { id: Number(row.id), place: Number(row.place) } : null;

type ScreenedRow = ScreenRow & StoredRow;

/** Sign-up statements running at once before new sign-ups wait to go together; at most this many each. */
const SIGNUP_STATEMENTS_IN_FLIGHT = 2;
const SIGNUPS_PER_STATEMENT = 32;

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
  referral_code: string;
  confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const RECORD_COLUMNS = `id, full_name, email, plan, join_date, early_bird, has_early_bird_discount, payment_made,
  payment_method, payment_amount, payment_date, is_family, number_of_poufs, frequency,
  stripe_customer_id, stripe_subscription_id, stripe_payment_intent_id, referral_code, confirmed_at, created_at, updated_at`;

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
  referralCode: row.referral_code,
  confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** What the "This wasn't me" check (and the hit, when counted) gives back. */
interface ScreenRow {
  /** Absent when no hit was counted. */
  hits?: number | null;
  reset_at?: Date | null;
  found: boolean;
  lifted: number | string;
}

const screenedBy = (row: ScreenRow): { count: RateLimitCount | null; notMe: NotMeBlock } => ({
  count:
    typeof row.hits === 'number' && row.reset_at
      ? { totalHits: row.hits, resetTime: new Date(row.reset_at).toISOString() }
      : null,
  notMe: Number(row.lifted) > 0 ? 'lifted' : row.found ? 'blocked' : 'none',
});

/** waitlist_entries as the waitlist sees it; like every table of core, reached with SQL only. */
export interface WaitlistRepositoryOptions {
  /** Told how many sign-ups each sign-up statement stores together (for the metrics). */
  onSignupStatement?: (signups: number) => void;
}

export function createWaitlistRepository(
  sequelize: Sequelize,
  options: WaitlistRepositoryOptions = {},
): WaitlistRepository {
  // The waitlist-signup policy is applied here, inside the sign-up's own statement (no extra
  // round trip), so this path sweeps ended windows as the rate limiter does.
  const sweepCounters = counterSweeper(createRateLimitRepository(sequelize));
  const select = <T extends object>(sql: string, replacements: Record<string, unknown>, tx?: Transaction) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT, ...(tx ? { transaction: tx } : {}) });

  // The hot path of the site: a pg client of sequelize's own pool (its size, timeouts and
  // validation), no query layer in between.
  const withClient = pooledClient(sequelize);

  // Sign-ups arriving while the database is busy with others go together in the next statement
  // (busy-batches.ts). Two of one address, one limit's counter or one submission never share one.
  const screenedSignups = busyBatches<{ signup: NewSignup; limit: SignupLimit; row: unknown[] }, ScreenedRow>({
    async run(items) {
      const { rows } = await withClient((client) =>
        client.query<ScreenedRow>(
          prepared('signups-screen-store', SCREEN_AND_STORE_SIGNUPS_SQL, columnsOf(items.map((i) => i.row))),
        ),
      );
      return rows;
    },
    keysOf: ({ signup, limit }) => [
      `email:${signup.signup.email.toLowerCase()}`,
      `limit:${limit.key}`,
      ...(signup.idempotencyKey ? [`key:${signup.idempotencyKey}`] : []),
    ],
    maxInFlight: SIGNUP_STATEMENTS_IN_FLIGHT,
    maxBatch: SIGNUPS_PER_STATEMENT,
    ...(options.onSignupStatement ? { onBatch: options.onSignupStatement } : {}),
  });

  return {
    // The unique constraints, not a prior lookup, decide: of two sign-ups racing with the same
    // address, the second waits for the first to commit and then stores nothing.
    async insert(signup) {
      const { rows } = await withClient((client) =>
        client.query<StoredRow>(prepared('signups-store', STORE_SIGNUPS_SQL, columnsOf([signupRow(signup)]))),
      );
      return storedOf(rows[0]);
    },

    async screenHit(email, liftKey, limit) {
      const { rows } = await withClient((client) =>
        client.query<ScreenRow>(
          limit
            ? prepared('signup-screen-hit', SCREEN_HIT_SQL, [
                email,
                liftKey,
                rateLimitCounterKey(RATE_LIMITS.waitlistSignup, limit.key),
                limit.windowMs,
              ])
            : prepared('signup-screen', NOT_ME_SQL, [email, liftKey]),
        ),
      );
      const row = rows[0];
      if (!row) throw new Error('sign-up screen statement returned no row');
      if (limit) await sweepCounters();
      return screenedBy(row);
    },

    async recordRefusal(reason) {
      await sequelize.query(
        `INSERT INTO signup_refusals (day, reason, count) VALUES (current_date, :reason, 1)
         ON CONFLICT (day, reason) DO UPDATE SET count = signup_refusals.count + 1`,
        { replacements: { reason } },
      );
    },

    async screenAndInsert(signup, limit) {
      const row = await screenedSignups.run({ signup, limit, row: signupRow(signup, limit) });
      const { count, notMe } = screenedBy(row);
      if (!count) throw new Error('sign-up statement counted no hit');
      const stored = storedOf(row);
      let replayedId: number | null = null;
      if (stored === null && notMe !== 'blocked' && signup.idempotencyKey) {
        // Stored nothing (listed, or over the limit): perhaps this is a retry of a try that did.
        const { rows } = await withClient((client) =>
          client.query<{ id: number | string }>(
            prepared('signup-replay', REPLAY_SQL, [signup.idempotencyKey, signup.signup.email]),
          ),
        );
        if (rows[0]) replayedId = Number(rows[0].id);
      }
      await sweepCounters();
      return { count, notMe, stored, replayedId };
    },

    async findById(id, tx) {
      const rows = await sequelize.query<EntryRow>(`SELECT ${RECORD_COLUMNS} FROM waitlist_entries WHERE id = :id`, {
        replacements: { id },
        type: QueryTypes.SELECT,
        ...(tx ? { transaction: tx } : {}),
      });
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async standing(id, boost, tx) {
      const [row] = await select<{
        place: string;
        referrals: string;
        held: string;
        referral_code: string;
        confirmed: boolean;
        total: string;
      }>(
        `SELECT p.place, p.referrals, e.referral_code, e.confirmed_at IS NOT NULL AS confirmed,
                (SELECT coalesce(sum(total), 0) FROM waitlist_plan_counts) AS total,
                (SELECT count(*) FROM waitlist_entries h WHERE h.referred_by_id = p.id AND h.referral_state = 'held') AS held
           FROM waitlist_places_of(ARRAY[:id]::integer[], :boost) p JOIN waitlist_entries e ON e.id = p.id
          WHERE p.id = :id`,
        { id, boost },
        tx,
      );
      if (!row) return null;
      return {
        place: Number(row.place),
        total: Number(row.total),
        referrals: Number(row.referrals),
        heldReferrals: Number(row.held),
        referralCode: row.referral_code,
        confirmed: row.confirmed,
      };
    },

    async addLinks(entryId, links, tx) {
      await sequelize.query(
        `INSERT INTO waitlist_links (token_hash, entry_id, purpose, expires_at)
         SELECT l.hash, :entryId, l.purpose, l.expires_at
           FROM ${NAMED_LINK_ROWS}
          WHERE l.hash IS NOT NULL`,
        {
          replacements: { entryId, ...linkParams(links) },
          transaction: tx,
        },
      );
    },

    async findConfirmLink(tokenHash) {
      const [row] = await select<{ entry_id: number; expired: boolean; confirmed: boolean }>(
        `SELECT l.entry_id, l.expires_at < now() AS expired, e.confirmed_at IS NOT NULL AS confirmed
           FROM waitlist_links l JOIN waitlist_entries e ON e.id = l.entry_id
          WHERE l.token_hash = :tokenHash AND l.purpose = 'confirm'`,
        { tokenHash },
      );
      return row ? { entryId: row.entry_id, expired: row.expired, confirmed: row.confirmed } : null;
    },

    async findStatusLink(tokenHash) {
      const [row] = await select<{ entry_id: number }>(
        `SELECT entry_id FROM waitlist_links WHERE token_hash = :tokenHash AND purpose = 'status'`,
        { tokenHash },
      );
      return row?.entry_id ?? null;
    },

    async confirm(entryId, tokenHash, tx) {
      // One statement: of two presses racing, one confirms and the other finds it confirmed.
      const [row] = await select<{ confirmed: number | string }>(
        `WITH entry AS (
           UPDATE waitlist_entries SET confirmed_at = now(), updated_at = now()
            WHERE id = :entryId AND confirmed_at IS NULL
           RETURNING id
         ), link AS (
           UPDATE waitlist_links SET used_at = now() WHERE token_hash = :tokenHash AND used_at IS NULL RETURNING 1
         )
         SELECT (SELECT count(*) FROM entry) AS confirmed, (SELECT count(*) FROM link) AS used`,
        { entryId, tokenHash },
        tx,
      );
      return Number(row?.confirmed ?? 0) > 0;
    },

    async findIdByEmail(email) {
      const [row] = await select<{ id: number }>(
        'SELECT id FROM waitlist_entries WHERE normalized_email = normalize_email(:email)',
        { email },
      );
      return row?.id ?? null;
    },

    async findUnconfirmedByEmail(email) {
      const [row] = await select<{ id: number }>(
        'SELECT id FROM waitlist_entries WHERE normalized_email = normalize_email(:email) AND confirmed_at IS NULL',
        { email },
      );
      return row?.id ?? null;
    },

    async decoy() {
      const [row] = await select<{ id: number | string; place: number | string }>(
        `SELECT nextval(pg_get_serial_sequence('waitlist_entries', 'id')) AS id, (SELECT coalesce(sum(total), 0) FROM waitlist_plan_counts) + 1 AS place`,
        {},
      );
      if (!row) throw new Error('decoy query returned no row');
      return { id: Number(row.id), place: Number(row.place) };
    },

    async claimResend(entryId, caps, tx) {
      const [row] = await select<{ id: number }>(
        `${CLAIM_RESEND_SQL} RETURNING e.id`,
        { entryId, ...capsOf(caps) },
        tx,
      );
      return row !== undefined;
    },

    async findNotMeLink(tokenHash) {
      const [row] = await select<{ entry_id: number; email: string; confirmed: boolean }>(
        `SELECT l.entry_id, e.email, e.confirmed_at IS NOT NULL AS confirmed
           FROM waitlist_links l JOIN waitlist_entries e ON e.id = l.entry_id
          WHERE l.token_hash = :tokenHash AND l.purpose = 'not-me'`,
        { tokenHash },
      );
      return row ? { entryId: row.entry_id, email: row.email, confirmed: row.confirmed } : null;
    },

    async suppressNotMe(email, liftKey, entryId, tokenHash, tx) {
      await sequelize.query(
        `WITH suppressed AS (
           INSERT INTO email_suppressions (normalized_email, reason, lift_key) VALUES (suppression_key(:email), 'not-me', :liftKey)
           ON CONFLICT (normalized_email) DO UPDATE SET reason = 'not-me', lift_key = EXCLUDED.lift_key, created_at = now()
           RETURNING 1)
         INSERT INTO waitlist_links (token_hash, entry_id, purpose) VALUES (:tokenHash, :entryId, 'not-me') ON CONFLICT DO NOTHING`,
        { replacements: { email, liftKey, entryId, tokenHash }, transaction: tx },
      );
    },

    async issueLinks(entryId, links, email, quietMinutes, caps) {
      const [row] = await select<{ sent: number | string }>(
        `WITH target AS (
           ${CLAIM_RESEND_SQL} AND e.confirmed_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM waitlist_links l
                               WHERE l.entry_id = e.id AND l.purpose = 'confirm' AND l.created_at > now() - make_interval(mins => :quietMinutes))
           RETURNING e.id
         ), links AS (
           INSERT INTO waitlist_links (token_hash, entry_id, purpose, expires_at)
           SELECT l.hash, target.id, l.purpose, l.expires_at
             FROM target, ${NAMED_LINK_ROWS}
            WHERE l.hash IS NOT NULL
           RETURNING 1
         ), mail AS (
           INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body, trace_parent)
           SELECT :kind, :to, :toName, :subject, :html, :text, :traceParent FROM target
           RETURNING id
         )
         SELECT (SELECT count(*) FROM mail) AS sent, (SELECT count(*) FROM links) AS linked`,
        {
          entryId,
          quietMinutes,
          ...capsOf(caps),
          ...linkParams(links),
          ...rowOf(email),
        },
      );
      return Number(row?.sent ?? 0) > 0;
    },
  };
}
