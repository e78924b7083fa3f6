import { jsonResponse, notifications, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminEntry } from '../../test/admin-entry';
import { renderAdmin } from '../../test/render-admin';
import { editorUser, staffUser } from '../../test/staff-user';

const admin = staffUser();
const editor = editorUser();
const grace = adminEntry({
  paymentMade: true,
  earlyBird: true,
  subscriptionStatus: 'active',
  confirmedAt: '2026-11-20T10:05:00.000Z',
});
const page = { entries: [grace], total: 1, nextBefore: null };
const erased = {
  entryId: 7,
  erased: { emails: 2, emailsCancelled: 1, links: 2, stripeEvents: 1, suppressions: 0, requestsClosed: 1 },
  stripeCustomerId: 'cus_1',
  subscriptionCanceled: 'sub_1',
  stripeCustomer: 'deleted',
  message: 'Erased. Stripe customer cus_1 was deleted. Subscription sub_1 was canceled at Stripe.',
};
const asked = {
  id: 3,
  entryId: 9,
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  requestedAt: '2026-11-21T09:00:00.000Z',
  doneAt: null,
};

/** The staff API around erasing Grace (entry 7): the list shows `before` until she is erased. */
function stubErasing(before: { entries: unknown[]; total: number; nextBefore: null }) {
  let erasedYet = false;
  return stubRequests({
    '/api/admin/waitlist/7/erase': () => {
      erasedYet = true;
      return jsonResponse(200, erased);
    },
    '/api/admin/waitlist': () =>
      jsonResponse(
        200,
        erasedYet ? { ...page, entries: [{ ...grace, fullName: 'Erased', email: 'erased-7@erased.invalid' }] } : before,
      ),
    '/api/admin/data-requests': () => jsonResponse(200, { requests: [] }),
  });
}
beforeEach(() => localStorage.clear());

describe('data requests on the admin waitlist', () => {
  it('erases a person from the row menu only after the dialog naming them is confirmed; the row then offers no data actions', async () => {
    const { requests: sent } = stubErasing(page);
    renderAdmin('/admin/waitlist', { signedInAs: admin });
    const table = await screen.findByRole('table');
    const openMenu = async (name: string) => {
      await userEvent.click(within(table).getByRole('button', { name }));
      return screen.findByRole('menu');
    };
    await userEvent.click(
      within(await openMenu('Actions for Grace Hopper (#7)')).getByRole('menuitem', { name: 'Erase' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erase Grace Hopper?')).toBeTruthy();
    // What happens to the subscription is said before anything is done.
    expect(dialog.textContent).toContain(
      'A subscription still running is canceled at Stripe first, at once: no further charges, and the entry then counts as canceled, no longer as a paying customer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await userEvent.click(
      within(await openMenu('Actions for Grace Hopper (#7)')).getByRole('menuitem', { name: 'Erase' }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase' }));
    expect(
      await within(notifications()).findByText(
        'Erased. Stripe customer cus_1 was deleted. Subscription sub_1 was canceled at Stripe.',
      ),
    ).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual(['/api/admin/waitlist/7/erase']);
    // The list is read again, so the row shows what the server now holds, and nothing is left to export or erase.
    expect(await within(table).findByText('Personal data erased')).toBeTruthy();
    const menu = await openMenu('Actions for Erased (#7)');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View details']);
  });

  it('downloads the export with the bearer token, from the row menu', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const { requests: sent } = stubRequests({
      '/api/admin/waitlist/7/export': () =>
        new Response('{"entry":{}}', {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename=fresh-pouf-entry-7.json',
          },
        }),
      '/api/admin/waitlist': () => jsonResponse(200, page),
      '/api/admin/data-requests': () => jsonResponse(200, { requests: [] }),
    });
    renderAdmin('/admin/waitlist', { signedInAs: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper (#7)' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Export data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent.find((s) => s.url === '/api/admin/waitlist/7/export')?.authorization).toBe('Bearer tok');
    click.mockRestore();
  });

  it('shows everything held about an entry in its detail panel, and erasing there says so where the button was', async () => {
    stubErasing({
      ...page,
      entries: [
        {
          ...grace,
          source: 'Campaign: spring / email',
          referrals: 3,
          privacyVersion: '2026-10',
          privacyAcceptedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    renderAdmin('/admin/waitlist', { signedInAs: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
    const panel = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    const value = (term: string) => within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Source')).toBe('Campaign: spring / email');
    expect(value('Referrals')).toBe('3 confirmed sign-ups through their link');
    expect(value('Privacy Policy')).toBe('Version 2026-10');
    expect(value('Subscription')).toBe('Active');
    expect(value('Position')).toBe('1');
    expect(value('Confirmed')).toMatch(/^Nov 20, 2026, /);

    await userEvent.click(within(panel).getByRole('button', { name: 'Erase Grace Hopper' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase' }));
    const outcome = await within(panel).findByRole('status');
    expect(outcome.textContent).toBe(
      'Erased. Stripe customer cus_1 was deleted. Subscription sub_1 was canceled at Stripe.',
    );
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(within(panel).queryByRole('button', { name: /^Erase/ })).toBeNull();
  });

  it('lists open requests and marks one done', async () => {
    let done = false;
    const { requests: sent } = stubRequests({
      '/api/admin/data-requests/3/done': () => {
        done = true;
        return jsonResponse(200, { ...asked, doneAt: '2026-11-22T09:00:00.000Z' });
      },
      '/api/admin/data-requests': () => jsonResponse(200, { requests: done ? [] : [asked] }),
      '/api/admin/waitlist': () => jsonResponse(200, page),
    });
    renderAdmin('/admin/waitlist', { signedInAs: admin });
    const list = await screen.findByRole('list', { name: 'Data requests' });
    expect(within(list).getByText(/Ada Lovelace \(ada@example.com\)/)).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Done: Ada Lovelace' }));
    expect(await screen.findByText('No open data requests.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual(['/api/admin/data-requests/3/done']);
  });

  it('shows an editor neither the data actions nor the requests, and asks nothing', async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/waitlist': () => jsonResponse(200, page),
      '/api/admin/referral-holds': () => jsonResponse(200, { holds: [], total: 0 }),
    });
    renderAdmin('/admin/waitlist', { signedInAs: editor });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Grace Hopper')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Grace Hopper (#7)' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View details']);
    expect(screen.queryByText('Data requests')).toBeNull();
    // The held referrals are every staff member's to see; the data requests only an admin's.
    expect(sent.map((s) => s.url).sort()).toEqual(['/api/admin/referral-holds', '/api/admin/waitlist?limit=50']);
  });
});
