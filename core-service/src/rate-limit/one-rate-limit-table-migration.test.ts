import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../testing/migration-database';

// Migration 0030 on the counts the earlier release kept: none is lost in the move to
// rate_limit_counters, and nobody gains a fresh limit from the deploy.

const db = useMigrationDatabase();

describe('migration 0030 (one rate-limit table)', () => {
  it('moves live wrong-code counts and locks, and the e-mails of the current intervals, into counters', async () => {
    const migrator = db.migrator();
    await migrator.up({ to: '0029-signup-trigger-statements' });
    await db.sequelize.query(`
      INSERT INTO users (id, username, password, email) VALUES
        (1, 'counting', 'x', 'c@example.com'), (2, 'locked', 'x', 'l@example.com'),
        (3, 'lapsed', 'x', 'p@example.com'), (4, 'unlocked', 'x', 'u@example.com');
      INSERT INTO second_step_failures (user_id, failures, window_ends, locked_until) VALUES
        (1, 4, now() + interval '10 minutes', NULL),
        (2, 0, now(), now() + interval '12 minutes'),
        (3, 7, now() - interval '1 minute', NULL),
        (4, 0, now() - interval '1 minute', now() - interval '1 minute');
      INSERT INTO email_outbox (kind, to_address, subject, html_body, text_body, dedupe_key, created_at) VALUES
        ('waitlist-already-listed', 'a@example.com', 's', 'h', 't', 'already-listed:11:5000', now() - interval '2 minutes'),
        ('waitlist-already-listed', 'b@example.com', 's', 'h', 't', 'already-listed:12:4990', now() - interval '1 hour'),
        ('portal-link', 'c@example.com', 's', 'h', 't', 'portal-link:13:3000', now() - interval '4 minutes'),
        ('payment-failed', 'd@example.com', 's', 'h', 't', 'invoice-failed:in_1', now())`);

    await migrator.up({ to: '0030-one-rate-limit-table' });
    expect(
      await db.rows(`SELECT key, hits, round(extract(epoch FROM reset_at - now()) / 60) AS minutes_left
                       FROM rate_limit_counters ORDER BY key`),
    ).toEqual([
      { key: 'already-listed-email:11', hits: 1, minutes_left: '3' },
      { key: 'portal-link-email:13', hits: 1, minutes_left: '6' },
      { key: 'second-step:1', hits: 4, minutes_left: '10' },
      // Locked: past any limit until the lock ends.
      { key: 'second-step:2', hits: 1_000_000, minutes_left: '12' },
    ]);
    expect(await db.rows("SELECT to_regclass('second_step_failures') AS still_there")).toEqual([{ still_there: null }]);

    await migrator.down({ to: '0030-one-rate-limit-table' });
    expect(await db.rows('SELECT count(*)::int AS n FROM second_step_failures')).toEqual([{ n: 0 }]);
  });
});
