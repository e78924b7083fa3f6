import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';

// Inserts keep the staff counters and the id blocks with statements of their own (migration
// 0026); they must keep exactly what the generic statements of 0022 and 0023 keep.

let client: pg.Client;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ client, close } = await openTestDatabase());
});
afterAll(() => close?.());

/** Every counter, summed over its slots, in one comparable shape. */
async function counters() {
  const q = async (sql: string) => (await client.query(sql)).rows;
  return {
    plans:
      await q(`SELECT plan, sum(total)::int AS total, sum(early)::int AS early, sum(paid)::int AS paid, sum(family)::int AS family,
                           sum(confirmed)::int AS confirmed, sum(active)::int AS active, sum(past_due)::int AS past_due,
                           sum(cancelling)::int AS cancelling, sum(canceled)::int AS canceled, sum(incomplete)::int AS incomplete
                      FROM waitlist_plan_counts GROUP BY plan HAVING sum(total) <> 0 ORDER BY plan`),
    sources:
      await q(`SELECT kind, label, sum(count)::int AS count, sum(confirmed)::int AS confirmed, sum(paid)::int AS paid
                        FROM waitlist_source_counts GROUP BY kind, label HAVING sum(count) <> 0 ORDER BY kind, label`),
    days: await q(`SELECT day::text, sum(sign_ups)::int AS sign_ups, sum(confirmed)::int AS confirmed, sum(early_bird)::int AS early_bird, sum(paid)::int AS paid
                     FROM waitlist_day_counts GROUP BY day HAVING sum(sign_ups) <> 0 ORDER BY day`),
    blocks: await q(
      'SELECT block, sum(n)::int AS n FROM waitlist_id_blocks GROUP BY block HAVING sum(n) <> 0 ORDER BY block',
    ),
    credits: await q('SELECT id, credited_referrals FROM waitlist_entries WHERE credited_referrals > 0 ORDER BY id'),
  };
}

/** The same counters as the generic statements count them from the whole list (then rolled back). */
async function recounted() {
  await client.query('BEGIN');
  try {
    await client.query(
      'TRUNCATE waitlist_plan_counts, waitlist_source_counts, waitlist_day_counts, waitlist_id_blocks',
    );
    await client.query('UPDATE waitlist_entries SET credited_referrals = 0 WHERE credited_referrals <> 0');
    await client.query(`DO $$
      DECLARE statement text;
      BEGIN
        FOREACH statement IN ARRAY waitlist_counters_statements('SELECT 1 AS s, * FROM waitlist_entries') LOOP EXECUTE statement; END LOOP;
        EXECUTE waitlist_id_blocks_statement('SELECT 1 AS s, id FROM waitlist_entries');
        EXECUTE waitlist_credits_statement('SELECT 1 AS s, referred_by_id, referral_state FROM waitlist_entries');
      END $$`);
    return await counters();
  } finally {
    await client.query('ROLLBACK');
  }
}

const COLUMNS = `full_name, email, plan, join_date, early_bird, is_family, number_of_poufs, frequency, referral_code, utm_source, utm_medium,
  utm_campaign, referrer, referral_code_used, referred_by_id, referral_state, confirmed_at, payment_made, payment_date, subscription_status,
  cancel_at_period_end, created_at`;

describe('counters kept by the insert triggers', () => {
  it('equal what the generic statements count, for one entry at a time and many in one statement', async () => {
    // One at a time, as sign-ups come: a referrer, and entries of every source.
    const one = (values: string) =>
      client.query(`INSERT INTO waitlist_entries (${COLUMNS}) VALUES ${values} RETURNING id`);
    const referrer = (
      await one(
        `('Ref One', 'ref1@example.com', 'monthly', '2026-11-01', true, false, 1, 'monthly', 'REFCODE1', NULL, NULL, NULL, NULL, NULL, NULL, NULL, now(), false, NULL, NULL, false, now())`,
      )
    ).rows[0].id as number;
    await one(
      `('Camp', 'camp@example.com', 'bi-monthly', '2026-11-01', false, false, 1, 'bi-monthly', 'CODE2', 'news', 'email', 'launch', NULL, NULL, NULL, NULL, NULL, false, NULL, NULL, false, now())`,
    );
    await one(
      `('Site', 'site@example.com', 'quarterly', '2026-11-01', false, false, 1, 'quarterly', 'CODE3', NULL, NULL, NULL, 'https://blog.example.org', NULL, NULL, NULL, NULL, false, NULL, NULL, false, now() - interval '3 days')`,
    );
    await one(
      `('Friend', 'friend@example.com', 'monthly', '2026-11-01', false, false, 1, 'monthly', 'CODE4', NULL, NULL, NULL, NULL, 'REFCODE1', ${referrer}, 'credited', now(), false, NULL, NULL, false, now())`,
    );
    await one(
      `('Payer', 'payer@example.com', 'family', '2026-11-01', true, true, 3, 'monthly', 'CODE5', NULL, NULL, NULL, NULL, NULL, NULL, NULL, now(), true, now(), 'active', true, now())`,
    );
    expect(await counters()).toEqual(await recounted());

    // Many in one statement (a seed, an import), across id blocks and days, with every status.
    await client.query(`INSERT INTO waitlist_entries (${COLUMNS})
      SELECT 'Bulk ' || i, 'bulk' || i || '@example.com', (ARRAY['monthly', 'bi-monthly', 'quarterly', 'family'])[1 + i % 4], '2026-11-01',
             i % 5 = 0, i % 4 = 3, 1 + i % 3, 'monthly', 'BULK' || i,
             CASE WHEN i % 7 = 0 THEN 'ads' END, CASE WHEN i % 7 = 0 THEN 'cpc' END, NULL,
             CASE WHEN i % 11 = 0 THEN 'http://forum.example.net' END,
             CASE WHEN i % 13 = 0 THEN 'REFCODE1' END, CASE WHEN i % 13 = 0 THEN ${referrer} END, CASE WHEN i % 13 = 0 THEN 'credited' END,
             CASE WHEN i % 2 = 0 THEN now() END, i % 9 = 0, CASE WHEN i % 9 = 0 THEN now() END,
             (ARRAY[NULL, 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'trialing'])[1 + i % 7], i % 6 = 0,
             now() - make_interval(days => i % 5)
        FROM generate_series(1, 5000) i`);
    const kept = await counters();
    expect(kept).toEqual(await recounted());
    expect(kept.blocks.reduce((n, b) => n + b.n, 0)).toBe(5005);
    expect(kept.credits).toEqual([{ id: referrer, credited_referrals: 1 + Math.floor(5000 / 13) }]);
  });
});
