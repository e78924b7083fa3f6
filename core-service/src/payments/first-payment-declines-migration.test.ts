import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../testing/migration-database';

// Migration 0019 on entries the earlier release recorded: a first-checkout decline it called
// past_due becomes incomplete; a customer whose renewal failed stays past due.

const db = useMigrationDatabase();

describe('migration 0019 (first-payment declines)', () => {
  it('turns past_due on an entry that never paid into incomplete, and leaves every other entry as it was', async () => {
    const migrator = db.migrator();
    await migrator.up({ to: '0018-referral-holds' });
    await db.sequelize.query(`
      INSERT INTO waitlist_entries (full_name, email, plan, join_date, payment_made, payment_state, payment_date, subscription_status) VALUES
        ('Declined', 'declined@example.com', 'monthly', '2026-11-20', false, 'failed', NULL, 'past_due'),
        ('Lapsed', 'lapsed@example.com', 'monthly', '2026-11-20', false, 'failed', '2026-11-21T10:00:00.000Z', 'past_due'),
        ('Payer', 'payer@example.com', 'monthly', '2026-11-20', true, 'paid', '2026-11-21T10:00:00.000Z', 'active'),
        ('Expired', 'expired@example.com', 'monthly', '2026-11-20', false, 'ended', NULL, 'incomplete_expired'),
        ('Listed', 'listed@example.com', 'monthly', '2026-11-20', false, NULL, NULL, NULL)`);

    await migrator.up({ to: '0019-first-payment-declines' });
    expect(
      await db.rows('SELECT email, payment_made, payment_state, subscription_status FROM waitlist_entries ORDER BY id'),
    ).toEqual([
      {
        email: 'declined@example.com',
        payment_made: false,
        payment_state: 'failed',
        subscription_status: 'incomplete',
      },
      { email: 'lapsed@example.com', payment_made: false, payment_state: 'failed', subscription_status: 'past_due' },
      { email: 'payer@example.com', payment_made: true, payment_state: 'paid', subscription_status: 'active' },
      {
        email: 'expired@example.com',
        payment_made: false,
        payment_state: 'ended',
        subscription_status: 'incomplete_expired',
      },
      { email: 'listed@example.com', payment_made: false, payment_state: null, subscription_status: null },
    ]);
    await migrator.down({ to: '0019-first-payment-declines' });
  });
});
