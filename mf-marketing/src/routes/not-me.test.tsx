import { jsonResponse, renderWithProviders, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import NotMeRoute from './not-me';

const TOKEN = 'N'.repeat(43);

const open = (token = TOKEN) =>
  renderWithProviders(<NotMeRoute />, { route: `/waitlist/not-me?token=${token}`, path: '/waitlist/not-me' });

describe('/waitlist/not-me ("This wasn\'t me")', () => {
  it('opening the link removes nothing; the button does, and focus moves to what it did', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubRequests({ '/api/waitlist/not-me': () => jsonResponse(200, { outcome: 'removed' }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: "This wasn't me" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove my address' }));
    const done = await screen.findByText(
      'Done. We removed what was typed with your address and will not e-mail it again.',
    );
    expect(document.activeElement).toBe(done);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/waitlist/not-me');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it("says why when the address was confirmed (the server's words) and keeps the button", async () => {
    const user = userEvent.setup();
    const message =
      'This address confirmed its place, so this link no longer removes it. Every e-mail we send it has an unsubscribe link.';
    stubRequests({ '/api/waitlist/not-me': () => jsonResponse(409, { message }) });
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove my address' }));
    const alert = await screen.findByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(alert);
  });

  it('a link that is not one we sent says so without calling anything', async () => {
    const { fetchMock } = stubRequests({});
    open('broken');
    expect(await screen.findByText('This link is not one we sent, or it was mistyped.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
