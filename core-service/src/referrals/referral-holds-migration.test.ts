import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../testing/migration-database';

// Migration 0018 on a list that already has referrals: nobody's place moves on the day of the
// release, and reverting it gives back 0014's places.

const db = useMigrationDatabase();

const { rows } = db;
const places = () =>
  rows<{ id: number; place: string; referrals: string }>(
    'SELECT id, place, referrals FROM waitlist_places(5) ORDER BY id',
  );

describe('migration 0018 (referral holds)', () => {
  it('keeps confirmed referrals credited, leaves unconfirmed ones to be decided, and keeps every place', async () => {
    const migrator = db.migrator();
    await migrator.up({ to: '0016-data-requests' });
    await db.sequelize.query(`
      INSERT INTO waitlist_entries (full_name, email, plan, join_date, confirmed_at, privacy_ip_hash)
      SELECT 'Person ' || n, 'person' || n || '@example.com', 'monthly', '2026-11-20', now(), CASE WHEN n = 3 THEN 'hash-three' END
        FROM generate_series(1, 8) n;
      UPDATE waitlist_entries SET referred_by_id = (SELECT id FROM waitlist_entries WHERE email = 'person7@example.com')
       WHERE email IN ('person8@example.com', 'person3@example.com');
      UPDATE waitlist_entries SET confirmed_at = NULL WHERE email = 'person3@example.com';`);
    const before = await places();
    expect(before.find((p) => p.referrals === '1')).toBeDefined();

    await migrator.up({ to: '0018-referral-holds' });
    expect(await places()).toEqual(before);
    expect(
      await rows(
        'SELECT email, referral_state, referral_decided_at = confirmed_at AS at_confirmation, signup_ip_hash FROM waitlist_entries WHERE referred_by_id IS NOT NULL ORDER BY id',
      ),
    ).toEqual([
      { email: 'person3@example.com', referral_state: null, at_confirmation: null, signup_ip_hash: 'hash-three' },
      { email: 'person8@example.com', referral_state: 'credited', at_confirmation: true, signup_ip_hash: null },
    ]);

    // Held referrals move nobody.
    await db.sequelize.query(
      `UPDATE waitlist_entries SET confirmed_at = now(), referral_state = 'held', referral_hold_reason = 'daily-cap' WHERE email = 'person3@example.com'`,
    );
    expect((await places()).find((p) => p.referrals !== '0')).toMatchObject({ referrals: '1' });

    await migrator.down({ to: '0018-referral-holds' });
    expect((await places()).find((p) => p.referrals !== '0')).toMatchObject({ referrals: '2' });
  });
});
