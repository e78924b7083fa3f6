import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { staffUser } from '../test/staff-user';

// One pattern for every page title of the site, the staff area's included: "<page> · Fresh Pouf".

const admin = staffUser({ twoFactorEnabled: true });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = 'Untitled';
});

describe('admin page titles', () => {
  it('titles the login page "Admin Login · Fresh Pouf"', async () => {
    renderAdmin('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    await waitFor(() => expect(document.title).toBe('Admin Login · Fresh Pouf'));
  });

  it('titles the second step "Two-Factor Authentication · Fresh Pouf"', async () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingTwoFactorUser, JSON.stringify(admin));
    renderAdmin('/admin/two-factor');
    await screen.findByRole('heading', { name: 'Two-Factor Authentication' });
    await waitFor(() => expect(document.title).toBe('Two-Factor Authentication · Fresh Pouf'));
  });

  it('titles a signed-in screen by its name in the same pattern', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    stubRequests({ '/api/admin/blog': () => jsonResponse(200, []) });
    renderAdmin('/admin/blog-management');
    await screen.findByRole('heading', { name: 'Blog Management', level: 1 });
    await waitFor(() => expect(document.title).toBe('Blog Management · Fresh Pouf'));
  });
});
