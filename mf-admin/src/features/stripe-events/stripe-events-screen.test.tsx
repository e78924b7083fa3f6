import { jsonResponse, notifications, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { staffUser } from '../../test/staff-user';

const admin = staffUser();
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

const finding = (overrides: Record<string, unknown>) => ({
  kind: 'drift',
  subscriptionId: 'sub_1',
  entryId: null,
  email: null,
  customerId: null,
  stripeStatus: 'active',
  differences: [],
  ...overrides,
});
const run = (overrides: Record<string, unknown>) => ({
  id: 4,
  state: 'running',
  startedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: null,
  stripePages: 0,
  checked: 0,
  driftCount: 0,
  abandonedCount: 0,
  drifts: [],
  abandoned: [],
  error: null,
  ...overrides,
});

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
});
afterEach(() => localStorage.clear());

describe('Stripe events screen', () => {
  it('lists events with their outcome and entry, and replays a failed one', async () => {
    let replayed = false;
    const { requests: sent } = stubRequests({
      '/api/admin/stripe-events/evt_2/replay': () => {
        replayed = true;
        return jsonResponse(200, event({ eventId: 'evt_2', outcome: 'applied', attempts: 2 }));
      },
      '/api/admin/stripe-events': () =>
        jsonResponse(200, {
          events: [
            event({}),
            event({
              eventId: 'evt_2',
              type: 'invoice.payment_failed',
              outcome: replayed ? 'applied' : 'failed',
              error: replayed ? null : 'entry 7 is read-only',
            }),
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
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual([
      '/api/admin/stripe-events/evt_2/replay',
    ]);
  });

  it('says so when a replayed event fails again, and keeps its Replay button', async () => {
    stubRequests({
      '/api/admin/stripe-events/evt_3/replay': () =>
        jsonResponse(200, event({ eventId: 'evt_3', outcome: 'failed', error: 'entry 9 is read-only', attempts: 3 })),
      '/api/admin/stripe-events': () =>
        jsonResponse(200, {
          events: [
            event({
              eventId: 'evt_3',
              type: 'invoice.paid',
              outcome: 'failed',
              error: 'entry 9 is read-only',
              attempts: 2,
            }),
          ],
          nextBefore: null,
        }),
    });
    renderAdmin('/admin/stripe-events');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Replay invoice.paid evt_3' }));
    expect(await within(notifications()).findByText('Replay failed again')).toBeTruthy();
    expect(within(notifications()).getByText('invoice.paid: entry 9 is read-only')).toBeTruthy();
    expect(within(notifications()).queryByText('Event replayed')).toBeNull();
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'Replay invoice.paid evt_3' })).toBeTruthy();
  });

  it('starts the check against Stripe, shows its progress while it runs, then what differs and the abandoned checkouts apart', async () => {
    const answers = [
      run({ state: 'running', stripePages: 2, checked: 200, driftCount: 1 }),
      run({
        state: 'done',
        finishedAt: '2026-11-22T10:05:00.000Z',
        stripePages: 3,
        checked: 243,
        driftCount: 2,
        abandonedCount: 1,
        drifts: [
          finding({
            entryId: 7,
            email: 'grace@example.com',
            subscriptionId: 'sub_1',
            stripeStatus: 'past_due',
            differences: ['status: product says active, Stripe says past_due'],
          }),
          finding({
            subscriptionId: 'sub_2',
            customerId: 'cus_9',
            differences: ['subscription: no entry holds it, Stripe says active'],
          }),
        ],
        abandoned: [
          finding({
            kind: 'abandoned',
            entryId: 8,
            email: 'ada@example.com',
            subscriptionId: 'sub_3',
            stripeStatus: 'incomplete_expired',
          }),
        ],
      }),
    ];
    let started = false;
    const { requests: sent } = stubRequests({
      '/api/admin/billing/reconcile': (req) => {
        if (req.method === 'POST') {
          started = true;
          return jsonResponse(202, run({ state: 'running' }));
        }
        return jsonResponse(200, { run: started ? (answers.length > 1 ? answers.shift() : answers[0]) : null });
      },
      '/api/admin/stripe-events': () => jsonResponse(200, { events: [], nextBefore: null }),
    });
    renderAdmin('/admin/stripe-events');
    await userEvent.click(await screen.findByRole('button', { name: 'Check subscriptions against Stripe' }));

    const progress = await screen.findByTestId('reconcile-progress');
    expect(screen.getByRole('button', { name: 'Checking...' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() =>
      expect(progress.textContent).toContain(
        "Checking: 2 page(s) of Stripe's subscriptions read, 200 subscription(s) compared, 1 differ so far.",
      ),
    );

    const report = await screen.findByTestId('reconcile-report', {}, { timeout: 4000 });
    expect(within(report).getByTestId('reconcile-drifts').textContent).toBe(
      '2 of 243 subscription(s) differ from Stripe:' +
        'grace@example.com (sub_1): status: product says active, Stripe says past_due' +
        'No entry (Stripe customer cus_9) (sub_2): subscription: no entry holds it, Stripe says active',
    );
    expect(within(report).getByTestId('reconcile-abandoned').textContent).toBe(
      "1 abandoned checkout(s): the first payment was never made (Stripe's incomplete or incomplete_expired). Nothing to fix." +
        'ada@example.com (sub_3): Stripe says incomplete_expired',
    );
    expect(screen.queryByTestId('reconcile-progress')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check subscriptions against Stripe' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual(['/api/admin/billing/reconcile']);
  });

  it('shows a check that failed, and says so when one is already running', async () => {
    stubRequests({
      '/api/admin/billing/reconcile': (req) =>
        req.method === 'POST'
          ? jsonResponse(409, {
              message: 'A check against Stripe is already running; its progress is shown on Stripe Events.',
            })
          : jsonResponse(200, {
              run: run({
                state: 'failed',
                finishedAt: '2026-11-22T10:01:00.000Z',
                stripePages: 1,
                checked: 100,
                error: 'Stripe could not be asked just now. Please try again.',
              }),
            }),
      '/api/admin/stripe-events': () => jsonResponse(200, { events: [], nextBefore: null }),
    });
    renderAdmin('/admin/stripe-events');
    const report = await screen.findByTestId('reconcile-report');
    expect(report.textContent).toContain(
      'The check stopped after 1 page(s) and 100 subscription(s): Stripe could not be asked just now. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check subscriptions against Stripe' }));
    expect(
      await within(notifications()).findByText(
        'A check against Stripe is already running; its progress is shown on Stripe Events.',
      ),
    ).toBeTruthy();
  });

  it('filters by type on the server', async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/stripe-events': () => jsonResponse(200, { events: [], nextBefore: null }),
    });
    renderAdmin('/admin/stripe-events');
    expect(await screen.findByText('No Stripe events')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Event type'), 'invoice.paid');
    await waitFor(() => expect(sent.at(-1)?.url).toBe('/api/admin/stripe-events?type=invoice.paid'));
  });

  it('tells an editor who opens it by its address that it is for admins, and asks the server nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify({ ...admin, role: 'editor' }));
    const { requests: sent } = stubRequests({});
    renderAdmin('/admin/stripe-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stripe Events' })).toBeTruthy();
    expect(screen.getByText('Admins only')).toBeTruthy();
    expect(
      screen.getByText('Only an admin can see Stripe Events, replay one, or check subscriptions against Stripe.'),
    ).toBeTruthy();
    expect(screen.queryByText('No Stripe events')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check subscriptions against Stripe' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
