import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitlistFormReady } from '../support/waitlist-form';
import type { FakePostmark } from '@fresh-pouf/test-fakes';
import { useMailCatcher } from '../support/mail-catcher';
import { checkScreen, WIDTHS } from '../support/screen-checks';
import { gotoSection } from '../support/scroll';
import { openSignedIn } from './admin-support';
import { linkIn } from '../support/waitlist-api';

// A sign-up is confirmed from its e-mail, sees its place in line, and moves up when a
// friend joins through its referral link and confirms. Every visitor of this run comes
// from one client address, so the friend's referral is held for review until an admin approves it.

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function joinThroughForm(page: Page, fullName: string, email: string, landing = '/#join-waitlist') {
  await gotoSection(page, landing);
  await waitlistFormReady(page);
  const form = page.locator('#join-waitlist');
  await form.getByLabel('Full Name', { exact: true }).fill(fullName);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByText("You're on the list!")).toBeVisible();
  const place = form.getByRole('region', { name: 'Your place in line' });
  await expect(place.getByTestId('place')).toHaveText(/^[\d,]+$/);
  return {
    place: Number((await place.getByTestId('place').textContent())?.replace(/,/g, '')),
    link: await place.getByLabel('Your referral link').inputValue(),
  };
}

async function confirmFromEmail(page: Page, postmark: FakePostmark, email: string) {
  const [mail] = await postmark.waitForEmails(1, { to: email });
  if (!mail) throw new Error(`no e-mail to ${email}`);
  expect(mail.Subject).toBe('Confirm your place on the Fresh Pouf waitlist');
  await page.goto(linkIn(mail.TextBody, '/waitlist/confirm'));
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page.getByText('Your place is confirmed!')).toBeVisible();
  return { statusPath: linkIn(mail.TextBody, '/waitlist/status') };
}

async function placeOn(page: Page, statusPath: string) {
  await page.goto(statusPath);
  await expect(page.getByTestId('place')).toHaveText(/^[\d,]+$/);
  return {
    place: Number((await page.getByTestId('place').textContent())?.replace(/,/g, '')),
    referrals: await page.getByTestId('referrals').textContent(),
    held: (await page.getByTestId('held-referrals').count())
      ? await page.getByTestId('held-referrals').textContent()
      : null,
  };
}

/** A visitor of their own: a fresh tab session, so the first touch is theirs. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('waitlist: confirm, place in line, referrals', () => {
  const postmark = useMailCatcher();

  test('a sign-up confirms from its e-mail; a friend from its own address waits for review, and moves it up 5 places once an admin approves', async ({
    page,
    browser,
    request,
  }) => {
    // Three visitors, four e-mails and the staff screen checked at three widths: a long story.
    test.setTimeout(90_000);
    // Others joined first, so there are places to move up through.
    for (let i = 0; i < 6; i += 1) {
      const res = await request.post('/api/waitlist', {
        data: { fullName: 'Earlier Person', email: uniqueEmail('earlier'), plan: 'monthly', joinDate: '2026-11-23' },
      });
      expect(res.status()).toBe(201);
    }

    const aliceEmail = uniqueEmail('alice');
    const alice = await joinThroughForm(page, 'Alice Example', aliceEmail);
    expect(alice.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?ref=[A-Za-z0-9_-]{12}$/);
    const { statusPath } = await confirmFromEmail(page, postmark(), aliceEmail);
    const before = await placeOn(page, statusPath);
    expect(before).toEqual({ place: alice.place, referrals: '0 friends joined through your link.', held: null });

    const bob = await newVisitor(browser);
    try {
      const bobEmail = uniqueEmail('bob');
      const referral = new URL(alice.link);
      await joinThroughForm(bob.page, 'Bob Example', bobEmail, `${referral.pathname}${referral.search}#join-waitlist`);
      // Joined, not yet confirmed: nothing credited.
      expect(await placeOn(page, statusPath)).toEqual(before);
      await confirmFromEmail(bob.page, postmark(), bobEmail);
    } finally {
      await bob.close();
    }
    // Same client address as Alice's: held, the place has not moved, and the page says why nothing changed.
    expect(await placeOn(page, statusPath)).toEqual({
      place: alice.place,
      referrals: '0 friends joined through your link.',
      held: '1 referral is waiting for review: it counts once we have checked it.',
    });

    const staff = await newVisitor(browser);
    try {
      await openSignedIn(staff.page, '/admin/waitlist');
      const held = staff.page.getByRole('region', { name: 'Held referrals' });
      const row = held.getByRole('row').filter({ hasText: 'Bob Example' });
      await expect(row).toContainText('Same client address as the referrer');
      await expect(row).toContainText('Alice Example');
      for (const width of WIDTHS) {
        await staff.page.setViewportSize({ width, height: 800 });
        await checkScreen(staff.page, `staff waitlist with a held referral at ${width}px`);
      }
      await row.getByRole('button', { name: 'Approve the referral of Bob Example' }).click();
      await expect(
        staff.page.getByRole('status').filter({ hasText: "Approved: Bob Example's referral now counts." }),
      ).toBeFocused();
    } finally {
      await staff.close();
    }
    expect(await placeOn(page, statusPath)).toEqual({
      place: alice.place - 5,
      referrals: '1 friend joined through your link.',
      held: null,
    });
  });

  test('opening a confirm link confirms nothing; a used link says so; an unknown one offers a new link', async ({
    page,
  }) => {
    const email = uniqueEmail('scanner');
    await joinThroughForm(page, 'Scan Ner', email);
    const [mail] = await postmark().waitForEmails(1, { to: email });
    const confirmPath = linkIn(mail?.TextBody ?? '', '/waitlist/confirm');

    // A mail scanner follows the link: the page only offers the button.
    await page.goto(confirmPath);
    await expect(page.getByRole('button', { name: 'Confirm my place' })).toBeVisible();
    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    await expect(page.getByText('Your place is confirmed!')).toBeVisible();

    await page.goto(confirmPath);
    await expect(page.getByText('This link was already used: your place is confirmed.')).toBeVisible();

    await page.goto(`/waitlist/confirm?token=${'x'.repeat(43)}`);
    await expect(page.getByText('This confirm link is not one we sent, or it was mistyped.')).toBeVisible();
    await page.getByLabel('Your e-mail address').fill('somebody@example.com');
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(
      page.getByText('If that address is on the list and still to be confirmed, a new link is on its way.'),
    ).toBeVisible();
  });

  test('the confirm and status pages read well at every width, with the keyboard, and pass axe-core', async ({
    page,
  }) => {
    const email = uniqueEmail('a11y');
    await joinThroughForm(page, 'Ally Reader', email);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkScreen(page, `success view with its place at ${width}px`);
    }
    const [mail] = await postmark().waitForEmails(1, { to: email });
    const confirmPath = linkIn(mail?.TextBody ?? '', '/waitlist/confirm');
    const statusPath = linkIn(mail?.TextBody ?? '', '/waitlist/status');

    await page.goto(confirmPath);
    await expect(page.getByRole('button', { name: 'Confirm my place' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkScreen(page, `confirm page at ${width}px`);
    }
    // Keyboard only: Tab reaches the button, Enter presses it.
    await page.getByRole('button', { name: 'Confirm my place' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your place is confirmed!')).toBeVisible();
    await checkScreen(page, 'confirmed');

    await page.goto(statusPath);
    await expect(page.getByTestId('place')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkScreen(page, `status page at ${width}px`);
    }
  });
});
