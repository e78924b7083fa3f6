import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import UnsubscribeRoute from './unsubscribe';

const TOKEN = 'D'.repeat(43);
const ASKED = 'Done: you get no more announcements, and our team will erase your data within 30 days.';
const QUESTION =
  'You will get no more announcements from now on, and within 30 days our team erases your name, e-mail address and everything else we hold about you. This cannot be undone.';

const requested = (fetchMock: ReturnType<typeof stubRequests>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/data-requests')
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

describe('/unsubscribe: Delete my data', () => {
  it('asks first, sends nothing on the first tap; confirmed, it sends the link token and says one thing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests({
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }),
      '/api/data-requests': () => jsonResponse(202, { message: ASKED }),
    });
    renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${TOKEN}`, path: '/unsubscribe' });
    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Delete your data?' }));
    expect(screen.getByText(QUESTION)).toBeTruthy();
    expect(requested(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Yes, delete my data' }));
    expect(await screen.findByText(ASKED)).toBeTruthy();
    expect(requested(fetchMock)).toEqual([{ method: 'POST', body: { token: TOKEN } }]);
    // The one answer, and nothing else: no welcome back, no button to subscribe again.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([ASKED]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('"Keep my data" closes the question with nothing sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests({ '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }) });
    renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${TOKEN}`, path: '/unsubscribe' });
    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    await user.click(screen.getByRole('link', { name: 'Keep my data' }));
    expect(screen.queryByRole('heading', { name: 'Delete your data?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete my data' }));
    expect(requested(fetchMock)).toEqual([]);
  });

  it('for an address whose e-mails bounced, says why it cannot subscribe again here, and still offers Delete my data', async () => {
    stubRequests({
      '/api/unsubscribe/state': () =>
        jsonResponse(200, { subscribed: false, erasureRequested: false, blocked: 'hard-bounce' }),
    });
    renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${TOKEN}`, path: '/unsubscribe' });
    expect(
      await screen.findByText(
        'Our e-mails to this address bounced, so we stopped writing to it and cannot subscribe it again from here. If it works again, write to hello@freshpouf.com.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my data' })).toBeTruthy();
  });

  it('opened again after asking, the page says the same one thing', async () => {
    stubRequests({ '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: false, erasureRequested: true }) });
    renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${TOKEN}`, path: '/unsubscribe' });
    expect(await screen.findByText(ASKED)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the request could not be sent, and lets the person try again', async () => {
    const user = userEvent.setup();
    stubRequests({
      '/api/unsubscribe/state': () => jsonResponse(200, { subscribed: true }),
      '/api/data-requests': () =>
        jsonResponse(429, { message: 'Too many requests from this address. Please try again later.' }),
    });
    renderWithProviders(<UnsubscribeRoute />, { route: `/unsubscribe?token=${TOKEN}`, path: '/unsubscribe' });
    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my data' }));
    expect(await screen.findByText('We could not send that just now. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, delete my data' })).toBeTruthy();
  });
});
