import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { useMailCatcher } from '../support/mail-catcher';
import { pickOption, waitlistForm as form, waitlistFormReady } from '../support/waitlist-form';
import { publishPost } from './admin-support';
import { joinByApi, linkIn, tokenOf } from '../support/waitlist-api';

// The storefront before its code arrives, or without it: every action works as HTML.
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Every address the page asked for while the test ran: no visitor's data may be in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const postmark = useMailCatcher();

  test('a visitor joins the waitlist: stored once, the confirmation e-mail sent, the success page with the place', async ({
    page,
    request,
  }) => {
    const urls = recordUrls(page);
    const email = uniqueEmail('nojs');
    await page.goto('/#join-waitlist');
    await form(page).getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
    await form(page).getByLabel('Email', { exact: true }).fill(email);
    await pickOption(page, 'Plan', 'Family');
    await pickOption(page, 'Number of Poufs', '3 poufs');
    await pickOption(page, 'Delivery Frequency', 'Quarterly');
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();

    await expect(form(page).getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(form(page).getByText(email)).toBeVisible();
    const family = form(page).getByRole('region', { name: 'Your family plan' });
    await expect(family.getByRole('definition')).toHaveText(['3', 'Quarterly', '$28.46/3 months']);
    const place = form(page).getByRole('region', { name: 'Your place in line' });
    await expect(place.getByTestId('place')).toHaveText(/^[\d,]+$/);
    await expect(place.getByLabel('Your referral link')).toHaveValue(/\/\?ref=[\w-]+$/);
    await expect(page).toHaveURL(/\/#join-waitlist$/);

    // Reloading the answer posts the same form again: still one sign-up (the form's own key).
    const [mail] = await postmark().waitForEmails(1, { to: email });
    expect(mail?.Subject).toBeTruthy();
    const again = await request.post('/api/waitlist', {
      data: { fullName: 'Ada Lovelace', email, plan: 'monthly', joinDate: '2026-11-25' },
    });
    expect(again.status()).toBe(409);
    expect(
      urls.filter((url) => url.includes('Ada') || url.includes(encodeURIComponent(email)) || url.includes(email)),
    ).toEqual([]);
  });

  test('a friend who came by a referral link and joins without JavaScript counts for the referrer', async ({
    page,
    request,
  }) => {
    const referrerEmail = uniqueEmail('nojs-referrer');
    const { referralCode } = await joinByApi(request, {
      fullName: 'Rea Ferrer',
      email: referrerEmail,
      joinDate: '2026-11-25',
    });
    const [mail] = await postmark().waitForEmails(1, { to: referrerEmail });
    const statusToken = tokenOf(linkIn(mail?.TextBody ?? '', '/waitlist/status'));

    const friendEmail = uniqueEmail('nojs-friend');
    await page.goto(`/?ref=${referralCode}#join-waitlist`);
    await form(page).getByLabel('Full Name', { exact: true }).fill('Fren Dly');
    await form(page).getByLabel('Email', { exact: true }).fill(friendEmail);
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form(page).getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    // A friend counts once confirmed.
    const [friendMail] = await postmark().waitForEmails(1, { to: friendEmail });
    const confirmToken = tokenOf(linkIn(friendMail?.TextBody ?? '', '/waitlist/confirm'));
    expect((await request.post('/api/waitlist/confirm', { data: { token: confirmToken } })).ok()).toBe(true);

    // Every visitor of this run shares one client address: the friend is held for review, and counted.
    const status = await request.post('/api/waitlist/status', { data: { token: statusToken } });
    expect(await status.json()).toMatchObject({ referrals: 0, heldReferrals: 1 });
  });

  test('a field to fix comes back with its message, and what was typed is kept', async ({ page }) => {
    await page.goto('/#join-waitlist');
    await form(page).getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
    await form(page).getByLabel('Email', { exact: true }).fill('grace@');
    await pickOption(page, 'Plan', 'Quarterly');
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();

    await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(form(page).getByLabel('Full Name', { exact: true })).toHaveValue('Grace Hopper');
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue('grace@');
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel('Plan', { exact: true })).toHaveValue('quarterly');
    await expect(page).toHaveURL(/\/#join-waitlist$/);
  });

  test('the family options show only for the family plan', async ({ page }) => {
    await page.goto('/#join-waitlist');
    await expect(form(page).getByLabel('Number of Poufs', { exact: true })).toBeHidden();
    await pickOption(page, 'Plan', 'Family');
    await expect(form(page).getByLabel('Number of Poufs', { exact: true })).toBeVisible();
    await expect(form(page).getByLabel('Delivery Frequency', { exact: true })).toBeVisible();
  });

  test('an Early Bird goes on to /checkout with the plan in the address and nothing of theirs', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/?earlyBird#join-waitlist');
    await expect(form(page).getByRole('checkbox', { name: /Claim my Early Bird discount/ })).toBeChecked();
    await form(page).getByLabel('Full Name', { exact: true }).fill('Early Bird');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('nojs-early'));
    await pickOption(page, 'Plan', 'Monthly');
    await form(page)
      .getByRole('button', { name: 'Continue to Early Bird Checkout' })
      .or(form(page).getByRole('button', { name: 'Join the Waitlist' }))
      .click();
    // The form opened at #join-waitlist; the browser keeps that fragment through the redirect.
    await expect(page).toHaveURL(
      /\/checkout\?id=monthly&subscription=true&poufs=1&frequency=monthly(?:#join-waitlist)?$/,
    );
    expect(urls.filter((url) => /Early|nojs-early/.test(url))).toEqual([]);
  });

  test('a post is read from the blog', async ({ page, request }) => {
    const slug = `no-script-${Date.now()}`;
    await publishPost(request, {
      title: 'Read Without Script',
      slug,
      excerpt: 'Plain HTML.',
      content: 'Every word arrives with the page.',
    });
    await page.goto('/blog');
    await page
      .getByRole('link', { name: /Read Without Script/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Read Without Script' })).toBeVisible();
    await expect(page.getByText('Every word arrives with the page.')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test("no sign-up's name or address is in any address asked for, or in any service's log line", async ({
    page,
    browser,
  }) => {
    const urls = recordUrls(page);
    const name = `Logan Quietly ${Date.now()}`;
    const email = uniqueEmail('quiet');
    await page.goto('/#join-waitlist');
    await waitlistFormReady(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill(name);
    await form(page).getByLabel('Email', { exact: true }).fill(email);
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form(page).getByRole('heading', { name: "You're on the list!" })).toBeVisible();

    // And one sent as HTML, and one refused (the values come back in the page, not the address).
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    const plainUrls = recordUrls(noScript);
    const plainEmail = uniqueEmail('quiet-html');
    await noScript.goto('/#join-waitlist');
    await form(noScript).getByLabel('Full Name', { exact: true }).fill(name);
    await form(noScript).getByLabel('Email', { exact: true }).fill('not-an-address');
    await form(noScript).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form(noScript).getByText('Please enter a valid email address')).toBeVisible();
    await form(noScript).getByLabel('Email', { exact: true }).fill(plainEmail);
    await form(noScript).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form(noScript).getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await plain.close();

    const secrets = [
      name,
      email,
      plainEmail,
      encodeURIComponent(email),
      encodeURIComponent(plainEmail),
      name.replace(/ /g, '+'),
      'not-an-address',
    ];
    expect([...urls, ...plainUrls].filter((url) => secrets.some((secret) => url.includes(secret)))).toEqual([]);

    const logFile = process.env.E2E_SERVICES_LOG;
    if (!logFile) throw new Error('E2E_SERVICES_LOG is unset: run through e2e/playwright.config.ts');
    const lines = readFileSync(logFile, 'utf8').split('\n');
    // The log is really there: the sign-ups' own requests are in it.
    expect(
      lines.filter((line) => line.includes('"POST"') && line.includes('/api/waitlist')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
  });
});
