import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, notifications, renderAdmin, stubApi } from '../../test/render-admin';
import { staffUser } from '../../test/staff-user';

const stats = {
  totalCount: 6,
  earlyBirdCount: 1,
  paidCount: 0,
  familyPlanCount: 2,
  planBreakdown: [
    { plan: 'monthly', count: 3 },
    { plan: 'bi-monthly', count: 1 },
    { plan: 'family', count: 2 },
  ],
  subscriptions: { active: 0, pastDue: 0, cancelAtPeriodEnd: 0, canceled: 0, incomplete: 0 },
  priceAlerts: [],
  refusedSignUps: { throwaway: 0, honeypot: 0, tooFast: 0 },
  confirmedCount: 5,
  unconfirmedCount: 1,
  sources: [],
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(staffUser({ role: 'editor' })));
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Plans screen', () => {
  it('lists how many entries chose each plan, by the plan names the site uses', async () => {
    const sent = stubApi({ '/api/admin/stats': () => json(200, stats) });
    renderAdmin('/admin/plans');
    const table = await screen.findByRole('region', { name: 'Entries by plan' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Plan', 'Entries'],
      ['Monthly', '3'],
      ['Bi-Monthly', '1'],
      ['Family', '2'],
    ]);
    expect(sent.map((s) => [s.url, s.authorization])).toEqual([['/api/admin/stats', 'Bearer tok']]);
  });

  it('says there is nothing to count before anyone chose a plan', async () => {
    stubApi({ '/api/admin/stats': () => json(200, { ...stats, totalCount: 0, planBreakdown: [] }) });
    renderAdmin('/admin/plans');
    expect(await screen.findByText('No entries yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Entries by plan' })).toBeNull();
  });

  it('says so when the numbers cannot be read', async () => {
    stubApi({ '/api/admin/stats': () => json(500, { message: 'Internal error' }) });
    renderAdmin('/admin/plans');
    expect(await within(notifications()).findByText('Failed to load the plans. Please try again.')).toBeTruthy();
  });
});
