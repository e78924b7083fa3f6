import type { AdminStats } from '@fresh-pouf/contracts';

/** The dashboard's numbers as GET /api/admin/stats sends them: an empty list unless `overrides` say otherwise. */
export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalCount: 0,
    earlyBirdCount: 0,
    paidCount: 0,
    familyPlanCount: 0,
    planBreakdown: [],
    subscriptions: { active: 0, pastDue: 0, cancelAtPeriodEnd: 0, canceled: 0, incomplete: 0 },
    priceAlerts: [],
    refusedSignUps: { throwaway: 0, honeypot: 0, tooFast: 0 },
    confirmedCount: 0,
    unconfirmedCount: 0,
    sources: [],
    ...overrides,
  };
}
