import { currentLocation, jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PrivacyRoute from './privacy';

const DOC = {
  title: 'Privacy Policy',
  version: '2026-11-23',
  effectiveDate: '2026-11-23',
  html: '<h2>What we collect</h2><ul><li>your e-mail address</li></ul><p>See the <a href="/checkout">checkout</a>.</p>',
};

/** The privacy document's answers, one per call in order; a call beyond them fails. */
function stubPrivacy(...answers: (() => Response | Promise<Response>)[]) {
  return stubRequests({
    'GET /api/legal/privacy': () => {
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected call');
      return answer();
    },
  }).fetchMock;
}

const open = () => renderWithProviders(<PrivacyRoute />, { route: '/privacy', path: '/privacy' });

describe('/privacy', () => {
  it('shows the title at once, then the version, the effective date and the text', async () => {
    stubPrivacy(() => jsonResponse(200, DOC));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByTestId('legal-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy();
    expect(screen.getByText('your e-mail address')).toBeTruthy();
    expect(screen.getByTestId('legal-meta').textContent).toBe('Version 2026-11-23 · Effective November 23, 2026');
    expect(document.title).toBe('Privacy Policy · Fresh Pouf');
  });

  it('follows a link to another page of the site without reloading', async () => {
    const user = userEvent.setup();
    stubPrivacy(() => jsonResponse(200, DOC));
    open();
    await user.click(await screen.findByRole('link', { name: 'checkout' }));
    expect(currentLocation()).toBe('/checkout');
  });

  it('a failed load says so and tries again on request', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPrivacy(
      () => jsonResponse(503, { message: 'Service unavailable' }),
      () => jsonResponse(200, DOC),
    );
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the Privacy Policy just now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('your e-mail address')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
