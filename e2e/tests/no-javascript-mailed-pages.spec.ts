import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FakePostmark } from '@fresh-pouf/test-fakes';
import { useMailCatcher } from '../support/mail-catcher';
import { adminHeaders, uniqueEmail } from './admin-support';
import { joinAndReadMail, linkIn, tokenOf } from '../support/waitlist-api';

// The pages the e-mails' links open, without JavaScript: every button is a form posted to the
// page, answered by the marketing remote's server action, with the same words as with the
// script.

/** Every address the page asked for while the test ran: nothing a visitor typed may be in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** The POST a press sends, and the page it answers with. */
async function press(page: Page, button: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && res.request().resourceType() === 'document'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return response.status();
}

/** Every line the services logged: no visitor's address, and no link token, in any of them. */
function serviceLogLines(): string[] {
  const logFile = process.env.E2E_SERVICES_LOG;
  if (!logFile) throw new Error('E2E_SERVICES_LOG is unset: run through e2e/playwright.config.ts');
  return readFileSync(logFile, 'utf8').split('\n');
}

/** A confirmed entry's unsubscribe link: an announcement to everyone confirmed carries it in its footer. */
async function unsubscribeLinkOf(request: APIRequestContext, postmark: FakePostmark, email: string) {
  const confirmToken = tokenOf(
    linkIn(await joinAndReadMail(request, postmark, { fullName: 'Lee Ver', email }), '/waitlist/confirm'),
  );
  expect((await request.post('/api/waitlist/confirm', { data: { token: confirmToken } })).status()).toBe(200);
  const admin = await adminHeaders(request);
  const subject = `Mailed pages ${Date.now()}`;
  const created = await request.post('/api/admin/announcements', {
    headers: admin,
    data: { subject, bodyMarkdown: 'News.', segment: 'confirmed' },
  });
  const { announcement } = (await created.json()) as { announcement: { id: number } };
  expect((await request.post(`/api/admin/announcements/${announcement.id}/send`, { headers: admin })).status()).toBe(
    200,
  );
  // The sign-up e-mail, then the announcement.
  const mails = await postmark.waitForEmails(2, { to: email, timeoutMs: 60_000 });
  return linkIn(mails.find((mail) => mail.Subject === subject)?.TextBody ?? '', '/unsubscribe');
}

const postmark = useMailCatcher();

const DELETE_QUESTION =
  'You will get no more announcements from now on, and within 30 days our team erases your name, e-mail address and everything else we hold about you. This cannot be undone.';
const DELETE_ASKED = 'Done: you get no more announcements, and our team will erase your data within 30 days.';
test.describe('the e-mailed pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the e-mailed status link shows the place and the referral link, in a page no cache keeps', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs-status');
    const statusPath = linkIn(
      await joinAndReadMail(request, postmark(), { fullName: 'Stacy Tus', email }),
      '/waitlist/status',
    );

    const response = await page.goto(statusPath);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Your place in line' })).toBeVisible();
    await expect(page.getByTestId('place')).toHaveText(/^[\d,]+$/);
    await expect(page.getByLabel('Your referral link')).toHaveValue(
      /^http:\/\/127\.0\.0\.1:\d+\/\?ref=[A-Za-z0-9_-]{12}$/,
    );
  });

  test('a place is confirmed from the e-mailed link; the page shows the place and the referral link', async ({
    page,
    request,
  }) => {
    const urls = recordUrls(page);
    const email = uniqueEmail('nojs-confirm');
    const confirmPath = linkIn(
      await joinAndReadMail(request, postmark(), { fullName: 'Cora Firm', email }),
      '/waitlist/confirm',
    );

    await page.goto(confirmPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your place' })).toBeVisible();
    await expect(page.getByText('One click and your place on the Fresh Pouf waitlist is yours.')).toBeVisible();
    expect(await press(page, 'Confirm my place')).toBe(200);

    await expect(page.getByRole('status').filter({ hasText: 'Your place is confirmed!' })).toBeVisible();
    await expect(page.getByTestId('place')).toHaveText(/^[\d,]+$/);
    await expect(page.getByLabel('Your referral link')).toHaveValue(
      /^http:\/\/127\.0\.0\.1:\d+\/\?ref=[A-Za-z0-9_-]{12}$/,
    );
    await expect(page).toHaveURL(new RegExp(`${confirmPath.replace(/[?]/g, '\\?')}$`));

    // Pressed again (an older tab, a reload): the same answer, the place already confirmed.
    await page.goto(confirmPath);
    await press(page, 'Confirm my place');
    await expect(page.getByText('This link was already used: your place is confirmed.')).toBeVisible();
    await expect(page.getByTestId('place')).toHaveText(/^[\d,]+$/);

    const token = tokenOf(confirmPath) ?? '';
    expect(
      urls.filter((url) => url.includes(email) || url.includes(encodeURIComponent(email)) || url.includes('Cora')),
    ).toEqual([]);
    expect(serviceLogLines().filter((line) => line.includes(token) || line.includes(email))).toEqual([]);
  });

  test('a link we did not send asks for the address; the typed address goes in the body, never an address', async ({
    page,
  }) => {
    const urls = recordUrls(page);
    const typed = uniqueEmail('nojs-new-link');
    await page.goto(`/waitlist/confirm?token=${'x'.repeat(43)}`);
    await press(page, 'Confirm my place');
    await expect(page.getByText('This confirm link is not one we sent, or it was mistyped.')).toBeVisible();

    await page.getByLabel('Your e-mail address').fill(typed.replace('@', ''));
    expect(await press(page, 'Send me a new link')).toBe(400);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Your e-mail address')).toHaveValue(typed.replace('@', ''));

    await page.getByLabel('Your e-mail address').fill(typed);
    expect(await press(page, 'Send me a new link')).toBe(202);
    await expect(
      page.getByText('If that address is on the list and still to be confirmed, a new link is on its way.'),
    ).toBeVisible();
    const local = typed.split('@')[0] ?? typed;
    expect(urls.filter((url) => url.includes(local))).toEqual([]);
    expect(serviceLogLines().filter((line) => line.includes(local))).toEqual([]);
  });

  test('"This wasn\'t me" removes the address from the e-mailed link', async ({ page, request }) => {
    const email = uniqueEmail('nojs-not-me');
    const notMePath = linkIn(
      await joinAndReadMail(request, postmark(), { fullName: 'Nota Me', email }),
      '/waitlist/not-me',
    );

    await page.goto(notMePath);
    await expect(page.getByRole('heading', { level: 1, name: "This wasn't me" })).toBeVisible();
    expect(await press(page, 'Remove my address')).toBe(200);
    await expect(
      page.getByText('Done. We removed what was typed with your address and will not e-mail it again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove my address' })).toHaveCount(0);

    // The entry is gone: its confirm link is no longer one we know.
    const confirmed = await request.post('/api/waitlist/confirm', {
      data: { token: tokenOf(notMePath) },
    });
    expect(confirmed.status()).toBe(404);
  });

  test('a reader unsubscribes from a list e-mail, subscribes again and asks for their data to be deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const unsubscribePath = await unsubscribeLinkOf(request, postmark(), uniqueEmail('nojs-leaver'));

    await page.goto(unsubscribePath);
    await expect(
      page.getByText('Stop Fresh Pouf announcements to this address? E-mails about a payment you made still arrive.'),
    ).toBeVisible();
    expect(await press(page, 'Unsubscribe')).toBe(200);
    await expect(page.getByText('You are unsubscribed. We will not send you announcements again.')).toBeVisible();

    expect(await press(page, 'Subscribe again')).toBe(200);
    await expect(page.getByText('Welcome back: you will hear from us at launch.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();

    // "Delete my data" asks first: nothing is sent, and "Keep my data" goes back.
    expect(await press(page, 'Delete my data')).toBe(200);
    await expect(page.getByRole('heading', { name: 'Delete your data?' })).toBeVisible();
    await expect(page.getByText(DELETE_QUESTION)).toBeVisible();
    await page.getByRole('link', { name: 'Keep my data' }).click();
    await expect(page.getByRole('heading', { name: 'Delete your data?' })).toHaveCount(0);
    expect(
      await (await request.post('/api/unsubscribe/state', { data: { token: tokenOf(unsubscribePath) } })).json(),
    ).toEqual({ subscribed: true, erasureRequested: false, blocked: null });

    expect(await press(page, 'Delete my data')).toBe(200);
    expect(await press(page, 'Yes, delete my data')).toBe(202);
    // One true thing: unsubscribed now, erased within 30 days; no welcome back, nothing to press.
    await expect(page.locator('.mk-place-page').getByRole('status')).toHaveText([DELETE_ASKED]);
    await expect(page.getByText('Welcome back: you will hear from us at launch.')).toHaveCount(0);
    await expect(page.locator('.mk-place-page').getByRole('button')).toHaveCount(0);
    expect(
      await (await request.post('/api/unsubscribe/state', { data: { token: tokenOf(unsubscribePath) } })).json(),
    ).toEqual({ subscribed: false, erasureRequested: true, blocked: null });
    await expect(page).toHaveURL(new RegExp(`${unsubscribePath.replace(/[?]/g, '\\?')}$`));
  });
});

/** Waits until the page's own code handles `button` (React hydrated it, its chunk loaded). */
const handledInPage = (page: Page, button: string) =>
  expect
    .poll(() =>
      page
        .getByRole('button', { name: button })
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);

/** Forms posted as HTML while the test ran: with the page's script, none. */
function recordPostedPages(page: Page): string[] {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') posted.push(request.url());
  });
  return posted;
}

// The same pages taken over by their script behave as before: each press is handled in the page.
test.describe('the e-mailed pages with JavaScript', () => {
  test('"Confirm my place" and "Remove my address" are handled in the page, focus following the answer', async ({
    page,
    request,
  }) => {
    const posted = recordPostedPages(page);
    const email = uniqueEmail('js-confirm');
    const confirmPath = linkIn(
      await joinAndReadMail(request, postmark(), { fullName: 'Jay Script', email }),
      '/waitlist/confirm',
    );
    const state = page.waitForResponse((res) => res.url().endsWith('/api/waitlist/confirm-link/state'));
    await page.goto(confirmPath);
    await state;
    await handledInPage(page, 'Confirm my place');
    const confirmed = page.waitForResponse(
      (res) => res.url().endsWith('/api/waitlist/confirm') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Your place is confirmed!' })).toBeVisible();
    await expect(page.getByTestId('place')).toHaveText(/^[\d,]+$/);

    const other = uniqueEmail('js-not-me');
    const notMePath = linkIn(
      await joinAndReadMail(request, postmark(), { fullName: 'Jo Script', email: other }),
      '/waitlist/not-me',
    );
    await page.goto(notMePath);
    await handledInPage(page, 'Remove my address');
    await page.getByRole('button', { name: 'Remove my address' }).click();
    await expect(
      page.getByText('Done. We removed what was typed with your address and will not e-mail it again.'),
    ).toBeFocused();
    expect(posted).toEqual([]);
  });

  test('Unsubscribe, Subscribe again and "Delete my data" are handled in the page', async ({ page, request }) => {
    test.setTimeout(90_000);
    const posted = recordPostedPages(page);
    const unsubscribePath = await unsubscribeLinkOf(request, postmark(), uniqueEmail('js-leaver'));
    await page.goto(unsubscribePath);
    await handledInPage(page, 'Unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed. We will not send you announcements again.')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect(page.getByText('Welcome back: you will hear from us at launch.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete my data' }).click();
    await expect(page.getByText(DELETE_QUESTION)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete my data' }).click();
    await expect(page.locator('.mk-place-page').getByRole('status')).toHaveText([DELETE_ASKED]);
    await expect(page.locator('.mk-place-page').getByRole('button')).toHaveCount(0);
    expect(posted).toEqual([]);
  });
});
