import type { Migration } from '../migrator';

/**
 * Every rate limit counts in rate_limit_counters, under its policy's name (contracts'
 * RATE_LIMITS): the second step's wrong codes move there from second_step_failures, and the
 * one-e-mail-per-interval limits stop using time-bucket dedupe keys in email_outbox.
 *
 * Counts in flight move with them, so nobody gains a fresh limit from the deploy:
 * - an account's live wrong-code window keeps its count and end; a locked one stays locked until
 *   its lock ends (a count past any limit, so the second step refuses every code until then);
 * - an entry told "already listed", or a subscriber sent a portal link, within its interval gets
 *   its counter, ending an interval after that e-mail was queued.
 * The old table is locked first, so a failure an older copy records while this runs either is
 * copied or waits and then finds no table (its request fails; no count is lost).
 */
const HELD = 1_000_000;

/**
 * The e-mail of kind `kind` queued for an address within its interval: the interval's counter
 * under `policy`, so the limit holds across the change.
 */
const emailIntervalStillOpen = (kind: string, policy: string, minutes: number) => `
INSERT INTO rate_limit_counters (key, hits, reset_at)
SELECT DISTINCT ON (split_part(dedupe_key, ':', 2))
       '${policy}:' || split_part(dedupe_key, ':', 2), 1, created_at + interval '${minutes} minutes'
  FROM email_outbox
 WHERE dedupe_key LIKE '${kind}:%' AND created_at > now() - interval '${minutes} minutes'
 ORDER BY split_part(dedupe_key, ':', 2), created_at DESC
ON CONFLICT (key) DO NOTHING;`;

const UP = `
LOCK TABLE second_step_failures IN ACCESS EXCLUSIVE MODE;

INSERT INTO rate_limit_counters (key, hits, reset_at)
SELECT 'second-step:' || user_id,
       CASE WHEN locked_until > now() THEN ${HELD} ELSE failures END,
       CASE WHEN locked_until > now() THEN locked_until ELSE window_ends END
  FROM second_step_failures
 WHERE locked_until > now() OR (window_ends > now() AND failures > 0)
ON CONFLICT (key) DO NOTHING;

${emailIntervalStillOpen('already-listed', 'already-listed-email', 5)}

${emailIntervalStillOpen('portal-link', 'portal-link-email', 10)}

DROP TABLE second_step_failures;
`;

// Back to the old table, empty: counts kept since are in rate_limit_counters, which the old code ignores.
const DOWN = `
CREATE TABLE IF NOT EXISTS second_step_failures (
  user_id      integer     PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures     integer     NOT NULL DEFAULT 0,
  window_ends  timestamptz NOT NULL,
  locked_until timestamptz
);
`;

export const up: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(UP, { transaction }));
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
