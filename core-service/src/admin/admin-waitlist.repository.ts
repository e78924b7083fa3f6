import {
  ADMIN_SOURCES_MAX_ROWS,
  type AdminFunnel,
  type AdminFunnelQuery,
  type AdminSourceRow,
  type AdminStats,
  type AdminWaitlistEntry,
  type AdminWaitlistPage,
  type AdminWaitlistQuery,
  describeSource,
  subscriptionStatusOf,
} from '@fresh-pouf/contracts';
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { entryEmailsOf } from './entry-emails.repository';

interface EntryRow {
  id: number;
  full_name: string;
  email: string;
  plan: string;
  is_family: boolean;
  number_of_poufs: number;
  created_at: string;
  payment_made: boolean;
  early_bird: boolean;
  subscription_status: string | null;
  cancel_at: string | null;
  price_mismatch_detail: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  referral_code_used: string | null;
  confirmed_at: string | null;
  place: string;
  referrals: string;
  privacy_version: string | null;
  privacy_accepted_at: string | null;
}

const toEntry = (row: EntryRow): AdminWaitlistEntry => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  plan: row.plan,
  isFamily: row.is_family,
  numberOfPoufs: row.number_of_poufs,
  joinDate: row.created_at,
  paymentMade: row.payment_made,
  earlyBird: row.early_bird,
  subscriptionStatus: subscriptionStatusOf(row.subscription_status),
  cancelAt: row.cancel_at,
  priceAlert: row.price_mismatch_detail,
  source: describeSource({
    utmSource: row.utm_source ?? undefined,
    utmMedium: row.utm_medium ?? undefined,
    utmCampaign: row.utm_campaign ?? undefined,
    referrer: row.referrer ?? undefined,
    ref: row.referral_code_used ?? undefined,
  }),
  confirmedAt: row.confirmed_at,
  position: Number(row.place),
  referrals: Number(row.referrals),
  privacyVersion: row.privacy_version,
  privacyAcceptedAt: row.privacy_accepted_at,
});

/**
 * A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, both truncated), made
 * by PostgreSQL: parsing a page's 2,000 timestamps into Dates (about 6 % of core's CPU for a page
 * of 500, profiled) only to write them out again was work for nothing.
 */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ENTRY_COLUMNS = `e.id, e.full_name, e.email, e.plan, e.is_family, e.number_of_poufs, ${iso('e.created_at')} AS created_at,
  e.payment_made, e.early_bird, e.subscription_status,
  CASE WHEN e.cancel_at_period_end THEN ${iso('e.subscription_period_end')} END AS cancel_at, e.price_mismatch_detail,
  e.utm_source, e.utm_medium, e.utm_campaign, e.referrer, e.referral_code_used, ${iso('e.confirmed_at')} AS confirmed_at,
  p.place, p.referrals, e.privacy_version, ${iso('e.privacy_accepted_at')} AS privacy_accepted_at`;

// Every count below is read from the counter tables that triggers on waitlist_entries keep
// current in the same transaction as each change (migration 0022): a call costs the same at any
// size of the list. Conversion counts (the funnel's and the sources' "paid") count whoever ever
// paid: an entry that canceled, or was erased, converted all the same. "Paid Customers" counts
// customers now (payment_made, kept equal to a customer's subscription status: payments.repository.ts).

// Sources: the counters are kept by describeSource()'s grouping already (a utm campaign wins, then
// a referral, then the referring site); only the biggest groups leave the database, the rest as one sum.
const SOURCES = `
  WITH grouped AS (
    SELECT kind, label, sum(count) AS count, sum(confirmed) AS confirmed, sum(paid) AS paid
      FROM waitlist_source_counts GROUP BY kind, label HAVING sum(count) <> 0
  ), ranked AS (
    SELECT grouped.*, row_number() OVER (ORDER BY count DESC, kind, label) AS n FROM grouped
  )
  SELECT kind, label, count, confirmed, paid, n FROM ranked WHERE n <= :max
  UNION ALL
  SELECT 'other', '', sum(count), sum(confirmed), sum(paid), :max + 1 FROM ranked WHERE n > :max HAVING count(*) > 0
  ORDER BY n`;

/**
 * What the search index (migrations 0033, 0035) is built on: name, address and plan,
 * newline-separated, lower-cased with a final sigma folded (ς to σ, as lower() writes a capital Σ).
 */
const folded = (text: string) => `translate(lower(${text}), 'ς', 'σ')`;
const SEARCH_TEXT = folded(`full_name || E'\\n' || email || E'\\n' || plan`);
/** A search (LIKE-escaped, as `:needle`) folded as SEARCH_TEXT is. */
const SEARCH_NEEDLE = `'%' || ${folded(':needle')} || '%'`;
/** At most this many entries are checked through a search's words (see searchedByWords). */
const SEARCH_BY_WORDS_MAX = 2_000;

interface SourceRow {
  kind: AdminSourceRow['kind'];
  label: string;
  count: string;
  confirmed: string;
  paid: string;
}

export interface AdminWaitlistOptions {
  /** Places a confirmed referral moves its referrer up (core's WAITLIST_REFERRAL_BOOST). */
  referralBoost: number;
}

export function createAdminWaitlistRepository(sequelize: Sequelize, { referralBoost }: AdminWaitlistOptions) {
  /**
   * The entries older than `before` that contain `needle` (LIKE-escaped), found by the words the
   * search implies (migration 0033); null when it implies none worth reading, or when more than
   * SEARCH_BY_WORDS_MAX match: then the words are common after all (the statistics can lag
   * behind the list), and reading the newest entries in order finds a page sooner.
   */
  const searchedByWords = async (q: string, needle: string, before: number | null) => {
    const [row] = await sequelize.query<{ terms: string | null }>('SELECT waitlist_search_terms(:q)::text AS terms', {
      replacements: { q },
      type: QueryTypes.SELECT,
    });
    if (!row?.terms) return null;
    // The index's own expressions, words first. The words only narrow; the LIKE decides.
    const rows = await sequelize.query<{ id: number }>(
      `SELECT id FROM waitlist_entries
        WHERE waitlist_search_words(${SEARCH_TEXT}) @@ :terms::tsquery AND ${SEARCH_TEXT} LIKE ${SEARCH_NEEDLE}
          AND (:before::int IS NULL OR id < :before)
        LIMIT ${SEARCH_BY_WORDS_MAX}`,
      { replacements: { terms: row.terms, needle, before }, type: QueryTypes.SELECT },
    );
    return rows.length < SEARCH_BY_WORDS_MAX ? rows.map((r) => r.id) : null;
  };
  return {
    /** One pass over the table grouped by plan (the totals are the sums of the groups) and one grouped by source. No row leaves the database. */
    async stats(): Promise<AdminStats> {
      type Counts =
        | 'total'
        | 'early'
        | 'paid'
        | 'family'
        | 'confirmed'
        | 'active'
        | 'past_due'
        | 'cancelling'
        | 'canceled'
        | 'incomplete';
      // Four independent reads, side by side: the answer waits for the slowest, not for their sum.
      const [rows, alerts, refused, sources] = await Promise.all([
        sequelize.query<{ plan: string } & Record<Counts, string>>(
          // The counters' definitions (migration 0022): "paid" is customers now (active, cancelling at
          // period end and past due); an incomplete_expired checkout canceled nothing and is in no
          // subscription count; Stripe's unpaid ends the subscription for the product, as canceled does.
          `SELECT plan, sum(total) AS total, sum(early) AS early, sum(paid) AS paid, sum(family) AS family, sum(confirmed) AS confirmed,
                  sum(active) AS active, sum(past_due) AS past_due, sum(cancelling) AS cancelling, sum(canceled) AS canceled,
                  sum(incomplete) AS incomplete
             FROM waitlist_plan_counts GROUP BY plan HAVING sum(total) <> 0 ORDER BY sum(total) DESC, plan`,
          { type: QueryTypes.SELECT },
        ),
        sequelize.query<{ id: number; email: string; price_mismatch_detail: string; price_mismatch_at: Date }>(
          `SELECT id, email, price_mismatch_detail, price_mismatch_at FROM waitlist_entries
            WHERE price_mismatch_at IS NOT NULL ORDER BY price_mismatch_at DESC LIMIT 20`,
          { type: QueryTypes.SELECT },
        ),
        sequelize.query<{ reason: string; n: number }>(
          `SELECT reason, sum(count)::int AS n FROM signup_refusals WHERE day > current_date - 30 GROUP BY reason`,
          { type: QueryTypes.SELECT },
        ),
        sequelize.query<SourceRow>(SOURCES, { replacements: { max: ADMIN_SOURCES_MAX_ROWS }, type: QueryTypes.SELECT }),
      ]);
      const refusedFor = (reason: string) => refused.find((r) => r.reason === reason)?.n ?? 0;
      const sum = (key: Counts) => rows.reduce((n, row) => n + Number(row[key]), 0);
      return {
        totalCount: sum('total'),
        earlyBirdCount: sum('early'),
        paidCount: sum('paid'),
        familyPlanCount: sum('family'),
        planBreakdown: rows.map((row) => ({ plan: row.plan, count: Number(row.total) })),
        subscriptions: {
          active: sum('active'),
          pastDue: sum('past_due'),
          cancelAtPeriodEnd: sum('cancelling'),
          canceled: sum('canceled'),
          incomplete: sum('incomplete'),
        },
        refusedSignUps: {
          throwaway: refusedFor('throwaway'),
          honeypot: refusedFor('honeypot'),
          tooFast: refusedFor('too-fast'),
        },
        priceAlerts: alerts.map((a) => ({
          entryId: a.id,
          email: a.email,
          detail: a.price_mismatch_detail,
          at: new Date(a.price_mismatch_at).toISOString(),
        })),
        confirmedCount: sum('confirmed'),
        unconfirmedCount: sum('total') - sum('confirmed'),
        sources: sources.map((row) => ({
          kind: row.kind,
          label: row.label,
          count: Number(row.count),
          confirmed: Number(row.confirmed),
          paid: Number(row.paid),
        })),
      };
    },

    /** Sign-ups per UTC day over the window, from the per-day counters; days without any come from generate_series, so the chart has no gaps. */
    async funnel({ days }: AdminFunnelQuery): Promise<AdminFunnel> {
      const rows = await sequelize.query<{
        day: string;
        sign_ups: number;
        confirmed: number;
        early_bird: number;
        paid: number;
      }>(
        `WITH window_days AS (
           SELECT generate_series(today - (:days - 1), today, interval '1 day')::date AS day
             FROM (SELECT (now() AT TIME ZONE 'UTC')::date AS today) t
         ), counted AS (
           SELECT day, sum(sign_ups)::int AS sign_ups, sum(confirmed)::int AS confirmed, sum(early_bird)::int AS early_bird, sum(paid)::int AS paid
             FROM waitlist_day_counts
            WHERE day >= (now() AT TIME ZONE 'UTC')::date - (:days - 1)
            GROUP BY day
         )
         SELECT to_char(w.day, 'YYYY-MM-DD') AS day, coalesce(c.sign_ups, 0) AS sign_ups, coalesce(c.confirmed, 0) AS confirmed,
                coalesce(c.early_bird, 0) AS early_bird, coalesce(c.paid, 0) AS paid
           FROM window_days w LEFT JOIN counted c ON c.day = w.day
          ORDER BY w.day`,
        { replacements: { days }, type: QueryTypes.SELECT },
      );
      return {
        days,
        daily: rows.map((r) => ({
          day: r.day,
          signUps: r.sign_ups,
          confirmed: r.confirmed,
          earlyBird: r.early_bird,
          paid: r.paid,
        })),
      };
    },

    /**
     * Newest first, by keyset on the primary key, optionally only the entries whose name, address
     * or plan contain `q` (any case), found through the search index of migration 0033: page 200
     * and a search cost what page 1 costs. Places come from waitlist_places_of() for the page's rows
     * only, and the total from the counters.
     */
    async page({ limit, before, q }: AdminWaitlistQuery): Promise<AdminWaitlistPage> {
      // LIKE's wildcards in the search are taken literally.
      const search = q === undefined ? null : { q, needle: q.replace(/[\\%_]/g, '\\$&') };
      const ids = search && (await searchedByWords(search.q, search.needle, before ?? null));
      const conditions = [
        ...(before === undefined ? [] : ['id < :before']),
        ...(ids ? [ids.length === 0 ? 'false' : 'id IN (:ids)'] : []),
        // Else the index's trigrams (migration 0033), by its own expression so the planner can use it.
        ...(search && !ids ? [`${SEARCH_TEXT} LIKE ${SEARCH_NEEDLE}`] : []),
      ];
      const rows = await sequelize.query<EntryRow>(
        `WITH page AS (
           SELECT * FROM waitlist_entries ${conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`} ORDER BY id DESC LIMIT :limit
         )
         SELECT ${ENTRY_COLUMNS} FROM page e
           JOIN waitlist_places_of((SELECT coalesce(array_agg(id), '{}') FROM page), :boost) p ON p.id = e.id
          ORDER BY e.id DESC`,
        {
          replacements: {
            boost: referralBoost,
            before: before ?? null,
            limit: limit + 1,
            ids: ids ?? [],
            needle: search?.needle ?? null,
          },
          type: QueryTypes.SELECT,
        },
      );
      const [totalRow] = await sequelize.query<{ total: string }>(
        'SELECT coalesce(sum(total), 0) AS total FROM waitlist_plan_counts',
        {
          type: QueryTypes.SELECT,
        },
      );
      const hasMore = rows.length > limit;
      const entries = rows.slice(0, limit).map(toEntry);
      return {
        entries,
        total: Number(totalRow?.total ?? 0),
        nextBefore: hasMore ? (entries.at(-1)?.id ?? null) : null,
      };
    },

    /** The e-mails sent to entry `id`, newest first, never their text; null for an id nobody has. */
    entryEmails: (id: number) => entryEmailsOf(sequelize, id),

    /**
     * Every entry, oldest first, in batches, for the CSV export (memory stays flat at any size).
     * One cursor in one snapshot: places are ranked once for the whole export, and every row
     * agrees with every other about them.
     */
    async *all(batchSize = 2_000): AsyncGenerator<AdminWaitlistEntry[]> {
      const transaction = await sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ });
      try {
        await sequelize.query(
          `DECLARE waitlist_export NO SCROLL CURSOR FOR
           SELECT ${ENTRY_COLUMNS} FROM waitlist_entries e JOIN waitlist_places(:boost) p ON p.id = e.id ORDER BY e.id`,
          { replacements: { boost: referralBoost }, transaction },
        );
        for (;;) {
          const rows = await sequelize.query<EntryRow>(`FETCH ${Math.trunc(batchSize)} FROM waitlist_export`, {
            transaction,
            type: QueryTypes.SELECT,
          });
          if (rows.length > 0) yield rows.map(toEntry);
          if (rows.length < batchSize) return;
        }
      } finally {
        // It only read: ending it either way frees the connection, also when the caller stopped early.
        await transaction.rollback();
      }
    },
  };
}

export type AdminWaitlistRepository = ReturnType<typeof createAdminWaitlistRepository>;
