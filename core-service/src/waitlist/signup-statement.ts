import { RATE_LIMITS, rateLimitCounterKey } from '@fresh-pouf/contracts';
import { activeTraceparent } from '@fresh-pouf/server-kit';
import { countHitsSql } from '../rate-limit/rate-limit.repository';
import type { NewSignup, SignupLimit } from './waitlist.repository';

/**
 * The statement that stores sign-ups: one or many in one round trip and one transaction, each
 * all or nothing (its entry, its links and its e-mail). Each value is an array with one element
 * per sign-up, so one named statement serves a batch of any size and PostgreSQL parses it once
 * per connection. Screened, it also counts each sign-up's hit against its limit and checks (and
 * lifts, for the client address that asked) a "This wasn't me" stop on its address, storing only
 * what passes.
 */

/**
 * The links an entry's e-mail carries, as rows (hash, purpose, expires_at) to insert into
 * waitlist_links; a null hash is a link not sent. One list, whichever statement stores them.
 */
export const linkRows = (p: {
  status: string;
  confirm: string;
  ttlHours: string;
  notMe: string;
}) => `(VALUES (${p.status}, 'status', NULL::timestamptz),
          (${p.confirm}, 'confirm', now() + make_interval(hours => ${p.ttlHours})),
          (${p.notMe}, 'not-me', NULL::timestamptz)) AS l (hash, purpose, expires_at)`;

/** One input column: its name in the statement, its type, and where a sign-up's value comes from. */
type Column = readonly [name: string, type: string, value: (s: NewSignup, limit?: SignupLimit) => unknown];

const COLUMNS: readonly Column[] = [
  ['full_name', 'text', (s) => s.signup.fullName],
  ['email', 'text', (s) => s.signup.email],
  ['plan', 'text', (s) => s.signup.plan],
  ['join_date', 'text', (s) => s.signup.joinDate],
  ['early_bird', 'boolean', (s) => s.signup.earlyBird],
  ['is_family', 'boolean', (s) => s.signup.isFamily],
  ['number_of_poufs', 'int', (s) => s.signup.numberOfPoufs],
  ['frequency', 'text', (s) => s.signup.frequency],
  ['signup_key', 'text', (s) => s.idempotencyKey ?? null],
  ['utm_source', 'text', (s) => s.attribution?.utmSource ?? null],
  ['utm_medium', 'text', (s) => s.attribution?.utmMedium ?? null],
  ['utm_campaign', 'text', (s) => s.attribution?.utmCampaign ?? null],
  ['referrer', 'text', (s) => s.attribution?.referrer ?? null],
  ['referral_code_used', 'text', (s) => s.attribution?.ref ?? null],
  ['referral_code', 'text', (s) => s.referralCode],
  // Stored confirmed when sign-ups need no confirming.
  ['confirmed', 'boolean', (s) => s.links.confirmHash === null],
  ['privacy_version', 'text', (s) => s.consent?.privacyVersion ?? null],
  ['privacy_ip_hash', 'text', (s) => s.consent?.ipHash ?? null],
  // The client address's keyed hash: kept with the entry, and what lifts its owner's "This wasn't me".
  ['client_hash', 'text', (s) => s.clientHash ?? null],
  ['status_hash', 'text', (s) => s.links.statusHash],
  ['confirm_hash', 'text', (s) => s.links.confirmHash],
  ['confirm_ttl_hours', 'int', (s) => s.links.confirmTtlHours],
  ['not_me_hash', 'text', (s) => s.links.notMeHash],
  ['mail_kind', 'text', (s) => s.email.kind],
  ['mail_name', 'text', (s) => s.email.toName],
  ['mail_subject', 'text', (s) => s.email.subject],
  ['mail_html', 'text', (s) => s.email.html],
  ['mail_text', 'text', (s) => s.email.text],
  // The e-mail's stand-in for the place, which only this statement knows.
  ['place_marker', 'text', (s) => s.placeMarker],
  // The trace the e-mail's send joins: the request's that queued it.
  ['trace_parent', 'text', () => activeTraceparent()],
  ['counter_key', 'text', (_s, limit) => (limit ? rateLimitCounterKey(RATE_LIMITS.waitlistSignup, limit.key) : null)],
  ['window_ms', 'int', (_s, limit) => limit?.windowMs ?? null],
  ['max_hits', 'int', (_s, limit) => limit?.max ?? null],
];

const INPUT = `input AS (
  SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
    WITH ORDINALITY AS i (${COLUMNS.map(([name]) => name).join(', ')}, n)
)`;

/**
 * "This wasn't me" for each sign-up of `input` (its email, client_hash and n): `lifted` deletes
 * the stop on its address when it comes from the client address that asked for it, and
 * NOT_ME_COLUMNS say for a row `i` of input whether a stop existed (`found`) and whether this
 * lifted it. The DELETE and the EXISTS see the same snapshot: blocked means a stop existed and
 * this did not lift it. One rule, whether a statement screens one address or a batch.
 */
export const LIFTED_SQL = `lifted AS (
  DELETE FROM email_suppressions s USING input i
   WHERE s.normalized_email = suppression_key(i.email) AND s.reason = 'not-me' AND s.lift_key = i.client_hash
  RETURNING i.n
)`;
export const NOT_ME_COLUMNS = `EXISTS (SELECT 1 FROM email_suppressions s
                  WHERE s.normalized_email = suppression_key(i.email) AND s.reason = 'not-me') AS found,
         (SELECT count(*) FROM lifted l WHERE l.n = i.n) AS lifted`;

const SCREEN = `${LIFTED_SQL}, hit AS (${countHitsSql(`SELECT i.counter_key, i.window_ms FROM input i ORDER BY i.counter_key`)}
), screen AS (
  SELECT i.n, h.hits, h.reset_at,
         ${NOT_ME_COLUMNS},
         h.hits <= i.max_hits AS within
    FROM input i JOIN hit h ON h.key = i.counter_key
)`;

// The entries, in the batch's order. No conflict target: an address, key or code already stored
// stores nothing. The referrer is the entry whose code it came with, unless that is the same person.
const entrySql = (screened: boolean) => `entry AS (
  INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, is_family, number_of_poufs, frequency, signup_key,
                                utm_source, utm_medium, utm_campaign, referrer, referral_code_used, referral_code, referred_by_id, confirmed_at,
                                privacy_version, privacy_accepted_at, privacy_ip_hash, signup_ip_hash)
  SELECT i.full_name, i.email, i.plan, i.join_date, i.early_bird, i.is_family, i.number_of_poufs, i.frequency, i.signup_key,
         i.utm_source, i.utm_medium, i.utm_campaign, i.referrer, i.referral_code_used, i.referral_code,
         (SELECT r.id FROM waitlist_entries r WHERE r.referral_code = i.referral_code_used AND r.normalized_email <> normalize_email(i.email)),
         CASE WHEN i.confirmed THEN now() END,
         i.privacy_version, CASE WHEN i.privacy_version IS NOT NULL THEN now() END, i.privacy_ip_hash, i.client_hash
    FROM input i${
      screened
        ? ` JOIN screen s ON s.n = i.n
   WHERE s.within AND (NOT s.found OR s.lifted > 0)`
        : ''
    }
   ORDER BY i.n
  ON CONFLICT DO NOTHING
  RETURNING id, email
)`;

// Each stored entry's place: every entry this statement sees (read from the counters the triggers
// of migration 0022 keep, not by counting the list), plus those of the batch before it, plus one.
// All of them joined earlier (committed before it began, so they drew their ids first). A
// sign-up committing at the same instant with an earlier id is not seen, so at worst it tells a
// place better than the one waitlist_places() gives it a moment later, never a worse one. The
// batch's emails are distinct, so each entry is matched to its one input row.
const STORED = `stored AS (
  SELECT i.*, e.id,
         (SELECT coalesce(sum(total), 0) FROM waitlist_plan_counts) + row_number() OVER (ORDER BY e.id) AS place
    FROM entry e JOIN input i ON i.email = e.email
), links AS (
  INSERT INTO waitlist_links (token_hash, entry_id, purpose, expires_at)
  SELECT l.hash, s.id, l.purpose, l.expires_at
    FROM stored s,
         LATERAL ${linkRows({ status: 's.status_hash', confirm: 's.confirm_hash', ttlHours: 's.confirm_ttl_hours', notMe: 's.not_me_hash' })}
   WHERE l.hash IS NOT NULL
), mail AS (
  INSERT INTO email_outbox (kind, to_address, to_name, subject, html_body, text_body, trace_parent)
  SELECT s.mail_kind, s.email, s.mail_name, s.mail_subject,
         replace(s.mail_html, s.place_marker, s.place::text), replace(s.mail_text, s.place_marker, s.place::text), s.trace_parent
    FROM stored s
)`;

/**
 * Sign-ups the checks have passed already (no hit): one row per sign-up, in input order (`n`,
 * from 1), with its entry's id and place, or nulls when nothing was stored.
 */
export const STORE_SIGNUPS_SQL = `WITH ${INPUT}, ${entrySql(false)}, ${STORED}
SELECT i.n, s.id, s.place FROM input i LEFT JOIN stored s ON s.n = i.n ORDER BY i.n`;

/**
 * The sign-up path's statement: for each sign-up its hit (its counter row stays locked until the
 * commit, so sign-ups from one address take turns), its "This wasn't me" check and, within its
 * limit and unless its address is blocked, its entry as above. A statement that stored nothing
 * commits without waiting for the disk (it keeps nothing anyone submitted; a crash can only
 * forget hits of a moment before it); one that stored a sign-up waits for the disk, with its hits.
 */
export const SCREEN_AND_STORE_SIGNUPS_SQL = `WITH ${INPUT}, ${SCREEN}, ${entrySql(true)}, ${STORED}
SELECT c.n, c.hits, c.reset_at, c.found, c.lifted, s.id, s.place,
       CASE WHEN NOT EXISTS (SELECT 1 FROM stored) THEN set_config('synchronous_commit', 'off', true) END AS unflushed_commit
  FROM screen c LEFT JOIN stored s ON s.n = c.n ORDER BY c.n`;

/**
 * One sign-up's values, taken in the request's own context (its trace): a statement's values are
 * `columnsOf` the rows of the sign-ups it stores.
 */
export const signupRow = (signup: NewSignup, limit?: SignupLimit): unknown[] =>
  COLUMNS.map(([, , value]) => value(signup, limit));

/** The statement's values for these rows: one array per column, one element per sign-up. */
export const columnsOf = (rows: readonly unknown[][]): unknown[] => COLUMNS.map((_, c) => rows.map((row) => row[c]));
