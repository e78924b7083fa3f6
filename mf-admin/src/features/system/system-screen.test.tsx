import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminStats } from '../../test/admin-stats';
import { renderAdmin } from '../../test/render-admin';
import { editorUser, staffUser } from '../../test/staff-user';

afterEach(() => localStorage.clear());

describe('System screen', () => {
  it('shows an admin how many entries still have to confirm their e-mail', async () => {
    stubRequests({ 'GET /api/admin/stats': () => jsonResponse(200, adminStats({ unconfirmedCount: 12 })) });
    renderAdmin('/admin/system', { signedInAs: staffUser() });
    await screen.findByRole('heading', { level: 1, name: 'System' });
    const figure = await screen.findByText('Entries still to confirm their e-mail:', { exact: false });
    expect(figure.textContent).toBe('Entries still to confirm their e-mail: 12');
  });

  it('says so when the figures cannot be loaded', async () => {
    stubRequests({ 'GET /api/admin/stats': () => jsonResponse(500, { error: 'Internal server error' }) });
    renderAdmin('/admin/system', { signedInAs: staffUser() });
    await screen.findByText('The figures could not be loaded.');
  });

  it('tells an editor the screen is for admins, and asks nothing of the server', async () => {
    const { requests } = stubRequests({});
    renderAdmin('/admin/system', { signedInAs: editorUser() });
    await screen.findByText('Admins only');
    screen.getByText("Only an admin can see the system's figures.");
    expect(requests.filter((sent) => sent.url.includes('/api/admin/stats'))).toEqual([]);
  });
});
