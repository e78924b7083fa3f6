import {
  currentLocation,
  jsonResponse,
  notifications,
  type SentRequest,
  stubRequests,
} from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { adminStats } from '../../test/admin-stats';
import { zeroBits } from '../../test/zero-bits';
import { staffUser } from '../../test/staff-user';

const admin = staffUser();
const stats = adminStats({ confirmedCount: 3, unconfirmedCount: 1 });
const CHECK = 'Please wait a moment: this sign-in needs an extra security check.';
const askForWork = (challenge: string) =>
  jsonResponse(428, { message: CHECK, proofOfWork: { challenge, difficulty: 8 } });

const proofIn = (body: unknown) => (body as { proofOfWork?: { challenge: string; nonce: string } }).proofOfWork;

async function signIn() {
  renderAdmin('/admin/login');
  await userEvent.type(screen.getByLabelText('Username'), 'chief');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('login when the server asks for a proof of work', () => {
  it('solves it by itself and sends the same credentials again: the user just gets in', async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/login': ({ body }: SentRequest) =>
        proofIn(body) ? jsonResponse(200, { token: 'tok-1', user: admin }) : askForWork('challenge-one.sig'),
      '/api/admin/stats/funnel': () => jsonResponse(200, { days: 30, daily: [] }),
      '/api/admin/stats': () => jsonResponse(200, stats),
      '/api/admin/waitlist': () => jsonResponse(200, { entries: [], total: 0, nextBefore: null }),
    });
    await signIn();

    await waitFor(() => expect(currentLocation()).toBe('/admin/dashboard'));
    const logins = sent.filter((s) => s.url === '/api/admin/login');
    expect(logins.map((s) => s.body)).toEqual([
      { username: 'chief', password: 'secret-password' },
      {
        username: 'chief',
        password: 'secret-password',
        proofOfWork: { challenge: 'challenge-one.sig', nonce: expect.stringMatching(/^\d+$/) },
      },
    ]);
    const proof = proofIn(logins[1]?.body);
    expect(await zeroBits(`${proof?.challenge}:${proof?.nonce}`)).toBeGreaterThanOrEqual(8);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('tok-1');
    expect(within(notifications()).getByText('Welcome to the admin dashboard!')).toBeTruthy();
    expect(within(notifications()).queryByText(CHECK)).toBeNull();
  });

  it('gives up after three rounds and shows the server message', async () => {
    let round = 0;
    const { requests: sent } = stubRequests({ '/api/admin/login': () => askForWork(`challenge-${(round += 1)}.sig`) });
    await signIn();

    expect(await within(notifications()).findByText('Login failed')).toBeTruthy();
    expect(within(notifications()).getByText(CHECK)).toBeTruthy();
    expect(sent.map((s) => proofIn(s.body)?.challenge)).toEqual([undefined, 'challenge-1.sig', 'challenge-2.sig']);
    expect(currentLocation()).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('login form checks', () => {
  it('marks empty and too-short fields under the field before any call', async () => {
    const { requests: sent } = stubRequests({});
    renderAdmin('/admin/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(document.activeElement).toBe(username);

    await userEvent.type(username, 'chief');
    await userEvent.type(password, 'abc');
    expect(username.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('clears the password after a failed sign-in, says why in the form and keeps the keyboard on the password', async () => {
    stubRequests({ '/api/admin/login': () => jsonResponse(401, { message: 'Invalid username or password' }) });
    await signIn();
    expect(await within(notifications()).findByText('Invalid username or password')).toBeTruthy();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('chief');
    // The server's reason, not a length rule the emptied field now breaks.
    expect(screen.getByRole('alert').textContent).toBe('Invalid username or password');
    expect(screen.queryByText('Password must be at least 6 characters')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(password);
  });
});
