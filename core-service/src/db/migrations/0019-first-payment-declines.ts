import type { Migration } from '../migrator';

/**
 * A card declined at the first checkout was recorded as a failed renewal, the
 * subscription as `past_due`. Stripe keeps such a subscription `incomplete` (its first invoice is
 * open for another try, for 23 hours). An entry that has never paid cannot be renewing, so a
 * `past_due` on it can only be such a decline: it becomes `incomplete`, as the webhook now records
 * it, so staff no longer see "Past due", the dashboard no longer counts it, and reconcile agrees
 * with Stripe. Nothing else about the entry changes.
 *
 * Reverting changes no row back: which rows were changed is not kept, and `incomplete` is
 * Stripe's own word for them, true under either release.
 */
const UP = `
UPDATE waitlist_entries SET subscription_status = 'incomplete', updated_at = now()
 WHERE subscription_status = 'past_due' AND payment_date IS NULL;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async () => {
  // Data only: see above.
};
