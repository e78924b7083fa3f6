import {
  currentLocation,
  jsonResponse,
  notifications,
  renderWithProviders,
  stubRequests,
} from '@fresh-pouf/remote-kit/testing';
import { CHECKOUT_MESSAGES, STORAGE_KEYS, WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@fresh-pouf/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import CheckoutRoute from './checkout';

const PLAN = { planId: 'family', poufs: 3, frequency: 'bi-monthly', isSubscription: true };
const CUSTOMER = { fullName: 'Ada Lovelace', email: 'ada@example.com', joinDate: '2026-11-21', plan: 'family' };

function store(plan: unknown = PLAN, customer: unknown = CUSTOMER) {
  if (plan) sessionStorage.setItem(STORAGE_KEYS.checkoutPlanDetails, JSON.stringify(plan));
  if (customer) sessionStorage.setItem(STORAGE_KEYS.waitlistFormData, JSON.stringify(customer));
}

/** Answers the two checkout calls; create-subscription with `subscription`. */
function api(publishableKey: string | null, subscription: () => Response) {
  return stubRequests(() => {
    throw new Error('unexpected');
  }).fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/checkout/config') ? jsonResponse(200, { publishableKey }) : subscription(),
  );
}

describe('/checkout', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the error card when no plan was stored and the link names none; Go Back returns', async () => {
    const fetchMock = api('pk_test_x', () => jsonResponse(200, {}));
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    const card = screen.getByRole('alert');
    expect(within(card).getByText(CHECKOUT_MESSAGES.noPlan)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: 'Go Back' }));
    expect(currentLocation()).toBe('/');
  });

  it('says payments are not configured, keeps the Early Bird on the waitlist, and offers the waitlist instead', async () => {
    store();
    const sent: { url: string; body: unknown }[] = [];
    stubRequests(() => {
      throw new Error('unexpected');
    }).fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return String(input).endsWith('/api/checkout/config')
        ? jsonResponse(200, { publishableKey: null })
        : jsonResponse(201, { id: 7, message: 'ok' });
    });
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    expect(screen.getByText(CHECKOUT_MESSAGES.loading)).toBeTruthy();
    expect(await screen.findByText(CHECKOUT_MESSAGES.notConfigured)).toBeTruthy();
    expect(await screen.findByText(/is held for ada@example\.com/)).toBeTruthy();
    // No subscription is asked for; the sign-up goes to the waitlist as an Early Bird, unpaid.
    expect(sent.map((s) => s.url)).toEqual(['/api/checkout/config', '/api/waitlist']);
    expect(sent[1]?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      plan: 'family',
      earlyBird: true,
      isFamily: true,
      numberOfPoufs: 3,
      frequency: 'bi-monthly',
      joinDate: '2026-11-21',
    });
    const card = screen.getByRole('alert');
    expect(within(card).getByRole('button', { name: 'Go Back' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Join the waitlist instead' }));
    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toBeTruthy();
    expect(sent).toHaveLength(2);
  });

  it("leaves an address already on the list as it is, with the waitlist's 409 message", async () => {
    store();
    api(null, () => jsonResponse(409, { message: 'This email address is already on the waitlist.' }));
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    expect(await screen.findByText('This email address is already on the waitlist.')).toBeTruthy();
  });

  it('offers the waitlist instead when checkout fails after the server kept the sign-up', async () => {
    store();
    const fetchMock = api('pk_test_x', () => jsonResponse(502, { message: CHECKOUT_MESSAGES.providerUnavailable }));
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    const card = await screen.findByRole('alert');
    await within(card).findByText(CHECKOUT_MESSAGES.setupFailed);
    // Nothing more is sent until the visitor chooses the waitlist.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, { message: 'This email address is already on the waitlist.' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Join the waitlist instead' }));
    expect(await screen.findByRole('heading', { name: 'This email address is already on the waitlist.' })).toBeTruthy();
  });

  it('sends the spec fields, the server-checked amount and who pays', async () => {
    store();
    const fetchMock = api('pk_test_x', () => new Promise<Response>(() => undefined) as unknown as Response);
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      waitlistEntryId: 'early-bird',
      planId: 'family',
      isSubscription: true,
      planDetails: { planId: 'family', poufs: 3, frequency: 'bi-monthly', amount: 18.79 },
      customer: { fullName: 'Ada Lovelace', email: 'ada@example.com', joinDate: '2026-11-21' },
      checkoutToken: sessionStorage.getItem('checkoutToken'),
    });
    expect(sessionStorage.getItem('checkoutToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(screen.getByTestId('checkout-price').textContent).toBe('$18.79/2 months');
  });

  it("sends the Early Bird form's bot signals with the checkout, as the waitlist form sends its own", async () => {
    store();
    sessionStorage.setItem(STORAGE_KEYS.signupSignals, JSON.stringify({ fillMs: 4200 }));
    const fetchMock = api('pk_test_x', () => new Promise<Response>(() => undefined) as unknown as Response);
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const headers = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(headers.get('x-signup-fill-ms')).toBe('4200');
    expect(headers.get('x-signup-website')).toBeNull();
  });

  it("a refused session shows 'Failed to create payment session' and the setup toast", async () => {
    store();
    api('pk_test_x', () => jsonResponse(500, { message: 'Stripe exploded' }));
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    const card = await screen.findByRole('alert');
    expect(within(card).getByText(CHECKOUT_MESSAGES.setupFailed)).toBeTruthy();
    await waitFor(() => expect(within(notifications()).getByText(CHECKOUT_MESSAGES.setupToast)).toBeTruthy());
    expect(within(notifications()).getByText('Error')).toBeTruthy();
  });

  it('too many sign-ups from the network (429): one notice to wait, no failure words, no "try again" toast, no waitlist offer', async () => {
    store();
    api('pk_test_x', () => jsonResponse(429, { message: WAITLIST_MESSAGES.rateLimited }));
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    // One toast shows at a time: a new one would replace this marker.
    toast({ title: 'Earlier toast' });
    const notice = (await screen.findByText(WAITLIST_MESSAGES.rateLimited)).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByRole('heading', { name: CHECKOUT_MESSAGES.rateLimitedTitle })).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'Join the waitlist instead' })).toBeNull();
    expect(screen.queryByText(CHECKOUT_MESSAGES.setupFailed)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(notifications()).getByText('Earlier toast')).toBeTruthy();
    expect(within(notifications()).queryByText(CHECKOUT_MESSAGES.setupToast)).toBeNull();
  });

  it('a 409 (already paid) is still a refusal, with the reason', async () => {
    store();
    api('pk_test_x', () => jsonResponse(409, { message: CHECKOUT_MESSAGES.alreadyPaid }));
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    const card = await screen.findByRole('alert');
    expect(within(card).getByText(CHECKOUT_MESSAGES.setupFailed)).toBeTruthy();
    expect(within(card).getByText(CHECKOUT_MESSAGES.alreadyPaid)).toBeTruthy();
  });

  it('keeps one token for the visit: a remount sends the same one', async () => {
    store();
    const fetchMock = api('pk_test_x', () => new Promise<Response>(() => undefined) as unknown as Response);
    const first = renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    first.unmount();
    renderWithProviders(<CheckoutRoute />, { route: '/checkout' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const tokens = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/create-subscription'))
      .map(([, init]) => JSON.parse(String(init?.body)).checkoutToken);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
  });

  it("an address already on the list: 'Check your inbox', no failure toast, and the e-mailed link's token is used then dropped from the address bar", async () => {
    store();
    const claim = 'C'.repeat(43);
    const fetchMock = api('pk_test_x', () => jsonResponse(409, { message: CHECKOUT_MESSAGES.verifyByEmail }));
    // One toast shows at a time: a new one would replace this marker.
    toast({ title: 'Earlier toast' });
    renderWithProviders(<CheckoutRoute />, {
      route: `/checkout?id=family&poufs=3&frequency=bi-monthly&subscription=true&claim=${claim}`,
    });
    const message = await screen.findByText(CHECKOUT_MESSAGES.verifyByEmail);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: CHECKOUT_MESSAGES.verifyByEmailTitle })).toBeTruthy();
    expect(screen.queryByText(CHECKOUT_MESSAGES.setupFailed)).toBeNull();
    expect(within(notifications()).getByText('Earlier toast')).toBeTruthy();
    expect(within(notifications()).queryByText(CHECKOUT_MESSAGES.setupToast)).toBeNull();
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body)).checkoutToken).toBe(claim);
    expect(sessionStorage.getItem('checkoutToken')).toBe(claim);
    await waitFor(() =>
      expect(currentLocation()).toBe('/checkout?id=family&poufs=3&frequency=bi-monthly&subscription=true'),
    );
  });

  it('a link with only query parameters asks who pays, with the waitlist messages', async () => {
    const fetchMock = api('pk_test_x', () => new Promise<Response>(() => undefined) as unknown as Response);
    renderWithProviders(<CheckoutRoute />, { route: '/checkout?id=quarterly&subscription=true' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Please enter your full name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.waitlistFormData) ?? 'null')).toMatchObject({
      email: 'grace@example.com',
    });
    // The form has gone: focus is on the payment step that replaced it, not on the page.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Payment' }));
  });
});
