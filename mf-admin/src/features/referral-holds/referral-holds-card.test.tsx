import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { editorUser, staffUser } from '../../test/staff-user';

// The staff waitlist shows referrals held for review with the reason; an admin
// approves or refuses each, an editor only sees them.

const admin = staffUser();
const editor = editorUser();
const page = { entries: [], total: 0, nextBefore: null };
const farmHold = {
  entryId: 31,
  fullName: 'Farm Friend',
  email: 'friend3@catchall-pouf.com',
  joinedAt: '2026-11-21T09:00:00.000Z',
  heldAt: '2026-11-21T09:05:00.000Z',
  reason: 'domain-cluster',
  referrer: { id: 25, fullName: 'Rita Referrer', email: 'rita@example.com' },
};
const sockHold = { ...farmHold, entryId: 32, fullName: 'Sock Puppet', email: 'sock@gmail.com', reason: 'same-address' };

beforeEach(() => localStorage.clear());

describe('held referrals on the staff waitlist', () => {
  it('shows each held referral with its friend, referrer and reason; Approve calls the API, and the result takes focus', async () => {
    let approved = false;
    const { requests: sent } = stubRequests({
      '/api/admin/referral-holds/31/approve': () => {
        approved = true;
        return jsonResponse(200, { entryId: 31, state: 'credited', referrerId: 25 });
      },
      '/api/admin/referral-holds': () =>
        jsonResponse(200, approved ? { holds: [sockHold], total: 1 } : { holds: [farmHold, sockHold], total: 2 }),
      '/api/admin/waitlist': () => jsonResponse(200, page),
      '/api/admin/data-requests': () => jsonResponse(200, { requests: [] }),
    });
    renderAdmin('/admin/waitlist', { signedInAs: admin });

    expect(await screen.findByRole('heading', { name: 'Held referrals' })).toBeTruthy();
    expect(await screen.findByText('2 waiting')).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Held referrals' });
    const farmRow = within(table).getByText('Farm Friend', { exact: false }).closest('tr') as HTMLElement;
    expect(within(farmRow).getByText('Several friends from one e-mail domain within a day')).toBeTruthy();
    expect(within(farmRow).getByText('friend3@catchall-pouf.com')).toBeTruthy();
    expect(within(farmRow).getByText('rita@example.com')).toBeTruthy();
    const sockRow = within(table).getByText('Sock Puppet', { exact: false }).closest('tr') as HTMLElement;
    expect(within(sockRow).getByText('Same client address as the referrer')).toBeTruthy();

    await userEvent.click(within(farmRow).getByRole('button', { name: 'Approve the referral of Farm Friend' }));
    const result = await screen.findByText("Approved: Farm Friend's referral now counts.");
    expect(result.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      { url: '/api/admin/referral-holds/31/approve', method: 'POST', body: undefined, authorization: 'Bearer tok' },
    ]);
    // The queue and the table are read again: the row is gone, the referrer's place is new.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Held referrals' })).queryByText('Farm Friend', { exact: false }),
      ).toBeNull(),
    );
    expect(screen.getByText('1 waiting')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/admin/waitlist?limit=50').length).toBeGreaterThan(1);
  });

  it('refuses only after the dialog naming the friend is confirmed', async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/referral-holds/32/refuse': () => jsonResponse(200, { entryId: 32, state: 'refused', referrerId: 25 }),
      '/api/admin/referral-holds': () => jsonResponse(200, { holds: [sockHold], total: 1 }),
      '/api/admin/waitlist': () => jsonResponse(200, page),
      '/api/admin/data-requests': () => jsonResponse(200, { requests: [] }),
    });
    renderAdmin('/admin/waitlist', { signedInAs: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse the referral of Sock Puppet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Refuse the referral of Sock Puppet?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Refuse the referral of Sock Puppet' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText("Refused: Sock Puppet's referral will not count.")).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual(['/api/admin/referral-holds/32/refuse']);
  });

  it('shows an editor the held referrals and their reasons, with no way to decide', async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/referral-holds': () => jsonResponse(200, { holds: [farmHold], total: 1 }),
      '/api/admin/waitlist': () => jsonResponse(200, page),
    });
    renderAdmin('/admin/waitlist', { signedInAs: editor });
    const table = await screen.findByRole('region', { name: 'Held referrals' });
    expect(within(table).getByText('Several friends from one e-mail domain within a day')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.getByText('Only admins can approve or refuse a held referral.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('says when nothing waits', async () => {
    stubRequests({
      '/api/admin/referral-holds': () => jsonResponse(200, { holds: [], total: 0 }),
      '/api/admin/waitlist': () => jsonResponse(200, page),
      '/api/admin/data-requests': () => jsonResponse(200, { requests: [] }),
    });
    renderAdmin('/admin/waitlist', { signedInAs: admin });
    expect(await screen.findByText('No referrals are waiting for review.')).toBeTruthy();
    expect(screen.queryByText(/waiting$/)).toBeNull();
  });
});
