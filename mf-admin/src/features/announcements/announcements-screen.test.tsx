import { jsonResponse, notifications, type SentRequest, stubRequests } from '@fresh-pouf/remote-kit/testing';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';
import { staffUser } from '../../test/staff-user';

const admin = staffUser();
const editor = { ...admin, id: 2, username: 'ed', fullName: 'Ed Itor', role: 'editor' };

const signInAs = (user: typeof admin) => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
};

const announcement = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  subject: 'We launch Monday',
  bodyMarkdown: 'Poufs ship **Monday**.',
  segment: 'confirmed',
  plan: null,
  status: 'draft',
  recipients: null,
  progress: { sent: 0, failed: 0, skipped: 0, left: 0 },
  createdAt: '2026-11-22T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

const PREVIEW = {
  subject: 'We launch Monday',
  html: '<!doctype html><html><body><h1>We launch Monday</h1><p>Poufs ship <strong>Monday</strong>.</p></body></html>',
  text: 'Poufs ship **Monday**.\n\nQuestions? Write to hello@freshpouf.com.',
};

afterEach(() => localStorage.clear());

describe('Announcements screen', () => {
  it('writes a draft, counts its audience, sends a test and sends it, then shows the progress', async () => {
    signInAs(admin);
    let state = announcement();
    const { requests: sent } = stubRequests({
      '/api/admin/announcements/preview': () => jsonResponse(200, PREVIEW),
      '/api/admin/announcements/recipients': ({ body }) =>
        jsonResponse(
          200,
          (body as { segment: string }).segment === 'paid'
            ? { recipients: 0, canSend: false, problem: 'Nobody in this segment can receive it.' }
            : { recipients: 3, canSend: true, problem: null },
        ),
      '/api/admin/announcements/7/test': () => jsonResponse(200, { sentTo: 'chief@freshpouf.com' }),
      '/api/admin/announcements/7/send': () => {
        state = announcement({
          status: 'sending',
          recipients: 3,
          progress: { sent: 1, failed: 0, skipped: 0, left: 2 },
          startedAt: '2026-11-22T10:05:00.000Z',
        });
        return jsonResponse(200, { announcement: state });
      },
      '/api/admin/announcements/7': () => jsonResponse(200, { announcement: state }),
      '/api/admin/announcements': (request: SentRequest) => {
        if (request.method === 'POST') {
          state = announcement(request.body as Record<string, unknown>);
          return jsonResponse(201, { announcement: state });
        }
        return jsonResponse(200, { announcements: [] });
      },
    });
    renderAdmin('/admin/announcements');
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Announcements' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    expect(await screen.findByText('3 people will get it.')).toBeTruthy();

    // The shared schema's messages, before any call.
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter a subject (3 to 150 characters)')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST' && s.url === '/api/admin/announcements')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Subject'), 'We launch Monday');
    await userEvent.type(screen.getByLabelText('Body'), 'Poufs ship Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to myself' }));
    expect(await within(notifications()).findByText('A test copy is on its way to chief@freshpouf.com.')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST' && s.url === '/api/admin/announcements')?.body).toEqual({
      subject: 'We launch Monday',
      bodyMarkdown: 'Poufs ship Monday.',
      segment: 'confirmed',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send to 3 people' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to 3 people?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText('Left').textContent).toBe('Left 2');
    expect(screen.getByRole('button', { name: 'Pause sending' })).toBeTruthy();
    // The draft was saved once (unchanged since the test), then sent.
    expect(
      sent.filter((s) => s.method !== 'GET' && !s.url.endsWith('/preview')).map((s) => `${s.method} ${s.url}`),
    ).toEqual([
      'POST /api/admin/announcements/recipients',
      'POST /api/admin/announcements',
      'POST /api/admin/announcements/7/test',
      'POST /api/admin/announcements/7/send',
    ]);
  });

  it('previews the e-mail as core renders it: the HTML in a sandboxed frame at phone or desktop width, and the text part', async () => {
    signInAs(admin);
    const { requests: sent } = stubRequests({
      '/api/admin/announcements/preview': () => jsonResponse(200, PREVIEW),
      '/api/admin/announcements/recipients': () => jsonResponse(200, { recipients: 3, canSend: true, problem: null }),
      '/api/admin/announcements': () => jsonResponse(200, { announcements: [] }),
    });
    renderAdmin('/admin/announcements?open=new');
    const region = await screen.findByRole('region', { name: 'E-mail preview' });
    expect(
      within(region).getByText(
        'The layout adds the Fresh Pouf logo and the subject as a heading above your text, and a footer below it: the contact address, why the reader gets this e-mail with their unsubscribe link, and the postal address. Nothing else is added: write your own greeting and sign-off.',
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Subject'), 'We launch Monday');
    await userEvent.type(screen.getByLabelText('Body'), 'Poufs ship **Monday**.');
    await waitFor(() =>
      expect(sent.filter((s) => s.url === '/api/admin/announcements/preview').at(-1)?.body).toEqual({
        subject: 'We launch Monday',
        bodyMarkdown: 'Poufs ship **Monday**.',
      }),
    );

    const frame = within(region).getByTitle("The e-mail's HTML part at Desktop (600 px) width") as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toBe(PREVIEW.html);
    expect(frame.style.width).toBe('600px');
    expect(within(region).getByTestId('preview-text').textContent).toBe(PREVIEW.text);

    await userEvent.click(within(region).getByRole('button', { name: 'Phone (320 px)' }));
    expect(within(region).getByRole('button', { name: 'Phone (320 px)' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(region).getByRole('button', { name: 'Desktop (600 px)' }).getAttribute('aria-pressed')).toBe('false');
    expect(
      (within(region).getByTitle("The e-mail's HTML part at Phone (320 px) width") as HTMLIFrameElement).style.width,
    ).toBe('320px');
  });

  it('says why a segment cannot be sent to', async () => {
    signInAs(admin);
    stubRequests({
      '/api/admin/announcements/preview': () => jsonResponse(200, PREVIEW),
      '/api/admin/announcements/recipients': () =>
        jsonResponse(200, {
          recipients: 12,
          canSend: false,
          problem:
            "Set COMPANY_POSTAL_ADDRESS before sending an announcement: every list e-mail must carry the sender's postal address (CAN-SPAM).",
        }),
      '/api/admin/announcements': () => jsonResponse(200, { announcements: [] }),
    });
    renderAdmin('/admin/announcements?open=new');
    expect(await screen.findByText(/Set COMPANY_POSTAL_ADDRESS before sending/)).toBeTruthy();
    expect(screen.getByText('12 people will get it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a send where the server says it is, and resumes a paused one', async () => {
    signInAs(admin);
    let state = announcement({
      status: 'paused',
      recipients: 4,
      progress: { sent: 2, failed: 1, skipped: 0, left: 1 },
      startedAt: '2026-11-22T10:05:00.000Z',
    });
    stubRequests({
      '/api/admin/announcements/7/resume': () => {
        state = { ...state, status: 'sending' };
        return jsonResponse(200, { announcement: state });
      },
      '/api/admin/announcements/7': () => jsonResponse(200, { announcement: state }),
    });
    renderAdmin('/admin/announcements?open=7');
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('4');
    await userEvent.click(screen.getByRole('button', { name: 'Resume sending' }));
    expect(await screen.findByRole('button', { name: 'Pause sending' })).toBeTruthy();
  });

  it('is for admins only: an editor has no link and the address says so', async () => {
    signInAs(editor);
    const { requests: sent } = stubRequests({});
    renderAdmin('/admin/announcements');
    expect(await screen.findByText('Admins only')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Announcements' })).toBeNull();
    await waitFor(() => expect(sent.filter((s) => s.url.startsWith('/api/admin/announcements'))).toEqual([]));
  });
});
