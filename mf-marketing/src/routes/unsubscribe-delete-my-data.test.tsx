import { jsonResponse } from '@fresh-pouf/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { stubApi } from '../test/stub-api';
import UnsubscribeRoute from './unsubscribe';

const TOKEN = 'D'.repeat(43);

afterEach(() => vi.unstubAllGlobals());

describe('/unsubscribe: Delete my data', () => {
  it('sends the request with the link token and says the team erases the data within 30 days', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: false }),
      '/api/data-requests': () => jsonResponse(202, { message: 'Thank you. Our team will erase your data within 30 days.' }),
    });
    renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${TOKEN}`, path: '/unsubscribe' });
    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    expect(await screen.findByText('Thank you. Our team will erase your data within 30 days.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my data' })).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/data-requests');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it('says so when the request could not be sent, and lets the person try again', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }),
      '/api/data-requests': () => jsonResponse(429, { message: 'Too many requests from this address. Please try again later.' }),
    });
    renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${TOKEN}`, path: '/unsubscribe' });
    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    expect(await screen.findByText('We could not send that just now. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete my data' })).toBeTruthy();
  });
});
