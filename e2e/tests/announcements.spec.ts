import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { FakePostmark } from '@fresh-pouf/test-fakes';
import { useMailCatcher } from '../support/mail-catcher';
import { axeViolations, checkScreen, expectNoSidewaysScroll, WIDTHS } from '../support/screen-checks';
import { adminHeaders, openSignedIn, toasts, uniqueEmail } from './admin-support';
import { joinAndReadMail, joinByApi, linkIn, tokenOf } from '../support/waitlist-api';

// An admin writes an announcement, sends a test to themself, sends it to everyone
// confirmed and watches the progress finish; each confirmed entry gets one copy on the broadcast
// stream with the one-click unsubscribe headers.

/** ADMIN_EMAIL in e2e/playwright.config.ts: where the test copy goes. */
const ADMIN_EMAIL = 'e2e-admin@freshpouf.com';

/** A confirmed entry: joined through the public API, confirmed with the token its e-mail carries. */
async function confirmedEntry(request: APIRequestContext, postmark: FakePostmark, tag: string) {
  const email = uniqueEmail(tag);
  const mail = await joinAndReadMail(request, postmark, { fullName: 'Reader Example', email });
  const confirmed = await request.post('/api/waitlist/confirm', {
    data: { token: tokenOf(linkIn(mail, '/waitlist/confirm')) },
  });
  expect(confirmed.status()).toBe(200);
  return email;
}

async function checkWidths(page: Page, what: string) {
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, `${what} at ${width} px`);
  }
  if (before) await page.setViewportSize(before);
}

/** The widths an e-mail is read at: the smallest phone, and the layout's own maximum. */
const MAIL_WIDTHS = [320, 600] as const;

/**
 * An e-mail's HTML as a mail client shows it, alone at each width: nothing scrolls sideways and
 * axe finds nothing (but the landmark rules: a mail client frames the message in its own page).
 */
async function checkEmail(browser: Browser, html: string, what: string, also?: (page: Page) => Promise<void>) {
  for (const width of MAIL_WIDTHS) {
    // A context of its own: axe opens a second page in it to gather its results.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.setContent(html);
      await expectNoSidewaysScroll(page, `${what} at ${width} px`);
      expect(await axeViolations(page, ['region', 'landmark-one-main']), `${what} at ${width} px`).toEqual([]);
      await also?.(page);
    } finally {
      await context.close();
    }
  }
}

test.describe('announcements', () => {
  const postmark = useMailCatcher();

  test('an admin writes an announcement, sends a test to themself, sends it and watches it finish', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const readers = [
      await confirmedEntry(request, postmark(), 'reader-a'),
      await confirmedEntry(request, postmark(), 'reader-b'),
    ];
    const subject = `Launch day is Monday ${Date.now()}`;

    await openSignedIn(page);
    await page.getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/admin\/announcements$/);
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    await checkWidths(page, 'announcements list');

    await page.getByRole('button', { name: 'New announcement' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Body').fill('# Big news\n\nPoufs ship **Monday**. Thank you for waiting.');
    await expect(page.getByRole('combobox', { name: 'Audience' })).toHaveText(
      'Everyone confirmed, and paying customers',
    );
    const count = page.getByTestId('recipient-count');
    await expect(count).toHaveText(/^[\d,]+ (person|people) will get it\.$/);
    const recipients = Number((await count.textContent())?.replace(/[^\d]/g, ''));
    // Everyone confirmed so far in this run, the two readers among them.
    expect(recipients).toBeGreaterThanOrEqual(readers.length);
    await checkWidths(page, 'announcement editor');

    // The exact e-mail, from core's own layout: the writer's words with nothing added to them
    // (no greeting or sign-off), the logo and heading above, the list footer below.
    const preview = page.getByRole('region', { name: 'E-mail preview' });
    await expect(
      preview.getByText(
        'The layout adds the Fresh Pouf logo and the subject as a heading above your text, and a footer below it: the contact address, why the reader gets this e-mail with their unsubscribe link, and the postal address. Nothing else is added: write your own greeting and sign-off.',
      ),
    ).toBeVisible();
    const frame = preview.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    const mail = page.frameLocator('iframe[title^="The e-mail\'s HTML part"]');
    await expect(mail.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(mail.getByRole('heading', { level: 1, name: 'Big news' })).toBeVisible();
    await expect(mail.locator('strong')).toHaveText('Monday');
    await expect(mail.locator('img').first()).toHaveAttribute('src', /\/email\/fresh-pouf-logo-v1\.png$/);
    await expect(
      mail.getByText('You get this because you joined the Fresh Pouf waitlist and confirmed your place.'),
    ).toBeVisible();
    await expect(mail.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
    await expect(mail.locator('body')).not.toContainText('Hi there,');
    await expect(mail.locator('body')).not.toContainText('The Fresh Pouf team');
    const text = preview.getByTestId('preview-text');
    await expect(text).toContainText(
      '# Big news\n\nPoufs ship **Monday**. Thank you for waiting.\n\nQuestions? Write to hello@freshpouf.com.\n',
    );
    await expect(text).toContainText(
      'You get this because you joined the Fresh Pouf waitlist and confirmed your place.\nUnsubscribe: ',
    );
    await expect(text).not.toContainText('Hi there,');

    // Desktop first, then a phone's width: the e-mail fits each without scrolling sideways.
    const desktop = preview.getByRole('button', { name: 'Desktop (600 px)' });
    const phone = preview.getByRole('button', { name: 'Phone (320 px)' });
    await expect(desktop).toHaveAttribute('aria-pressed', 'true');
    await expect(frame).toHaveCSS('width', '600px');
    await expect.poll(() => mail.locator('html').evaluate((html) => html.scrollWidth)).toBe(600);
    await phone.click();
    await expect(phone).toHaveAttribute('aria-pressed', 'true');
    await expect(desktop).toHaveAttribute('aria-pressed', 'false');
    await expect(frame).toHaveCSS('width', '320px');
    await expect.poll(() => mail.locator('html').evaluate((html) => html.scrollWidth)).toBe(320);
    // The frame grows with the e-mail: the whole of it shows, the footer included, with no scrollbar inside.
    await expect.poll(() => mail.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight)).toBe(0);
    await checkWidths(page, 'announcement editor, preview at phone width');

    // Typing changes the preview (after a pause), from the server's rendering again.
    await page
      .getByLabel('Body')
      .fill('# Big news\n\nPoufs ship **Monday**. Thank you for waiting.\n\nAna, for the team');
    await expect(mail.getByText('Ana, for the team')).toBeVisible();
    await expect(text).toContainText(
      'Thank you for waiting.\n\nAna, for the team\n\nQuestions? Write to hello@freshpouf.com.',
    );
    await page.getByLabel('Body').fill('# Big news\n\nPoufs ship **Monday**. Thank you for waiting.');
    await expect(mail.getByText('Ana, for the team')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send a test to myself' }).click();
    await expect(toasts(page).getByText(`A test copy is on its way to ${ADMIN_EMAIL}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/announcements\?open=\d+$/);
    const [testMail] = await postmark().waitForEmails(1, { to: ADMIN_EMAIL, timeoutMs: 20_000 });
    expect(testMail?.Subject).toBe(`[Test] ${subject}`);
    expect(testMail?.HtmlBody).toContain('<strong>Monday</strong>');

    // Slow e-mails, so the send is seen under way and can be paused.
    postmark().setDelay(1000);
    const send = page.getByRole('button', {
      name: `Send to ${recipients.toLocaleString('en-US')} ${recipients === 1 ? 'person' : 'people'}`,
    });
    await send.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(subject);
    // Keyboard only: the dialog starts on Cancel; Tab reaches Send now.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Send now' })).toBeFocused();
    await page.keyboard.press('Enter');

    const bar = page.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', String(recipients));
    await expect(page.getByTestId('announcement-status')).toHaveText('Sending');
    await page.getByRole('button', { name: 'Pause sending' }).click();
    await expect(page.getByTestId('announcement-status')).toHaveText('Paused');
    // Where it stands is the server's: a reload shows the same.
    await page.reload();
    await expect(page.getByTestId('announcement-status')).toHaveText('Paused');
    await expect(bar).toHaveAttribute('aria-valuemax', String(recipients));
    await checkWidths(page, 'paused announcement');

    postmark().setDelay(0);
    await page.getByRole('button', { name: 'Resume sending' }).click();
    await expect(page.getByTestId('announcement-status')).toHaveText('Sent', { timeout: 60_000 });
    await expect(page.getByRole('listitem').filter({ hasText: /^Left/ })).toHaveText('Left 0');
    await expect(page.getByRole('listitem').filter({ hasText: /^Sent/ })).toHaveText(
      `Sent ${recipients.toLocaleString('en-US')}`,
    );
    await expect(bar).toHaveAttribute('aria-valuenow', String(recipients));
    await checkWidths(page, 'sent announcement');

    // One copy per recipient counted, on the broadcast stream, with the one-click headers.
    const copies = postmark().received.filter((m) => m.Subject === subject);
    expect(copies).toHaveLength(recipients);
    expect(new Set(copies.map((m) => m.To)).size).toBe(recipients);
    for (const reader of readers) expect(copies.map((m) => m.To)).toContain(reader);
    for (const copy of copies) {
      expect(copy.MessageStream).toBe('broadcast');
      expect(copy.Headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>/);
      expect(copy.Headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }

    // The list shows it sent.
    await page.getByRole('button', { name: 'All announcements' }).click();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Everyone confirmed, and paying customers');
    await expect(row).toContainText('Sent');
    await expect(row.getByRole('listitem').filter({ hasText: /^Left/ })).toHaveText('Left 0');
  });

  test('the sign-up and announcement e-mails put the action first and fit 320 and 600 px', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('layout');
    await joinByApi(request, { fullName: 'Reader Example', email });
    const [signup] = await postmark().waitForEmails(1, { to: email });
    expect(signup?.Subject).toBe('Confirm your place on the Fresh Pouf waitlist');
    await checkEmail(browser, signup?.HtmlBody ?? '', 'sign-up e-mail', async (page) => {
      // "Confirm my place" is the first link after the logo; the status link reads as words, and
      // the referral link's address shows whole, inside the screen.
      const links = page.getByRole('link');
      await expect(links.nth(1)).toHaveText('Confirm my place');
      await expect(links.nth(1)).toBeInViewport();
      await expect(page.getByRole('link', { name: 'See your place in line any time' })).toHaveAttribute(
        'href',
        /\/waitlist\/status\?token=[A-Za-z0-9_-]{43}$/,
      );
      const referral = page.getByRole('link', { name: /\/\?ref=[A-Za-z0-9_-]+$/ });
      await expect(referral).toHaveText(/^[^/]+\/\?ref=[A-Za-z0-9_-]+$/);
      const box = await referral.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    });

    const preview = await request.post('/api/admin/announcements/preview', {
      headers: await adminHeaders(request),
      data: {
        subject: 'Our launch date, and what happens to your Early Bird price',
        bodyMarkdown:
          'Hello friends,\n\n## The big day\n\nPoufs ship **Monday**: https://freshpouf.com/blog/launch-day-and-everything-you-need-to-know\n\nAna',
      },
    });
    expect(preview.status()).toBe(200);
    const { html } = (await preview.json()) as { html: string };
    await checkEmail(browser, html, 'announcement e-mail', async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Our launch date, and what happens to your Early Bird price' }),
      ).toBeInViewport();
      await expect(page.getByText('Hi there,')).toHaveCount(0);
    });
  });

  test("a reader unsubscribes from the received e-mail's link; the next announcement skips them", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const reader = await confirmedEntry(request, postmark(), 'leaver');
    const admin = await adminHeaders(request);
    const announce = async (subject: string) => {
      const created = await request.post('/api/admin/announcements', {
        headers: admin,
        data: { subject, bodyMarkdown: 'News for you.', segment: 'confirmed' },
      });
      const { announcement } = (await created.json()) as { announcement: { id: number } };
      const sent = await request.post(`/api/admin/announcements/${announcement.id}/send`, { headers: admin });
      expect(sent.status()).toBe(200);
      await expect
        .poll(
          async () =>
            (
              (await (await request.get(`/api/admin/announcements/${announcement.id}`, { headers: admin })).json()) as {
                announcement: { status: string };
              }
            ).announcement.status,
          { timeout: 60_000 },
        )
        .toBe('sent');
    };

    const first = `Before the leaving ${Date.now()}`;
    await announce(first);
    // Sent means handed to the provider: the reader's copy is there.
    const [got] = postmark().received.filter((m) => m.Subject === first && m.To === reader);
    expect(got).toBeDefined();
    // The footer's link, as a reader clicks it (the e-mail names the site by its PUBLIC_SITE_URL).
    const link = /https?:\/\/[^\s/]+(\/unsubscribe\?token=[A-Za-z0-9_-]{43})/.exec(got?.TextBody ?? '')?.[1];
    if (!link) throw new Error('no unsubscribe link in the announcement');
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed. We will not send you announcements again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
    await checkWidths(page, 'unsubscribed');

    const second = `After the leaving ${Date.now()}`;
    await announce(second);
    const copies = postmark().received.filter((m) => m.Subject === second);
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.map((m) => m.To)).not.toContain(reader);
  });
});
