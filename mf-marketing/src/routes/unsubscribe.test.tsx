import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import UnsubscribeRoute from './unsubscribe';

const TOKEN = 'U'.repeat(43);

const open = (token = TOKEN) =>
  renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${token}`, path: '/unsubscribe' });

describe('/unsubscribe', () => {
  it('opening the page changes nothing; one press unsubscribes; the page offers to subscribe again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests({
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }),
      '/api/unsubscribe/confirm': () => jsonResponse(200, { subscribed: false }),
      '/api/unsubscribe/resubscribe': () => jsonResponse(200, { subscribed: true }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed. We will not send you announcements again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByText('Welcome back: you will hear from us at launch.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/unsubscribe/state',
      '/api/unsubscribe/confirm',
      '/api/unsubscribe/resubscribe',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it("the button is there while the link's state is still being asked for, and a press then unsubscribes", async () => {
    const user = userEvent.setup();
    stubRequests({
      // The state's answer never comes: the page is taken over and the question still open.
      '/api/unsubscribe/state': () => new Promise<Response>(() => undefined),
      '/api/unsubscribe/confirm': () => jsonResponse(200, { subscribed: false }),
    });
    open();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed. We will not send you announcements again.')).toBeTruthy();
  });

  it('an unknown or mangled link says so', async () => {
    stubRequests({ '/api/unsubscribe/state': () => jsonResponse(404, { message: 'unknown' }) });
    open();
    expect(await screen.findByText('This unsubscribe link is not one we sent, or it was mistyped.')).toBeTruthy();
    open('short');
    expect((await screen.findAllByText('This unsubscribe link is not one we sent, or it was mistyped.')).length).toBe(
      2,
    );
  });
});
