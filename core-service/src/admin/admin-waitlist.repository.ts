import {
  type AdminStats,
  type AdminWaitlistEntry,
  type AdminWaitlistPage,
  type AdminWaitlistQuery,
  describeSource,
  subscriptionStatusSchema,
} from '@fresh-pouf/contracts';
import { QueryTypes, type Sequelize } from 'sequelize';

interface EntryRow {
  id: number;
  full_name: string;
  email: string;
  plan: string;
  is_family: boolean;
  number_of_poufs: number;
  created_at: Date;
  payment_made: boolean;
  early_bird: boolean;
  subscription_status: string | null;
  cancel_at: Date | null;
  price_mismatch_detail: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  referral_code_used: string | null;
}

const toEntry = (row: EntryRow): AdminWaitlistEntry => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  plan: row.plan,
  isFamily: row.is_family,
  numberOfPoufs: row.number_of_poufs,
  joinDate: new Date(row.created_at).toISOString(),
  paymentMade: row.payment_made,
  earlyBird: row.early_bird,
  subscriptionStatus: subscriptionStatusSchema.safeParse(row.subscription_status).data ?? null,
  cancelAt: row.cancel_at ? new Date(row.cancel_at).toISOString() : null,
  priceAlert: row.price_mismatch_detail,
  source: describeSource({
    utmSource: row.utm_source ?? undefined,
    utmMedium: row.utm_medium ?? undefined,
    utmCampaign: row.utm_campaign ?? undefined,
    referrer: row.referrer ?? undefined,
    ref: row.referral_code_used ?? undefined,
  }),
});

const ENTRY_COLUMNS = `id, full_name, email, plan, is_family, number_of_poufs, created_at, payment_made, early_bird,
  subscription_status, CASE WHEN cancel_at_period_end THEN subscription_period_end END AS cancel_at, price_mismatch_detail,
  utm_source, utm_medium, utm_campaign, referrer, referral_code_used`;

export function createAdminWaitlistRepository(sequelize: Sequelize) {
  return {
    /** One pass over the table, grouped by plan; the totals are the sums of the groups. No row leaves the database. */
    async stats(): Promise<AdminStats> {
      type Counts = 'total' | 'early' | 'paid' | 'family' | 'active' | 'past_due' | 'cancelling' | 'canceled' | 'incomplete';
      const rows = await sequelize.query<{ plan: string } & Record<Counts, string>>(
        `SELECT plan,
                count(*) AS total,
                count(*) FILTER (WHERE early_bird) AS early,
                count(*) FILTER (WHERE payment_made) AS paid,
                count(*) FILTER (WHERE is_family) AS family,
                count(*) FILTER (WHERE subscription_status IN ('active', 'trialing') AND NOT cancel_at_period_end) AS active,
                count(*) FILTER (WHERE subscription_status IN ('past_due', 'unpaid')) AS past_due,
                count(*) FILTER (WHERE subscription_status IN ('active', 'trialing') AND cancel_at_period_end) AS cancelling,
                count(*) FILTER (WHERE subscription_status IN ('canceled', 'incomplete_expired')) AS canceled,
                count(*) FILTER (WHERE subscription_status = 'incomplete') AS incomplete
         FROM waitlist_entries GROUP BY plan ORDER BY count(*) DESC, plan`,
        { type: QueryTypes.SELECT },
      );
      const alerts = await sequelize.query<{ id: number; email: string; price_mismatch_detail: string; price_mismatch_at: Date }>(
        `SELECT id, email, price_mismatch_detail, price_mismatch_at FROM waitlist_entries
          WHERE price_mismatch_at IS NOT NULL ORDER BY price_mismatch_at DESC LIMIT 20`,
        { type: QueryTypes.SELECT },
      );
      const refused = await sequelize.query<{ reason: string; n: number }>(
        `SELECT reason, sum(count)::int AS n FROM signup_refusals WHERE day > current_date - 30 GROUP BY reason`,
        { type: QueryTypes.SELECT },
      );
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
        refusedSignUps: { throwaway: refusedFor('throwaway'), honeypot: refusedFor('honeypot'), tooFast: refusedFor('too-fast') },
        priceAlerts: alerts.map((a) => ({ entryId: a.id, email: a.email, detail: a.price_mismatch_detail, at: new Date(a.price_mismatch_at).toISOString() })),
      };
    },

    /** Newest first, by keyset on the primary key: page 200 costs what page 1 costs. */
    async page({ limit, before }: AdminWaitlistQuery): Promise<AdminWaitlistPage> {
      const rows = await sequelize.query<EntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
         ${before === undefined ? '' : 'WHERE id < :before'}
         ORDER BY id DESC LIMIT :limit`,
        { replacements: { before: before ?? null, limit: limit + 1 }, type: QueryTypes.SELECT },
      );
      const [totalRow] = await sequelize.query<{ total: string }>('SELECT count(*) AS total FROM waitlist_entries', {
        type: QueryTypes.SELECT,
      });
      const hasMore = rows.length > limit;
      const entries = rows.slice(0, limit).map(toEntry);
      return { entries, total: Number(totalRow?.total ?? 0), nextBefore: hasMore ? (entries.at(-1)?.id ?? null) : null };
    },

    /** Every entry, oldest first, in batches, for the CSV export (memory stays flat at any size). */
    async *all(batchSize = 2_000): AsyncGenerator<AdminWaitlistEntry[]> {
      let after = 0;
      for (;;) {
        const rows = await sequelize.query<EntryRow>(
          `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE id > :after ORDER BY id LIMIT :batchSize`,
          { replacements: { after, batchSize }, type: QueryTypes.SELECT },
        );
        if (rows.length === 0) return;
        yield rows.map(toEntry);
        after = rows[rows.length - 1]?.id ?? after;
        if (rows.length < batchSize) return;
      }
    },
  };
}

export type AdminWaitlistRepository = ReturnType<typeof createAdminWaitlistRepository>;
