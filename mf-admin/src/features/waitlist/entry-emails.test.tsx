import { jsonResponse, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminEntry } from '../../test/admin-entry';
import { renderAdmin } from '../../test/render-admin';
import { editorUser } from '../../test/staff-user';

const editor = editorUser();
const grace = adminEntry();
const erasedGrace = { ...grace, id: 8, fullName: 'Erased', email: 'erased-8@erased.invalid' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(editor));
});

async function openPanel(name: string) {
  const table = await screen.findByRole('region', { name: 'Waitlist entries' });
  await userEvent.click(within(table).getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe("the waitlist detail panel's e-mail history", () => {
  it('lists what was sent to the entry, newest first, with its stream, status and time', async () => {
    const { requests: sent } = stubRequests({
      '/api/admin/waitlist/7/emails': () =>
        jsonResponse(200, {
          emails: [
            {
              kind: 'announcement',
              stream: 'broadcast',
              status: 'queued',
              queuedAt: '2026-11-22T08:00:00.000Z',
              sentAt: null,
            },
            {
              kind: 'waitlist-confirmation',
              stream: 'outbound',
              status: 'bounced',
              queuedAt: '2026-11-20T10:00:00.000Z',
              sentAt: '2026-11-20T10:00:04.000Z',
            },
            {
              kind: 'some-new-template',
              stream: 'outbound',
              status: 'failed',
              queuedAt: '2026-11-19T10:00:00.000Z',
              sentAt: null,
            },
          ],
          total: 60,
        }),
      '/api/admin/waitlist': () => jsonResponse(200, { entries: [grace], total: 1, nextBefore: null }),
      '/api/admin/referral-holds': () => jsonResponse(200, { holds: [] }),
    });
    renderAdmin('/admin/waitlist');
    const panel = await openPanel('Grace Hopper');
    const emails = within(panel).getByRole('region', { name: 'E-mails' });
    const items = await within(emails).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^AnnouncementList mail · queued Nov 22, 2026, .+Queued$/),
      expect.stringMatching(/^Confirm your placeTransactional · sent Nov 20, 2026, .+Bounced$/),
      expect.stringMatching(/^some-new-templateTransactional · queued Nov 19, 2026, .+Failed$/),
    ]);
    expect(within(emails).getByText('The newest 3 of 60 e-mails.')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/admin/waitlist/7/emails')).toEqual([
      { url: '/api/admin/waitlist/7/emails', method: 'GET', body: undefined, authorization: 'Bearer tok' },
    ]);
  });

  it('says none were kept for an erased entry, and offers Try again when the history cannot be read', async () => {
    let fail = true;
    stubRequests({
      '/api/admin/waitlist/8/emails': () => jsonResponse(200, { emails: [], total: 0 }),
      '/api/admin/waitlist/7/emails': () =>
        fail
          ? jsonResponse(502, { message: 'The admin service is temporarily unavailable. Please try again.' })
          : jsonResponse(200, { emails: [], total: 0 }),
      '/api/admin/waitlist': () => jsonResponse(200, { entries: [erasedGrace, grace], total: 2, nextBefore: null }),
      '/api/admin/referral-holds': () => jsonResponse(200, { holds: [] }),
    });
    renderAdmin('/admin/waitlist');
    const erasedPanel = await openPanel('Erased');
    expect(await within(erasedPanel).findByText('None kept: the e-mails went with the personal data.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    const panel = await openPanel('Grace Hopper');
    const retry = await within(panel).findByRole('button', { name: 'Try again' }, { timeout: 5_000 });
    expect(within(panel).getByText('The e-mails could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    expect(await within(panel).findByText('No e-mails sent yet.')).toBeTruthy();
  });
});
