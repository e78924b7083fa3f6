import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { createQueryClient } from '@fresh-pouf/api-client';
import { STORAGE_KEYS, type AdminStats } from '@fresh-pouf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderBare, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverviewTab } from './overview-tab';
import { adminStats } from '../../test/admin-stats';
import { staffUser } from '../../test/staff-user';

// The funnel card fetches its own days.
const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
afterEach(() => localStorage.clear());

const stats = adminStats({
  totalCount: 10,
  earlyBirdCount: 4,
  paidCount: 3,
  familyPlanCount: 1,
  planBreakdown: [{ plan: 'monthly', count: 10 }],
  subscriptions: { active: 2, pastDue: 1, cancelAtPeriodEnd: 1, canceled: 0, incomplete: 0 },
  refusedSignUps: { throwaway: 4, honeypot: 2, tooFast: 1 },
  confirmedCount: 7,
  unconfirmedCount: 3,
});

describe('Overview: paying customers', () => {
  it('shows customers by subscription state', () => {
    render(<OverviewTab stats={stats} />);
    const states = within(screen.getByTestId('subscription-states'));
    expect(states.getByText('Active').nextElementSibling?.textContent).toBe('2');
    expect(states.getByText('Past due').nextElementSibling?.textContent).toBe('1');
    expect(states.getByText('Cancelling at period end').nextElementSibling?.textContent).toBe('1');
    expect(screen.queryByTestId('price-alerts')).toBeNull();
  });

  it('shows the sign-ups the bot checks refused, by reason', () => {
    render(<OverviewTab stats={stats} />);
    const refused = within(screen.getByTestId('refused-sign-ups'));
    expect(refused.getByText('Throwaway address').nextElementSibling?.textContent).toBe('4');
    expect(refused.getByText('Hidden field filled (bot)').nextElementSibling?.textContent).toBe('2');
    expect(refused.getByText('Sent too fast (bot)').nextElementSibling?.textContent).toBe('1');
  });

  it('puts price alerts first, naming the customer and the invoice', () => {
    const detail = 'Invoice in_9 (invoice.paid) charges $8.99 per period; the locked Early Bird price is $6.74';
    render(
      <OverviewTab
        stats={{
          ...stats,
          priceAlerts: [{ entryId: 7, email: 'pricey@example.com', detail, at: '2026-11-22T10:00:00.000Z' }],
        }}
      />,
    );
    const alerts = screen.getByTestId('price-alerts');
    expect(within(alerts).getByRole('heading', { name: 'Price alerts' })).toBeTruthy();
    expect(alerts.textContent).toContain('pricey@example.com');
    expect(alerts.textContent).toContain(detail);
    expect(screen.getAllByRole('heading')[0]?.textContent).toBe('Price alerts');
  });
});

describe('Overview: confirmation, sources and the funnel', () => {
  it('shows confirmed and unconfirmed counts', () => {
    render(<OverviewTab stats={stats} />);
    const counts = within(screen.getByTestId('confirmation-counts'));
    expect(counts.getByText('Confirmed').nextElementSibling?.textContent).toBe('7');
    expect(counts.getByText('Not confirmed yet').nextElementSibling?.textContent).toBe('3');
  });

  it('lists sources with their counts and conversion to paid', () => {
    const sources: AdminStats['sources'] = [
      { kind: 'campaign', label: 'newsletter / email / launch', count: 8, confirmed: 6, paid: 1 },
      { kind: 'direct', label: '', count: 3, confirmed: 2, paid: 0 },
      { kind: 'referral', label: '', count: 2, confirmed: 2, paid: 2 },
      { kind: 'referrer', label: 'news.example.com', count: 3, confirmed: 1, paid: 2 },
      { kind: 'other', label: '', count: 4, confirmed: 0, paid: 0 },
    ];
    render(<OverviewTab stats={{ ...stats, sources }} />);
    const table = screen.getByRole('region', { name: 'Sign-up sources' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Source', 'Sign-ups', 'Confirmed', 'Paid', 'Conversion to paid'],
      ['Campaign: newsletter / email / launch', '8', '6', '1', '12.5%'],
      ['Direct', '3', '2', '0', '0.0%'],
      ['Referral links', '2', '2', '2', '100.0%'],
      ['Site: news.example.com', '3', '1', '2', '66.7%'],
      ['Other sources', '4', '0', '0', '0.0%'],
    ]);
  });

  it('sums the window, switches to 90 days, and gives screen readers the days as a table', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(staffUser()));
    const day = (d: string, signUps: number, confirmed: number, earlyBird: number, paid: number) => ({
      day: d,
      signUps,
      confirmed,
      earlyBird,
      paid,
    });
    const { requests: sent } = stubRequests({
      '/api/admin/stats/funnel?days=30': () =>
        jsonResponse(200, {
          days: 30,
          daily: [day('2026-03-04', 4, 3, 1, 0), day('2026-03-05', 0, 0, 0, 0), day('2026-03-06', 4, 2, 2, 1)],
        }),
      '/api/admin/stats/funnel?days=90': () =>
        jsonResponse(200, { days: 90, daily: [day('2026-01-05', 10, 5, 0, 0), day('2026-03-06', 6, 3, 3, 3)] }),
    });
    render(<OverviewTab stats={stats} />);
    const totals = await screen.findByTestId('funnel-totals');
    const value = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(value('Sign-ups')).toBe('8');
    expect(value('Confirmed')).toBe('5 62.5%');
    expect(value('Early Bird')).toBe('3 37.5%');
    expect(value('Paid')).toBe('1 12.5%');
    await userEvent.click(screen.getByText('Show the days as a table'));
    const table = screen.getByRole('region', { name: 'Sign-ups per day, last 30 days' });
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    const [, newest, , oldest] = within(table).getAllByRole('row');
    expect(newest && cells(newest)).toEqual(['Mar 6', '4', '2', '2', '1']);
    expect(oldest && cells(oldest)).toEqual(['Mar 4', '4', '3', '1', '0']);

    await userEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() => expect(value('Sign-ups')).toBe('16'));
    expect(value('Paid')).toBe('3 18.8%');
    expect(screen.getByRole('region', { name: 'Sign-ups per day, last 90 days' })).toBeTruthy();
    expect(sent.map((s) => s.url)).toEqual(['/api/admin/stats/funnel?days=30', '/api/admin/stats/funnel?days=90']);
  });
});
