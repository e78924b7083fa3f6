import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminEntry } from '../../test/admin-entry';
import { renderAdmin } from '../../test/render-admin';
import { editorUser } from '../../test/staff-user';

const editor = editorUser();
const entry = (id: number, fullName: string) =>
  adminEntry({ id, fullName, email: `${fullName.toLowerCase().replace(/ /g, '.')}@example.com`, position: id });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(editor));
});

describe('waitlist search', () => {
  it('asks the server to search the whole list, pages the matches with Load more, and says when nothing matches', async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/referral-holds': () => jsonResponse(200, { holds: [] }),
      '/api/admin/waitlist': ({ url }) => {
        const params = new URL(url, 'http://admin.test').searchParams;
        const q = { get: (name: string) => params.get(name)?.toLowerCase() ?? null };
        if (q.get('q') === 'nobody') return jsonResponse(200, { entries: [], total: 3000, nextBefore: null });
        if (q.get('q') === 'lovelace' && q.get('before') === '900')
          return jsonResponse(200, { entries: [entry(12, 'Ada Lovelace Senior')], total: 3000, nextBefore: null });
        if (q.get('q') === 'lovelace')
          return jsonResponse(200, { entries: [entry(900, 'Ada Lovelace')], total: 3000, nextBefore: 900 });
        return jsonResponse(200, { entries: [entry(3000, 'Grace Hopper')], total: 3000, nextBefore: 3000 });
      },
    });
    renderAdmin('/admin/waitlist');
    const table = await screen.findByRole('region', { name: 'Waitlist entries' });
    expect(within(table).getByText('Grace Hopper')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search waitlist'), ' Lovelace ');
    expect(await within(table).findByText('Ada Lovelace')).toBeTruthy();
    expect(within(table).queryByText('Grace Hopper')).toBeNull();
    expect(screen.getByText('Showing 1 of 3,000 entries')).toBeTruthy();
    // Typing asked once the words settled, not once per key.
    expect(sent.filter((s) => s.url.includes('q=')).map((s) => s.url)).toEqual([
      '/api/admin/waitlist?limit=50&q=Lovelace',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Ada Lovelace Senior')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3,000 entries')).toBeTruthy();
    expect(sent.at(-1)?.url).toBe('/api/admin/waitlist?before=900&q=Lovelace');

    await userEvent.clear(screen.getByLabelText('Search waitlist'));
    await userEvent.type(screen.getByLabelText('Search waitlist'), 'nobody');
    expect(await screen.findByText('No entries match “nobody”')).toBeTruthy();
    expect(
      screen.getByText('Search looks at the names, email addresses and plans of every entry on the list.'),
    ).toBeTruthy();
    expect(screen.getByText('Showing 0 of 3,000 entries')).toBeTruthy();
  });
});
