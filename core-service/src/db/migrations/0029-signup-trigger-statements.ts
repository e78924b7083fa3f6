import type { Migration } from '../migrator';

/**
 * The staff counters (0022) and the id blocks and credits (0023) for a sign-up, in statements
 * PostgreSQL plans once per connection instead of once per sign-up.
 *
 * The generic triggers build their statements as text (one text for inserts, updates and
 * deletes) and EXECUTE them: each of a sign-up's four or five statements was parsed and planned
 * anew, on the same two cores as the services, which cost more than storing the entry. Inserts,
 * the path every sign-up takes, get triggers of their own with the same statements written out:
 * each added entry counts 1 (so sum(s) is count(*), and the HAVING clauses, which only skip
 * groups whose deltas are all zero, always hold). Updates and deletes keep the generic triggers.
 * The counts are exactly the ones the generic triggers keep (admin/staff-counters.test.ts).
 */
const BLOCK = 2048;

const UP = `
CREATE FUNCTION waitlist_counters_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  my_slot smallint := pg_backend_pid() % 32;
BEGIN
  INSERT INTO waitlist_plan_counts AS c (plan, slot, total, early, paid, family, confirmed, active, past_due, cancelling, canceled, incomplete)
  SELECT n.plan, my_slot, count(*), count(*) FILTER (WHERE n.early_bird), count(*) FILTER (WHERE n.payment_made),
         count(*) FILTER (WHERE n.is_family), count(*) FILTER (WHERE n.confirmed_at IS NOT NULL),
         count(*) FILTER (WHERE n.subscription_status IN ('active', 'trialing') AND NOT n.cancel_at_period_end),
         count(*) FILTER (WHERE n.subscription_status = 'past_due'),
         count(*) FILTER (WHERE n.subscription_status IN ('active', 'trialing') AND n.cancel_at_period_end),
         count(*) FILTER (WHERE n.subscription_status IN ('canceled', 'unpaid')),
         count(*) FILTER (WHERE n.subscription_status = 'incomplete')
    FROM waitlist_new_rows n GROUP BY n.plan
   ORDER BY n.plan
  ON CONFLICT (plan, slot) DO UPDATE SET
    total = c.total + EXCLUDED.total, early = c.early + EXCLUDED.early, paid = c.paid + EXCLUDED.paid,
    family = c.family + EXCLUDED.family, confirmed = c.confirmed + EXCLUDED.confirmed,
    active = c.active + EXCLUDED.active, past_due = c.past_due + EXCLUDED.past_due,
    cancelling = c.cancelling + EXCLUDED.cancelling, canceled = c.canceled + EXCLUDED.canceled,
    incomplete = c.incomplete + EXCLUDED.incomplete;

  INSERT INTO waitlist_source_counts AS c (kind, label, slot, count, confirmed, paid)
  SELECT l.kind, l.label, my_slot, count(*), count(*) FILTER (WHERE n.confirmed_at IS NOT NULL),
         count(*) FILTER (WHERE n.payment_made OR n.payment_date IS NOT NULL)
    FROM waitlist_new_rows n,
         LATERAL (SELECT concat_ws(' / ', nullif(n.utm_source, ''), nullif(n.utm_medium, ''), nullif(n.utm_campaign, '')) AS campaign,
                         (n.referred_by_id IS NOT NULL OR n.referral_code_used IS NOT NULL) AS referred) x,
         LATERAL (SELECT CASE WHEN x.campaign <> '' THEN 'campaign' WHEN x.referred THEN 'referral' WHEN n.referrer IS NOT NULL THEN 'referrer' ELSE 'direct' END AS kind,
                         CASE WHEN x.campaign <> '' THEN x.campaign WHEN x.referred THEN '' WHEN n.referrer IS NOT NULL THEN regexp_replace(n.referrer, '^https?://', '') ELSE '' END AS label) l
   GROUP BY l.kind, l.label
   ORDER BY l.kind, l.label
  ON CONFLICT (kind, label, slot) DO UPDATE SET
    count = c.count + EXCLUDED.count, confirmed = c.confirmed + EXCLUDED.confirmed, paid = c.paid + EXCLUDED.paid;

  INSERT INTO waitlist_day_counts AS c (day, slot, sign_ups, confirmed, early_bird, paid)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, my_slot, count(*), count(*) FILTER (WHERE n.confirmed_at IS NOT NULL),
         count(*) FILTER (WHERE n.early_bird), count(*) FILTER (WHERE n.payment_made OR n.payment_date IS NOT NULL)
    FROM waitlist_new_rows n GROUP BY 1
   ORDER BY 1
  ON CONFLICT (day, slot) DO UPDATE SET
    sign_ups = c.sign_ups + EXCLUDED.sign_ups, confirmed = c.confirmed + EXCLUDED.confirmed,
    early_bird = c.early_bird + EXCLUDED.early_bird, paid = c.paid + EXCLUDED.paid;
  RETURN NULL;
END;
$fn$;

CREATE FUNCTION waitlist_places_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  my_slot smallint := pg_backend_pid() % 32;
BEGIN
  INSERT INTO waitlist_id_blocks AS b (block, slot, n)
  SELECT n.id / ${BLOCK}, my_slot, count(*) FROM waitlist_new_rows n GROUP BY 1 ORDER BY 1
  ON CONFLICT (block, slot) DO UPDATE SET n = b.n + EXCLUDED.n;
  IF EXISTS (SELECT 1 FROM waitlist_new_rows n WHERE n.referral_state = 'credited') THEN
    UPDATE waitlist_entries e SET credited_referrals = e.credited_referrals + d.n
      FROM (SELECT n.referred_by_id AS id, count(*)::int AS n FROM waitlist_new_rows n
             WHERE n.referred_by_id IS NOT NULL AND n.referral_state = 'credited' GROUP BY 1) d
     WHERE e.id = d.id;
  END IF;
  RETURN NULL;
END;
$fn$;

DROP TRIGGER waitlist_counters_insert ON waitlist_entries;
CREATE TRIGGER waitlist_counters_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_insert_trigger();
DROP TRIGGER waitlist_places_insert ON waitlist_entries;
CREATE TRIGGER waitlist_places_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_places_insert_trigger();
`;

const DOWN = `
DROP TRIGGER IF EXISTS waitlist_counters_insert ON waitlist_entries;
CREATE TRIGGER waitlist_counters_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_counters_trigger();
DROP TRIGGER IF EXISTS waitlist_places_insert ON waitlist_entries;
CREATE TRIGGER waitlist_places_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS waitlist_new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_places_trigger();
DROP FUNCTION IF EXISTS waitlist_places_insert_trigger();
DROP FUNCTION IF EXISTS waitlist_counters_insert_trigger();
`;

export const up: Migration = async ({ context }) => {
  const { sequelize } = context;
  // The triggers are swapped in one transaction: no insert runs between the old and the new.
  await sequelize.transaction((transaction) => sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.transaction((transaction) => sequelize.query(DOWN, { transaction }));
};
