import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, notifications, renderAdmin, stubApi } from '../../test/render-admin';

const admin = { id: 1, username: 'chief', fullName: 'Chief Admin', email: 'chief@freshpouf.com', role: 'admin', twoFactorEnabled: false };
const event = (overrides: Record<string, unknown>) => ({
  eventId: 'evt_1',
  type: 'invoice.paid',
  occurredAt: '2026-11-22T10:00:00.000Z',
  receivedAt: '2026-11-22T10:00:01.000Z',
  lastAttemptAt: '2026-11-22T10:00:01.000Z',
  attempts: 1,
  outcome: 'applied',
  error: null,
  entryId: 7,
  entryEmail: 'grace@example.com',
  ...overrides,
});

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Stripe events screen', () => {
  it('lists events with their outcome and entry, and replays a failed one', async () => {
    let replayed = false;
    const sent = stubApi({
      '/api/admin/stripe-events/evt_2/replay': () => {
        replayed = true;
        return json(200, event({ eventId: 'evt_2', outcome: 'applied', attempts: 2 }));
      },
      '/api/admin/stripe-events': () =>
        json(200, {
          events: [
            event({}),
            event({ eventId: 'evt_2', type: 'invoice.payment_failed', outcome: replayed ? 'applied' : 'failed', error: replayed ? null : 'entry 7 is read-only' }),
          ],
          nextBefore: null,
        }),
    });
    renderAdmin('/admin/stripe-events');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('grace@example.com')).toHaveLength(2);
    expect(within(table).getByText('entry 7 is read-only')).toBeTruthy();
    expect(within(table).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(within(table).getByRole('button', { name: 'Replay invoice.payment_failed evt_2' }));
    expect(await within(notifications()).findByText('invoice.payment_failed: Applied')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).queryAllByRole('button')).toHaveLength(0));
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual(['/api/admin/stripe-events/evt_2/replay']);
  });

  it('says so when a replayed event fails again, and keeps its Replay button', async () => {
    stubApi({
      '/api/admin/stripe-events/evt_3/replay': () => json(200, event({ eventId: 'evt_3', outcome: 'failed', error: 'entry 9 is read-only', attempts: 3 })),
      '/api/admin/stripe-events': () =>
        json(200, { events: [event({ eventId: 'evt_3', type: 'invoice.paid', outcome: 'failed', error: 'entry 9 is read-only', attempts: 2 })], nextBefore: null }),
    });
    renderAdmin('/admin/stripe-events');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Replay invoice.paid evt_3' }));
    expect(await within(notifications()).findByText('Replay failed again')).toBeTruthy();
    expect(within(notifications()).getByText('invoice.paid: entry 9 is read-only')).toBeTruthy();
    expect(within(notifications()).queryByText('Event replayed')).toBeNull();
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'Replay invoice.paid evt_3' })).toBeTruthy();
  });

  it('checks the subscriptions against Stripe and lists what differs', async () => {
    const sent = stubApi({
      '/api/admin/billing/reconcile': () =>
        json(200, {
          checked: 3,
          drifts: [{ entryId: 7, email: 'grace@example.com', subscriptionId: 'sub_1', differences: ['status: product says active, Stripe says past_due'] }],
        }),
      '/api/admin/stripe-events': () => json(200, { events: [], nextBefore: null }),
    });
    renderAdmin('/admin/stripe-events');
    await userEvent.click(await screen.findByRole('button', { name: 'Check subscriptions against Stripe' }));
    const report = await screen.findByTestId('reconcile-report');
    expect(report.textContent).toContain('1 of 3 subscription(s) differ from Stripe:');
    expect(report.textContent).toContain('grace@example.com (sub_1): status: product says active, Stripe says past_due');
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual(['/api/admin/billing/reconcile']);
  });

  it('filters by type on the server', async () => {
    const sent = stubApi({ '/api/admin/stripe-events': () => json(200, { events: [], nextBefore: null }) });
    renderAdmin('/admin/stripe-events');
    expect(await screen.findByText('No Stripe events')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Event type'), 'invoice.paid');
    await waitFor(() => expect(sent.at(-1)?.url).toBe('/api/admin/stripe-events?type=invoice.paid'));
  });

  it('tells an editor who opens it by its address that it is for admins, and asks the server nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify({ ...admin, role: 'editor' }));
    const sent = stubApi({});
    renderAdmin('/admin/stripe-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stripe Events' })).toBeTruthy();
    expect(screen.getByText('Admins only')).toBeTruthy();
    expect(screen.getByText('Only an admin can see Stripe Events, replay one, or check subscriptions against Stripe.')).toBeTruthy();
    expect(screen.queryByText('No Stripe events')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check subscriptions against Stripe' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
