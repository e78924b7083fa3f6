import { jsonResponse, stubFetch } from '@fresh-pouf/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render-with-providers';
import ManageSubscriptionRoute from './manage-subscription';

const SENT = 'If that address has a Fresh Pouf subscription, a link to manage it is on its way. It works for 7 days.';

describe('/manage-subscription', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the address and says the same thing whatever it is', async () => {
    const { requests } = stubFetch(() => jsonResponse(202, { message: SENT }));
    renderAt('/manage-subscription', <ManageSubscriptionRoute />);
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
    const { fetchMock } = stubFetch(() => jsonResponse(202, { message: SENT }));
    renderAt('/manage-subscription', <ManageSubscriptionRoute />);
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
    stubFetch(() => jsonResponse(202, {}));
    renderAt(`/manage-subscription?link=${problem}`, <ManageSubscriptionRoute />);
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('ignores a made-up problem', () => {
    stubFetch(() => jsonResponse(202, {}));
    renderAt('/manage-subscription?link=<script>', <ManageSubscriptionRoute />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
