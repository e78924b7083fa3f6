import type { AdminStats } from '@fresh-pouf/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverviewTab } from './overview-tab';

const stats: AdminStats = {
  totalCount: 10,
  earlyBirdCount: 4,
  paidCount: 3,
  familyPlanCount: 1,
  planBreakdown: [{ plan: 'monthly', count: 10 }],
  subscriptions: { active: 2, pastDue: 1, cancelAtPeriodEnd: 1, canceled: 0, incomplete: 0 },
  priceAlerts: [],
  refusedSignUps: { throwaway: 4, honeypot: 2, tooFast: 1 },
};

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
    render(<OverviewTab stats={{ ...stats, priceAlerts: [{ entryId: 7, email: 'pricey@example.com', detail, at: '2026-11-22T10:00:00.000Z' }] }} />);
    const alerts = screen.getByTestId('price-alerts');
    expect(within(alerts).getByRole('heading', { name: 'Price alerts' })).toBeTruthy();
    expect(alerts.textContent).toContain('pricey@example.com');
    expect(alerts.textContent).toContain(detail);
    expect(screen.getAllByRole('heading')[0]?.textContent).toBe('Price alerts');
  });
});
