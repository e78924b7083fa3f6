import {
  MAJOR_MAIL_DOMAIN_PATTERN,
  REFERRAL_HOLDS_PAGE_SIZE,
  type ReferralHoldReason,
  type ReferralHoldsResponse,
} from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** When a referral is credited at once (core's WAITLIST_REFERRAL_* settings). */
export interface ReferralRules {
  /** Credited referrals per referrer per window. */
  dailyCap: number;
  /** Friends of one referrer from one client address, or one non-major domain, from which on they are held. */
  clusterSize: number;
  windowHours: number;
}

export type ReferralVerdict = { state: 'credited' } | { state: 'held'; reason: ReferralHoldReason };

export type Settled =
  | { outcome: 'decided'; referrerId: number | null; reason: ReferralHoldReason }
  | { outcome: 'unknown' }
  | { outcome: 'not-held' };

// The referrer's row, locked until the decision commits: two friends confirming at once are
// decided one after the other, and the second one's counts (a statement of its own, so a fresh
// snapshot) include the first one's credit. NO KEY UPDATE: sign-ups through the same link (their
// foreign key takes KEY SHARE on this row) are not held up.
const LOCK_REFERRER_SQL = `
  SELECT r.id FROM waitlist_entries e JOIN waitlist_entries r ON r.id = e.referred_by_id
   WHERE e.id = :entryId AND e.confirmed_at IS NOT NULL AND e.referral_state IS NULL
     FOR NO KEY UPDATE OF r`;

// One statement decides and records. The reasons in order: the friend signed up from the
// referrer's own client address; it is the clusterSize-th (or later) of the referrer's friends
// from one client address, or from one domain no big provider owns, counted in sign-up order
// within the window (so which ones are held does not depend on the order they confirm in); the
// referrer had dailyCap credits in the last window already. Friends counted by the referrer's
// partial index on referred_by_id: the cost is that referrer's referrals, not the list's size.
const DECIDE_SQL = `
  WITH me AS (
    SELECT e.id, e.referred_by_id, e.created_at, e.signup_ip_hash, split_part(e.normalized_email, '@', 2) AS domain
      FROM waitlist_entries e
     WHERE e.id = :entryId AND e.referred_by_id IS NOT NULL AND e.confirmed_at IS NOT NULL AND e.referral_state IS NULL
  ), earlier AS (
    SELECT count(*) FILTER (WHERE o.signup_ip_hash = me.signup_ip_hash) AS same_address,
           count(*) FILTER (WHERE split_part(o.normalized_email, '@', 2) = me.domain) AS same_domain
      FROM me JOIN waitlist_entries o ON o.referred_by_id = me.referred_by_id
     WHERE o.id < me.id AND o.created_at > me.created_at - make_interval(hours => :windowHours)
  ), credited AS (
    SELECT count(*) AS recent
      FROM me JOIN waitlist_entries c ON c.referred_by_id = me.referred_by_id
     WHERE c.referral_state = 'credited' AND c.referral_decided_at > now() - make_interval(hours => :windowHours)
  ), verdict AS (
    SELECT me.id,
           CASE
             WHEN me.signup_ip_hash = r.signup_ip_hash THEN 'same-address'
             WHEN me.signup_ip_hash IS NOT NULL AND earlier.same_address + 1 >= :clusterSize THEN 'address-cluster'
             WHEN me.domain !~ :majorDomains AND earlier.same_domain + 1 >= :clusterSize THEN 'domain-cluster'
             WHEN credited.recent >= :dailyCap THEN 'daily-cap'
           END AS reason
      FROM me JOIN waitlist_entries r ON r.id = me.referred_by_id, earlier, credited
  )
  UPDATE waitlist_entries e
     SET referral_state = CASE WHEN v.reason IS NULL THEN 'credited' ELSE 'held' END,
         referral_hold_reason = v.reason,
         referral_held_at = CASE WHEN v.reason IS NOT NULL THEN now() END,
         referral_decided_at = CASE WHEN v.reason IS NULL THEN now() END
    FROM verdict v
   WHERE e.id = v.id
  RETURNING e.referral_state AS state, e.referral_hold_reason AS reason`;

interface HoldRow {
  id: number;
  full_name: string;
  email: string;
  created_at: Date;
  referral_held_at: Date;
  referral_hold_reason: ReferralHoldReason;
  referrer_id: number | null;
  referrer_name: string | null;
  referrer_email: string | null;
  total: string;
}

const iso = (at: Date) => new Date(at).toISOString();

/** Referral credit on waitlist_entries: deciding one when its friend confirms, and the admins' held queue. */
export function createReferralsRepository(sequelize: Sequelize, rules: ReferralRules) {
  const select = <T extends object>(sql: string, replacements: Record<string, unknown>, transaction?: Transaction) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) });

  return {
    /**
     * Credits or holds the referral of an entry that has just become confirmed, inside the
     * transaction that confirmed it. Null when there is nothing to decide: no referrer, not
     * confirmed, or decided already.
     */
    async decide(entryId: number, tx: Transaction): Promise<ReferralVerdict | null> {
      const [referrer] = await select<{ id: number }>(LOCK_REFERRER_SQL, { entryId }, tx);
      if (!referrer) return null;
      const [row] = await select<{ state: 'credited' | 'held'; reason: ReferralHoldReason | null }>(
        DECIDE_SQL,
        { entryId, ...rules, majorDomains: MAJOR_MAIL_DOMAIN_PATTERN },
        tx,
      );
      if (!row) return null;
      return row.state === 'held' && row.reason ? { state: 'held', reason: row.reason } : { state: 'credited' };
    },

    /** The oldest held referrals first, with their referrers, and how many are held in all. */
    async held(): Promise<ReferralHoldsResponse> {
      const rows = await select<HoldRow>(
        `SELECT e.id, e.full_name, e.email, e.created_at, e.referral_held_at, e.referral_hold_reason,
                r.id AS referrer_id, r.full_name AS referrer_name, r.email AS referrer_email,
                count(*) OVER () AS total
           FROM waitlist_entries e LEFT JOIN waitlist_entries r ON r.id = e.referred_by_id
          WHERE e.referral_state = 'held'
          ORDER BY e.referral_held_at, e.id
          LIMIT :limit`,
        { limit: REFERRAL_HOLDS_PAGE_SIZE },
      );
      return {
        holds: rows.map((row) => ({
          entryId: row.id,
          fullName: row.full_name,
          email: row.email,
          joinedAt: iso(row.created_at),
          heldAt: iso(row.referral_held_at),
          reason: row.referral_hold_reason,
          referrer:
            row.referrer_id === null
              ? null
              : { id: row.referrer_id, fullName: row.referrer_name ?? '', email: row.referrer_email ?? '' },
        })),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    /**
     * An admin's decision on a held referral, in one statement: of two admins deciding at once,
     * one decides and the other finds it no longer held.
     */
    async settle(entryId: number, state: 'credited' | 'refused', actorId: number, tx: Transaction): Promise<Settled> {
      const [row] = await select<{ found: boolean; referrer_id: number | null; reason: ReferralHoldReason | null }>(
        `WITH settled AS (
           UPDATE waitlist_entries
              SET referral_state = :state, referral_decided_at = now(), referral_decided_by = :actorId
            WHERE id = :entryId AND referral_state = 'held'
           RETURNING referred_by_id, referral_hold_reason
         )
         SELECT EXISTS (SELECT 1 FROM waitlist_entries WHERE id = :entryId) AS found,
                (SELECT referred_by_id FROM settled) AS referrer_id,
                (SELECT referral_hold_reason FROM settled) AS reason`,
        { entryId, state, actorId },
        tx,
      );
      if (!row?.found) return { outcome: 'unknown' };
      if (!row.reason) return { outcome: 'not-held' };
      return { outcome: 'decided', referrerId: row.referrer_id, reason: row.reason };
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;

/** What a confirmation needs of it: the decision alone. */
export type ReferralDecider = Pick<ReferralsRepository, 'decide'>;
