import type { Migration } from '../migrator';

// Where each sign-up came from: the visit's first utm_* parameters, the
// referring site (its origin only) and a referral code, as the browser kept them for the tab.
const UP = `
ALTER TABLE waitlist_entries
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text,
  ADD COLUMN referrer text,
  ADD COLUMN referral_code_used text;
`;

const DOWN = `
ALTER TABLE waitlist_entries
  DROP COLUMN IF EXISTS utm_source,
  DROP COLUMN IF EXISTS utm_medium,
  DROP COLUMN IF EXISTS utm_campaign,
  DROP COLUMN IF EXISTS referrer,
  DROP COLUMN IF EXISTS referral_code_used;
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
