import { currentLocation, jsonResponse, notifications, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { staffUser } from '../../test/staff-user';

const admin = staffUser({ twoFactorEnabled: true });
const LOCKED =
  'Too many wrong verification codes. For your security, two-factor sign-in to this account is locked for 15 minutes. ' +
  'Please try again later, or ask an administrator for help.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(STORAGE_KEYS.pendingTwoFactorUser, JSON.stringify(admin));
});

describe('two-factor screen', () => {
  it('when the account’s second step is locked, says so and for how long, and goes back to login', async () => {
    stubRequests({ '/api/admin/verify-2fa': () => jsonResponse(429, { message: LOCKED }) });
    renderAdmin('/admin/two-factor');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await within(notifications()).findByText('Verification failed')).toBeTruthy();
    expect(within(notifications()).getByText(LOCKED)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/admin/login'));
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingTwoFactorUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('after a wrong code stays, with the input cleared, for another try', async () => {
    stubRequests({ '/api/admin/verify-2fa': () => jsonResponse(401, { message: 'Invalid verification code' }) });
    renderAdmin('/admin/two-factor');
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await within(notifications()).findByText('Invalid verification code')).toBeTruthy();
    expect(currentLocation()).toBe('/admin/two-factor');
    const field = screen.getByLabelText('Verification code') as HTMLInputElement;
    expect(field.value).toBe('');
    // The reason under the field, tied to it, and the keyboard still there.
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('opens the number pad for an app code, and a keyboard for a backup code', async () => {
    renderAdmin('/admin/two-factor');
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    const backup = screen.getByLabelText('Backup code');
    expect(backup.getAttribute('inputmode')).toBe('text');
    expect(document.activeElement).toBe(backup);
  });
});
