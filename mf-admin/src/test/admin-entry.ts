/** A waitlist entry as GET /api/admin/waitlist sends it: Grace Hopper, unpaid and unconfirmed, unless told otherwise. */
export function adminEntry(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    plan: 'monthly',
    isFamily: false,
    numberOfPoufs: 1,
    joinDate: '2026-11-20T10:00:00.000Z',
    paymentMade: false,
    earlyBird: false,
    subscriptionStatus: null,
    cancelAt: null,
    priceAlert: null,
    source: null,
    confirmedAt: null,
    position: 1,
    referrals: 0,
    privacyVersion: null,
    privacyAcceptedAt: null,
    ...overrides,
  };
}
