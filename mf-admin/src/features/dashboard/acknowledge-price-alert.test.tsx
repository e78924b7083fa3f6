import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { createQueryClient } from '@fresh-pouf/api-client';
import { STORAGE_KEYS, type PriceAlert } from '@fresh-pouf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceAlerts } from './price-alerts';
import { staffUser } from '../../test/staff-user';

// An admin closes a price alert with a note; the note is required.

const alert: PriceAlert = {
  entryId: 7,
  email: 'pricey@example.com',
  detail:
    'Subscription sub_9 (customer.subscription.updated) charges $8.99 per period; the locked Early Bird price is $6.74',
  at: '2026-11-22T10:00:00.000Z',
};

const signIn = (role: 'admin' | 'editor') => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(staffUser({ role })));
};
const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PriceAlerts alerts={[alert]} />
    </QueryClientProvider>,
  );

afterEach(() => localStorage.clear());

describe('acknowledging a price alert', () => {
  it('asks an admin for a note, refuses an empty one, and sends the note', async () => {
    signIn('admin');
    const { requests: sent } = stubRequests({
      '/api/admin/waitlist/7/price-alert/acknowledge': () => jsonResponse(200, { entryId: 7, priceCents: 899 }),
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge the price alert of pricey@example.com' }));
    const form = within(screen.getByRole('form', { name: 'Acknowledge the price alert of pricey@example.com' }));
    await userEvent.click(form.getByRole('button', { name: 'Acknowledge with this note' }));
    expect(form.getByText('Please write a note: what was done about this price')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(form.getByLabelText('Note for the audit log'), 'Agreed by phone (ticket 4411).');
    await userEvent.click(form.getByRole('button', { name: 'Acknowledge with this note' }));
    await vi.waitFor(() =>
      expect(sent.map((s) => ({ url: s.url, method: s.method, body: s.body }))).toEqual([
        {
          url: '/api/admin/waitlist/7/price-alert/acknowledge',
          method: 'POST',
          body: { note: 'Agreed by phone (ticket 4411).' },
        },
      ]),
    );
  });

  it('offers an editor no button', () => {
    signIn('editor');
    show();
    expect(screen.getByTestId('price-alerts').textContent).toContain(alert.detail);
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
  });
});
