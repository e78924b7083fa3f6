import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ManageSubscriptionRoute from './manage-subscription';

const SENT = 'If that address has a Fresh Pouf subscription, a link to manage it is on its way. It works for 7 days.';

describe('/manage-subscription', () => {
  it('sends the address and says the same thing whatever it is', async () => {
    const { requests } = stubRequests(() => jsonResponse(202, { message: SENT }));
    renderWithProviders(<ManageSubscriptionRoute />, { route: '/manage-subscription' });
    expect(screen.getByRole('heading', { name: 'Manage your subscription' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByText('Check your inbox')).toBeTruthy();
    expect(requests).toEqual([
      { url: '/api/billing/portal-link', method: 'POST', body: { email: 'grace@example.com' } },
    ]);
  });

  it('checks the address before sending it', async () => {
    const { fetchMock } = stubRequests(() => jsonResponse(202, { message: SENT }));
    renderWithProviders(<ManageSubscriptionRoute />, { route: '/manage-subscription' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['expired', 'This link to manage your subscription has expired.'],
    ['invalid', 'This link to manage your subscription is not valid.'],
    ['unavailable', 'Managing subscriptions is not available right now. Please try again later.'],
  ])('says why an e-mailed link did not open (%s)', (problem, message) => {
    stubRequests(() => jsonResponse(202, {}));
    renderWithProviders(<ManageSubscriptionRoute />, { route: `/manage-subscription?link=${problem}` });
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('ignores a made-up problem', () => {
    stubRequests(() => jsonResponse(202, {}));
    renderWithProviders(<ManageSubscriptionRoute />, { route: '/manage-subscription?link=<script>' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
