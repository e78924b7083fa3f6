import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ConfirmPlaceRoute from './confirm-place';
import PlaceStatusRoute from './place-status';

const TOKEN = 'T'.repeat(43);
const STATUS = { place: 12, total: 340, referrals: 2, referralCode: 'AbCdEfGhIjKl', confirmed: true, boost: 5 };

const openConfirm = (token = TOKEN) =>
  renderWithProviders(<ConfirmPlaceRoute />, { route: `/waitlist/confirm?token=${token}`, path: '/waitlist/confirm' });

describe('/waitlist/confirm', () => {
  it('opening the link confirms nothing; the button does, then shows the place', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests({
      '/api/waitlist/confirm-link/state': () => jsonResponse(200, { state: 'ready' }),
      '/api/waitlist/confirm': () => jsonResponse(200, { alreadyConfirmed: false, status: STATUS }),
    });
    openConfirm();
    const button = await screen.findByRole('button', { name: 'Confirm my place' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/waitlist/confirm-link/state']);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your place');
    await user.click(button);
    expect(await screen.findByText('Your place is confirmed!')).toBeTruthy();
    // The button has gone: focus is on the answer that replaced it.
    expect(document.activeElement?.textContent).toBe('Your place is confirmed!');
    // Confirmed, the page no longer asks for it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Place confirmed');
    expect(screen.getByTestId('place').textContent).toBe('12');
    expect(screen.getByTestId('referrals').textContent).toBe('2 friends joined through your link.');
    const confirmCall = fetchMock.mock.calls[1];
    expect(String(confirmCall?.[0])).toBe('/api/waitlist/confirm');
    expect(JSON.parse(String(confirmCall?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it("the button is there while the link's state is still being asked for, and a press then confirms", async () => {
    const user = userEvent.setup();
    stubRequests({
      // The state's answer never comes: the page is taken over and the question still open.
      '/api/waitlist/confirm-link/state': () => new Promise<Response>(() => undefined),
      '/api/waitlist/confirm': () => jsonResponse(200, { alreadyConfirmed: false, status: STATUS }),
    });
    openConfirm();
    await user.click(screen.getByRole('button', { name: 'Confirm my place' }));
    expect(await screen.findByText('Your place is confirmed!')).toBeTruthy();
    expect(screen.queryByLabelText('Checking your link')).toBeNull();
  });

  it('an expired link says so and sends a new link for it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests({
      '/api/waitlist/confirm-link/state': () => jsonResponse(200, { state: 'expired' }),
      '/api/waitlist/confirm-link': () => jsonResponse(202, { message: 'sent' }),
    });
    openConfirm();
    expect(await screen.findByText('This confirm link has expired.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(
      await screen.findByText('If that address is on the list and still to be confirmed, a new link is on its way.'),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it('a used link says the place is confirmed and offers to show it', async () => {
    stubRequests({ '/api/waitlist/confirm-link/state': () => jsonResponse(200, { state: 'used' }) });
    openConfirm();
    expect(await screen.findByText('This link was already used: your place is confirmed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See my place' })).toBeTruthy();
  });

  it('an unknown link says so and asks for the address before sending a new one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests({
      '/api/waitlist/confirm-link/state': () =>
        jsonResponse(404, { message: 'This confirm link is not one we sent, or it was mistyped.' }),
      '/api/waitlist/confirm-link': () => jsonResponse(202, { message: 'sent' }),
    });
    openConfirm();
    expect(await screen.findByText('This confirm link is not one we sent, or it was mistyped.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(
      await screen.findByText('If that address is on the list and still to be confirmed, a new link is on its way.'),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ email: 'jane@example.com' });
  });

  it('a mangled link asks nothing of the server', async () => {
    const { fetchMock } = stubRequests({});
    openConfirm('short');
    expect(await screen.findByText('This confirm link is not one we sent, or it was mistyped.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/waitlist/status', () => {
  it('shows the place, the total, the referrals and the link', async () => {
    stubRequests({ '/api/waitlist/status': () => jsonResponse(200, { ...STATUS, referrals: 1, confirmed: false }) });
    renderWithProviders(<PlaceStatusRoute />, { route: `/waitlist/status?token=${TOKEN}`, path: '/waitlist/status' });
    expect((await screen.findByTestId('place')).textContent).toBe('12');
    expect(screen.getByText('of 340')).toBeTruthy();
    expect(screen.getByTestId('referrals').textContent).toBe('1 friend joined through your link.');
    expect(
      screen.getByText(
        'Confirm your place from the e-mail we sent you: until then we cannot send you news of the launch.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Your referral link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/?ref=AbCdEfGhIjKl`,
    );
  });

  it('says how many referrals wait for review, apart from the credited ones', async () => {
    stubRequests({ '/api/waitlist/status': () => jsonResponse(200, { ...STATUS, referrals: 2, heldReferrals: 4 }) });
    renderWithProviders(<PlaceStatusRoute />, { route: `/waitlist/status?token=${TOKEN}`, path: '/waitlist/status' });
    expect((await screen.findByTestId('referrals')).textContent).toBe('2 friends joined through your link.');
    expect(screen.getByTestId('held-referrals').textContent).toBe(
      '4 referrals are waiting for review: they count once we have checked them.',
    );
  });

  it('one held referral in the singular; none, no line at all', async () => {
    stubRequests({ '/api/waitlist/status': () => jsonResponse(200, { ...STATUS, referrals: 0, heldReferrals: 1 }) });
    const { unmount } = renderWithProviders(<PlaceStatusRoute />, {
      route: `/waitlist/status?token=${TOKEN}`,
      path: '/waitlist/status',
    });
    expect((await screen.findByTestId('held-referrals')).textContent).toBe(
      '1 referral is waiting for review: it counts once we have checked it.',
    );
    unmount();
    stubRequests({ '/api/waitlist/status': () => jsonResponse(200, STATUS) });
    renderWithProviders(<PlaceStatusRoute />, { route: `/waitlist/status?token=${TOKEN}`, path: '/waitlist/status' });
    expect((await screen.findByTestId('referrals')).textContent).toBe('2 friends joined through your link.');
    expect(screen.queryByTestId('held-referrals')).toBeNull();
  });

  it('an unknown link says so', async () => {
    stubRequests({
      '/api/waitlist/status': () =>
        jsonResponse(404, { message: 'This status link is not one we sent, or it was mistyped.' }),
    });
    renderWithProviders(<PlaceStatusRoute />, { route: `/waitlist/status?token=${TOKEN}`, path: '/waitlist/status' });
    expect(await screen.findByText('This status link is not one we sent, or it was mistyped.')).toBeTruthy();
  });
});
