import type { Migration } from '../migrator';

/**
 * The staff area's counts (by plan, by source, by UTC day of joining) kept as running sums that
 * triggers on waitlist_entries change in the same statement as the entries themselves: a reader
 * sees exactly the entries its snapshot sees, and no call scans the list.
 *
 * Statement-level triggers with transition tables: a statement that touches many entries (a bulk
 * update, a seed) applies one grouped delta per counter row, not one per entry. Each counter is
 * split over 32 slots picked by the backend, so concurrent sign-ups rarely wait on one another's
 * row lock; readers add the slots up.
 *
 * The measures are the ones the stats and funnel used to count directly:
 * - by plan: everything the dashboard's cards and subscription counts show;
 * - by source: describeSource()'s grouping (campaign, referral, referring site, direct), with
 *   "paid" meaning whoever ever paid;
 * - by day: sign-ups per UTC day, and what those entries have done since.
 */
const UP = `
CREATE TABLE waitlist_plan_counts (
  plan        text     NOT NULL,
  slot        smallint NOT NULL,
  total       bigint   NOT NULL DEFAULT 0,
  early       bigint   NOT NULL DEFAULT 0,
  paid        bigint   NOT NULL DEFAULT 0,
  family      bigint   NOT NULL DEFAULT 0,
  confirmed   bigint   NOT NULL DEFAULT 0,
  active      bigint   NOT NULL DEFAULT 0,
  past_due    bigint   NOT NULL DEFAULT 0,
  cancelling  bigint   NOT NULL DEFAULT 0,
  canceled    bigint   NOT NULL DEFAULT 0,
  incomplete  bigint   NOT NULL DEFAULT 0,
  PRIMARY KEY (plan, slot)
);

CREATE TABLE waitlist_source_counts (
  kind       text     NOT NULL,
  label      text     NOT NULL,
  slot       smallint NOT NULL,
  count      bigint   NOT NULL DEFAULT 0,
  confirmed  bigint   NOT NULL DEFAULT 0,
  paid       bigint   NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, label, slot)
);

CREATE TABLE waitlist_day_counts (
  day         date     NOT NULL,
  slot        smallint NOT NULL,
  sign_ups    bigint   NOT NULL DEFAULT 0,
  confirmed   bigint   NOT NULL DEFAULT 0,
  early_bird  bigint   NOT NULL DEFAULT 0,
  paid        bigint   NOT NULL DEFAULT 0,
  PRIMARY KEY (day, slot)
);

-- The statements that add what the entries of \`changes\` (a query of entry rows with a sign s: 1
-- adds an entry, -1 takes an old version of it away) to each counter. The trigger runs them
-- itself: a transition table is visible only to the trigger function's own statements.
-- Grouped deltas, in key order, so two statements lock shared counter rows in the same order.
CREATE FUNCTION waitlist_counters_statements(changes text) RETURNS text[] LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  slot smallint := pg_backend_pid() % 32;
BEGIN
  RETURN ARRAY[format($q$
    INSERT INTO waitlist_plan_counts AS c (plan, slot, total, early, paid, family, confirmed, active, past_due, cancelling, canceled, incomplete)
    SELECT plan, %1$s, sum(s), coalesce(sum(s) FILTER (WHERE early_bird), 0), coalesce(sum(s) FILTER (WHERE payment_made), 0),
           coalesce(sum(s) FILTER (WHERE is_family), 0), coalesce(sum(s) FILTER (WHERE confirmed_at IS NOT NULL), 0),
           coalesce(sum(s) FILTER (WHERE subscription_status IN ('active', 'trialing') AND NOT cancel_at_period_end), 0),
           coalesce(sum(s) FILTER (WHERE subscription_status = 'past_due'), 0),
           coalesce(sum(s) FILTER (WHERE subscription_status IN ('active', 'trialing') AND cancel_at_period_end), 0),
           coalesce(sum(s) FILTER (WHERE subscription_status IN ('canceled', 'unpaid')), 0),
           coalesce(sum(s) FILTER (WHERE subscription_status = 'incomplete'), 0)
      FROM (%2$s) ch GROUP BY plan
    HAVING sum(s) <> 0 OR sum(s) FILTER (WHERE early_bird) <> 0 OR sum(s) FILTER (WHERE payment_made) <> 0 OR sum(s) FILTER (WHERE is_family) <> 0
        OR sum(s) FILTER (WHERE confirmed_at IS NOT NULL) <> 0
        OR sum(s) FILTER (WHERE subscription_status IN ('active', 'trialing') AND NOT cancel_at_period_end) <> 0
        OR sum(s) FILTER (WHERE subscription_status = 'past_due') <> 0
        OR sum(s) FILTER (WHERE subscription_status IN ('active', 'trialing') AND cancel_at_period_end) <> 0
        OR sum(s) FILTER (WHERE subscription_status IN ('canceled', 'unpaid')) <> 0
        OR sum(s) FILTER (WHERE subscription_status = 'incomplete') <> 0
    ORDER BY plan
    ON CONFLICT (plan, slot) DO UPDATE SET
      total = c.total + EXCLUDED.total, early = c.early + EXCLUDED.early, paid = c.paid + EXCLUDED.paid,
      family = c.family + EXCLUDED.family, confirmed = c.confirmed + EXCLUDED.confirmed,
      active = c.active + EXCLUDED.active, past_due = c.past_due + EXCLUDED.past_due,
      cancelling = c.cancelling + EXCLUDED.cancelling, canceled = c.canceled + EXCLUDED.canceled,
      incomplete = c.incomplete + EXCLUDED.incomplete
  $q$, slot, changes),
  format($q$
    INSERT INTO waitlist_source_counts AS c (kind, label, slot, count, confirmed, paid)
    SELECT kind, label, %1$s, sum(s), coalesce(sum(s) FILTER (WHERE confirmed_at IS NOT NULL), 0),
           coalesce(sum(s) FILTER (WHERE payment_made OR payment_date IS NOT NULL), 0)
      FROM (%2$s) ch,
           LATERAL (SELECT concat_ws(' / ', nullif(utm_source, ''), nullif(utm_medium, ''), nullif(utm_campaign, '')) AS campaign,
                           (referred_by_id IS NOT NULL OR referral_code_used IS NOT NULL) AS referred) x,
           LATERAL (SELECT CASE WHEN x.campaign <> '' THEN 'campaign' WHEN x.referred THEN 'referral' WHEN referrer IS NOT NULL THEN 'referrer' ELSE 'direct' END AS kind,
                           CASE WHEN x.campaign <> '' THEN x.campaign WHEN x.referred THEN '' WHEN referrer IS NOT NULL THEN regexp_replace(referrer, '^https?://', '') ELSE '' END AS label) l
     GROUP BY kind, label
    HAVING sum(s) <> 0 OR sum(s) FILTER (WHERE confirmed_at IS NOT NULL) <> 0 OR sum(s) FILTER (WHERE payment_made OR payment_date IS NOT NULL) <> 0
    ORDER BY kind, label
    ON CONFLICT (kind, label, slot) DO UPDATE SET
      count = c.count + EXCLUDED.count, confirmed = c.confirmed + EXCLUDED.confirmed, paid = c.paid + EXCLUDED.paid
  $q$, slot, changes),
  format($q$
    INSERT INTO waitlist_day_counts AS c (day, slot, sign_ups, confirmed, early_bird, paid)
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, %1$s, sum(s), coalesce(sum(s) FILTER (WHERE confirmed_at IS NOT NULL), 0),
           coalesce(sum(s) FILTER (WHERE early_bird), 0), coalesce(sum(s) FILTER (WHERE payment_made OR payment_date IS NOT NULL), 0)
      FROM (%2$s) ch GROUP BY 1
    HAVING sum(s) <> 0 OR sum(s) FILTER (WHERE confirmed_at IS NOT NULL) <> 0 OR sum(s) FILTER (WHERE early_bird) <> 0
        OR sum(s) FILTER (WHERE payment_made OR payment_date IS NOT NULL) <> 0
    ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET
      sign_ups = c.sign_ups + EXCLUDED.sign_ups, confirmed = c.confirmed + EXCLUDED.confirmed,
      early_bird = c.early_bird + EXCLUDED.early_bird, paid = c.paid + EXCLUDED.paid
  $q$, slot, changes)];
END;
$fn$;

CREATE FUNCTION waitlist_counters_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM waitlist_new_rows) THEN
      changes := 'SELECT 1 AS s, * FROM waitlist_new_rows';
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM waitlist_old_rows) THEN
      changes := 'SELECT -1 AS s, * FROM waitlist_old_rows';
    END IF;
  ELSIF EXISTS (SELECT 1 FROM waitlist_new_rows) THEN
    -- The new versions added, the old taken away: an entry whose counted columns did not change
    -- cancels out, and a counter row whose deltas are all zero is left alone (not even locked), so
    -- most updates (links, resends, mail state) touch no counter. No join of the two transition
    -- tables: the planner knows nothing of their sizes, and a bulk update would pay for it.
    changes := 'SELECT 1 AS s, * FROM waitlist_new_rows UNION ALL SELECT -1 AS s, * FROM waitlist_old_rows';
  END IF;
  IF changes IS NOT NULL THEN
    FOREACH statement IN ARRAY waitlist_counters_statements(changes) LOOP
      EXECUTE statement;
    END LOOP;
  END IF;
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER waitlist_counters_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_trigger();
CREATE TRIGGER waitlist_counters_update AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS waitlist_old_rows NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_trigger();
CREATE TRIGGER waitlist_counters_delete AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS waitlist_old_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_trigger();

-- The dashboard's price alerts (the newest 20): read from this index, not by scanning the list.
CREATE INDEX waitlist_entries_price_alerts_idx ON waitlist_entries (price_mismatch_at DESC) WHERE price_mismatch_at IS NOT NULL;

-- The entries already on the list, counted once, in the same transaction as the triggers' creation
-- (the table is locked by CREATE TRIGGER, so no change slips between the count and the triggers).
DO $do$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY waitlist_counters_statements('SELECT 1 AS s, * FROM waitlist_entries') LOOP
    EXECUTE statement;
  END LOOP;
END;
$do$;
`;

const DOWN = `
DROP INDEX IF EXISTS waitlist_entries_price_alerts_idx;
DROP TRIGGER IF EXISTS waitlist_counters_insert ON waitlist_entries;
DROP TRIGGER IF EXISTS waitlist_counters_update ON waitlist_entries;
DROP TRIGGER IF EXISTS waitlist_counters_delete ON waitlist_entries;
DROP FUNCTION IF EXISTS waitlist_counters_trigger();
DROP FUNCTION IF EXISTS waitlist_counters_statements(text);
DROP TABLE IF EXISTS waitlist_day_counts;
DROP TABLE IF EXISTS waitlist_source_counts;
DROP TABLE IF EXISTS waitlist_plan_counts;
`;

export const up: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.transaction((transaction) => sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.transaction((transaction) => sequelize.query(DOWN, { transaction }));
};
