import { describe, expect, it } from 'vitest';
import { filterEntries } from './filter-entries';

const entry = (id: number, fullName: string, email: string, plan: string) => ({
  id,
  fullName,
  email,
  plan,
  isFamily: plan === 'family',
  numberOfPoufs: 1,
  joinDate: '2026-11-20T10:00:00.000Z',
  paymentMade: false,
  earlyBird: false,
  subscriptionStatus: null,
  cancelAt: null,
  priceAlert: null,
  source: null,
  confirmedAt: null,
  position: id,
  referrals: 0,
  privacyVersion: null,
  privacyAcceptedAt: null,
});
const entries = [entry(1, 'Ada Lovelace', 'ada@example.com', 'monthly'), entry(2, 'Grace Hopper', 'grace@navy.mil', 'family')];

describe('filterEntries', () => {
  it('matches name, email or plan, ignoring case and outer spaces', () => {
    expect(filterEntries(entries, 'LOVE').map((e) => e.id)).toEqual([1]);
    expect(filterEntries(entries, 'navy').map((e) => e.id)).toEqual([2]);
    expect(filterEntries(entries, ' Family ').map((e) => e.id)).toEqual([2]);
    expect(filterEntries(entries, '')).toHaveLength(2);
    expect(filterEntries(entries, 'nobody')).toHaveLength(0);
  });
});
