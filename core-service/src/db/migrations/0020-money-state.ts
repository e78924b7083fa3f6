import type { Migration } from '../migrator';

/**
 * Who is a paying customer, and the price lock.
 *
 * The price lock's alert now clears: each entry remembers when Stripe's price was last compared
 * (`price_checked_at`, the event's time, so a late delivery of an older event cannot undo newer
 * news), which price raised the alert (`price_mismatch_cents`) and which differing price an admin
 * acknowledged with a note (`price_acknowledged_cents`: that price again raises nothing, another
 * one does; Stripe's price matching the lock again forgets it).
 *
 * A paying customer whose renewal failed is still a customer: `payment_made` now stays true while
 * the subscription is past due. Entries an earlier release turned to unpaid on a failed renewal
 * (past due, and paid before) are customers again. Reverting drops the columns and changes no row
 * back (which rows changed is not kept; past due with a payment on file is a customer either way).
 */
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN price_checked_at timestamptz,
  ADD COLUMN price_mismatch_cents integer,
  ADD COLUMN price_acknowledged_cents integer;
UPDATE waitlist_entries SET payment_made = true, updated_at = now()
 WHERE subscription_status = 'past_due' AND payment_date IS NOT NULL AND NOT payment_made;
`;

const DOWN = `
ALTER TABLE waitlist_entries
  DROP COLUMN IF EXISTS price_checked_at,
  DROP COLUMN IF EXISTS price_mismatch_cents,
  DROP COLUMN IF EXISTS price_acknowledged_cents;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
