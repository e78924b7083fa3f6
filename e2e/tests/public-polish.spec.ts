import { CHECKOUT_MESSAGES, WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import { expect, test, type Page } from '@playwright/test';
import { answerCreateSubscription } from '../support/create-subscription-answer';
import { storeEarlyBird } from '../support/early-bird-tab';
import { box, expectInView } from '../support/in-view';
import { islandTakenOver } from '../support/islands';
import { useMailCatcher } from '../support/mail-catcher';
import { checkScreen, WIDTHS } from '../support/screen-checks';
import { gotoSection, waitForScrollToSettle } from '../support/scroll';
import { waitlistFormReady } from '../support/waitlist-form';
import { adminHeaders, toasts, uniqueEmail } from './admin-support';
import { joinAndReadMail, linkIn } from '../support/waitlist-api';

// The public screens say one true thing, and show it where the visitor looks.

const EARLY_BIRD_BOX = 'Claim my Early Bird discount (25% off, price locked for life)';
const PHONE_HEIGHT = 640;
const heightAt = (width: number) => (width === 1440 ? 900 : PHONE_HEIGHT);
const form = (page: Page) => page.locator('#join-waitlist');

/** What "Secure Early Bird Pricing" changed: the ticked box and the relabelled button, both in view. */
async function expectEarlyBirdInView(page: Page, width: number) {
  const section = form(page);
  await expect(section.getByRole('checkbox', { name: EARLY_BIRD_BOX })).toBeChecked();
  await waitForScrollToSettle(page);
  await expectInView(page, section.getByRole('checkbox', { name: EARLY_BIRD_BOX }));
  await expectInView(page, section.getByRole('button', { name: 'Continue to Early Bird Checkout' }));
  // A desktop sees the whole section, its heading too, as the spec's scroll to #join-waitlist does.
  if (width === 1440) await expectInView(page, section.getByRole('heading', { name: 'Join the Waitlist' }));
}

test.describe('"Secure Early Bird Pricing" lands where the change shows', () => {
  for (const width of WIDTHS) {
    test(`with the page's script, at ${width} px: the ticked box and "Continue to Early Bird Checkout" in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: heightAt(width) });
      // Both islands taken over: the press is handled in the page (no load).
      await gotoSection(page, '/#join-waitlist');
      await waitlistFormReady(page);
      await gotoSection(page, '/#pricing');
      await islandTakenOver(page, 'marketing:pricing');
      await page.locator('#pricing').getByRole('button', { name: 'Secure Early Bird Pricing' }).click();
      await expectEarlyBirdInView(page, width);
      // The box that changed has focus: the next Tab goes on from there.
      await expect(form(page).getByRole('checkbox', { name: EARLY_BIRD_BOX })).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const width of WIDTHS) {
      test(`at ${width} px: the page loads at the ticked box and the relabelled button`, async ({ page }) => {
        await page.setViewportSize({ width, height: heightAt(width) });
        await page.goto('/#pricing');
        await page.locator('#pricing').getByRole('button', { name: 'Secure Early Bird Pricing' }).click();
        await expect(page).toHaveURL(/\/\?earlyBird=true#join-waitlist-early-bird$/);
        const section = form(page);
        await expect(section.getByRole('checkbox', { name: EARLY_BIRD_BOX })).toBeChecked();
        // The button keeps its HTML label without script; the box and the label above it are what changed.
        await expectInView(page, section.getByRole('checkbox', { name: EARLY_BIRD_BOX }));
        await expectInView(
          page,
          section.getByRole('button', { name: /^(Join the Waitlist|Continue to Early Bird Checkout)$/ }),
        );
        if (width === 1440) await expectInView(page, section.getByRole('heading', { name: 'Join the Waitlist' }));
      });
    }
  });
});

/** An Early Bird on its way to pay, as the landing page's form leaves it in the tab. */
const storeQuarterlyEarlyBird = (page: Page) =>
  storeEarlyBird(page, {
    planId: 'quarterly',
    poufs: 1,
    frequency: 'quarterly',
    fullName: 'Early Bird',
    email: uniqueEmail('limited'),
    joinDate: '2026-11-26',
  });

test.describe('a checkout refused for now says so once', () => {
  for (const width of WIDTHS) {
    test(`too many sign-ups from the network, at ${width} px: one notice to wait, no "try again" toast, no failure words`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: heightAt(width) });
      await storeQuarterlyEarlyBird(page);
      await answerCreateSubscription(page, 429, { message: WAITLIST_MESSAGES.rateLimited });
      await page.goto('/checkout');
      const notice = page.getByRole('status').filter({ hasText: WAITLIST_MESSAGES.rateLimited });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('heading', { name: 'Please wait a few minutes', level: 2 })).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Go Back' })).toBeVisible();
      // The waitlist counts against the same limit: not offered now.
      await expect(notice.getByRole('button', { name: 'Join the waitlist instead' })).toHaveCount(0);
      await expect(page.getByText('Checkout is not available')).toHaveCount(0);
      await expect(page.getByText(CHECKOUT_MESSAGES.setupFailed)).toHaveCount(0);
      await expect(toasts(page).getByText(CHECKOUT_MESSAGES.setupToast)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await checkScreen(page, `rate-limited checkout at ${width} px`);
    });
  }
});

const UNCONFIRMED =
  '/success?payment_intent=pi_polish123&payment_intent_client_secret=pi_polish123_secret_abc&redirect_status=succeeded';

test.describe('"Payment Not Confirmed Yet" can be checked again', () => {
  test.use({ viewport: { width: 320, height: PHONE_HEIGHT } });

  test('"Check again" asks the server again and shows its answer', async ({ page }) => {
    let confirmed = false;
    await page.route('**/api/checkout/payment-status?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: confirmed ? 'succeeded' : 'unknown' }),
      }),
    );
    await page.goto(UNCONFIRMED);
    await expect(page.getByRole('heading', { name: 'Payment Not Confirmed Yet', level: 1 })).toBeVisible();
    await expect(page.getByText(CHECKOUT_MESSAGES.statusUnknown)).toBeVisible();
    const again = page.getByRole('button', { name: 'Check again' });
    await expectInView(page, again);
    await checkScreen(page, 'payment not confirmed yet, with Check again, at 320 px');

    confirmed = true;
    await again.click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!', level: 1 })).toBeVisible();
    await expect(page.getByText(CHECKOUT_MESSAGES.statusConfirmed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check again' })).toHaveCount(0);
  });

  test('the page also checks again by itself, gently: a few seconds later, once', async ({ page }) => {
    const asked: number[] = [];
    await page.route('**/api/checkout/payment-status?*', (route) => {
      asked.push(Date.now());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'succeeded' }),
      });
    });
    const opened = Date.now();
    await page.goto(UNCONFIRMED);
    // The server could not confirm it (Stripe knows no such payment here): the page arrives saying so.
    await expect(page.getByRole('heading', { name: 'Payment Not Confirmed Yet', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful!', level: 1 })).toBeVisible({ timeout: 15_000 });
    expect(asked).toHaveLength(1);
    // Not a hammering: the page's own question came seconds after it arrived with the server's answer.
    expect(asked[0]! - opened).toBeGreaterThanOrEqual(4_000);
  });
});

test.describe('the public screens, finished', () => {
  const postmark = useMailCatcher();

  test('the confirm page says "Place confirmed" once the place is confirmed, in its heading and tab, at every width', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('confirm-heading');
    const mail = await joinAndReadMail(request, postmark(), {
      fullName: 'Confirm Heading',
      email,
      joinDate: '2026-11-26',
    });
    const path = linkIn(mail, '/waitlist/confirm');

    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Confirm your place', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Confirm your place · Fresh Pouf');
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your place is confirmed!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Place confirmed', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirm your place' })).toHaveCount(0);
    await expect(page).toHaveTitle('Place confirmed · Fresh Pouf');

    // Opened again (the link already used): confirmed, and the heading says so from the server's HTML on.
    await page.goto(path);
    await expect(page.getByText('This link was already used: your place is confirmed.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Place confirmed', level: 1 })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightAt(width) });
      await checkScreen(page, `confirmed place at ${width} px`);
    }
  });

  test('a friend\'s link (/?ref=) says "Invited by a friend" on the first screen, at every width', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightAt(width) });
      await page.goto('/?ref=AbCdEfGhIjKl');
      const note = page.getByText(
        'Invited by a friend. Welcome! Join the waitlist and confirm your place, and your friend moves up the line.',
      );
      await expectInView(page, note);
      await checkScreen(page, `landing page through a friend's link at ${width} px`);
    }
    // No code, or something that is not one: no such words.
    for (const path of ['/', '/?ref=%3Cb%3Ex%3C%2Fb%3E']) {
      await page.goto(path);
      await expect(page.getByText('Invited by a friend')).toHaveCount(0);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the friend's cue is in the page's HTML, and the waitlist form carries the code when it posts", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: PHONE_HEIGHT });
      await page.goto('/?ref=AbCdEfGhIjKl');
      await expectInView(page, page.getByText('Invited by a friend.', { exact: false }));
      const posted = page.locator('#join-waitlist form[method="post"]');
      await expect(posted.locator('input[type="hidden"][name="attribution"]')).toHaveValue(
        encodeURIComponent('{"ref":"AbCdEfGhIjKl"}'),
      );
    });
  });

  test('on a desktop the success toast leaves the referral link and its Copy button in view, not under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoSection(page, '/#join-waitlist');
    await waitlistFormReady(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill('Jamie Rivera');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('toast-desktop'));
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    const toast = toasts(page).locator('li').filter({ hasText: 'Success!' });
    await expect(toast).toBeVisible();
    const copy = form(page).getByRole('button', { name: 'Copy' });
    await expect(copy).toBeVisible();
    await waitForScrollToSettle(page);
    await expect(copy).toBeInViewport({ ratio: 1 });
    await expect(form(page).getByRole('heading', { name: "You're on the list!" })).toBeInViewport();
    // The toast slides in: judged where it comes to rest, not mid-slide.
    await expect
      .poll(async () => {
        const copyBox = await box(copy);
        return copyBox.y + copyBox.height - (await box(toast)).y;
      })
      .toBeLessThanOrEqual(0);
  });

  test('at 320 px the success toast is compact and the success card does not say the toast again', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: PHONE_HEIGHT });
    await gotoSection(page, '/#join-waitlist');
    await waitlistFormReady(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill('Jamie Rivera');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('toast'));
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    const toast = toasts(page).locator('li').filter({ hasText: 'Success!' });
    await expect(toast).toBeVisible();
    // The spec's words, whole, on about a fifth of the screen (it was a third), above the card's heading.
    await expect(toast).toContainText(
      "You've been added to our waitlist! We've sent a confirmation email (check your spam folder if you don't see it). We'll contact you when we launch.",
    );
    expect((await box(toast)).height).toBeLessThanOrEqual(PHONE_HEIGHT / 4);
    // Focus has gone to the card's heading, which glides into view below the toast.
    const heading = form(page).getByRole('heading', { name: "You're on the list!" });
    await expect(heading).toBeFocused();
    await waitForScrollToSettle(page);
    const toastBox = await box(toast);
    await expect.poll(async () => (await box(heading)).y).toBeGreaterThanOrEqual(toastBox.y + toastBox.height);
    const card = form(page).getByText("You're on the list!").locator('..');
    await expect(card).toContainText('A confirmation is on its way to');
    await expect(card).not.toContainText('spam folder');
  });

  test('the sticky header blurs what scrolls under it on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: PHONE_HEIGHT });
    await page.goto('/#benefits');
    const look = await page.getByRole('banner').evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        filter: style.backdropFilter,
        alpha: Number(/rgba?\([^)]*,\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1] ?? '1'),
      };
    });
    expect(look.filter).toContain('blur(12px)');
    expect(look.alpha).toBeGreaterThanOrEqual(0.9);
  });

  test('desktop blog cards are as tall as what they say', async ({ page, request }) => {
    const admin = await adminHeaders(request);
    const stamp = Date.now();
    for (const [i, excerpt] of [
      'A short excerpt.',
      `${'A much longer excerpt about colours and bacteria. '.repeat(8)}`,
      'Another short one.',
    ].entries()) {
      const res = await request.post('/api/admin/blog', {
        headers: admin,
        data: {
          title: `Card height ${i} ${stamp}`,
          slug: `card-height-${i}-${stamp}`,
          excerpt,
          content: 'A body long enough for the rule.',
          status: 'published',
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/blog');
    for (const card of await page.getByTestId('blog-post-card').all()) {
      const cardBox = await box(card);
      const more = await box(card.getByRole('link', { name: /^Read More/ }));
      // Under "Read More", only the card's own padding: no stretch to the row's tallest card.
      expect(cardBox.y + cardBox.height - (more.y + more.height)).toBeLessThanOrEqual(40);
    }
  });

  for (const width of [375, 1440]) {
    test(`the pricing section's background meets the section above without an edge, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const top = await page.locator('#pricing').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y - 300), top);
      await waitForScrollToSettle(page);
      const y = await page.locator('#pricing').evaluate((el) => el.getBoundingClientRect().top);
      // One row of pixels just above the section's edge and one just below, across the page.
      const shot = await page.screenshot({ clip: { x: 0, y: y - 2, width, height: 4 } });
      const jump = await page.evaluate(async (png) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.drawImage(image, 0, 0);
        const row = (r: number) => context.getImageData(0, r, image.width, 1).data;
        const above = row(0);
        const below = row(image.height - 1);
        let most = 0;
        for (let i = 0; i < above.length; i += 4) {
          for (let c = 0; c < 3; c += 1) most = Math.max(most, Math.abs(above[i + c]! - below[i + c]!));
        }
        return most;
      }, shot.toString('base64'));
      // The same colours either side: no line where the pink used to start.
      expect(jump).toBeLessThanOrEqual(4);
    });
  }

  test('every public page is titled "<page> · Fresh Pouf"', async ({ page, request }) => {
    const admin = await adminHeaders(request);
    const slug = `titled-post-${Date.now()}`;
    const post = await request.post('/api/admin/blog', {
      headers: admin,
      data: {
        title: 'A Titled Post',
        slug,
        excerpt: 'An excerpt for the title test.',
        content: 'A body long enough for the rule.',
        status: 'published',
      },
    });
    expect(post.status()).toBe(201);
    const titles: [string, string][] = [
      ['/', 'A Splash of Freshness Every Month · Fresh Pouf'],
      ['/blog', 'Blog · Fresh Pouf'],
      [`/blog/${slug}`, 'A Titled Post · Fresh Pouf'],
      ['/blog/no-such-post-here', 'Blog post not found · Fresh Pouf'],
      ['/success', 'No Payment Made · Fresh Pouf'],
      ['/privacy', 'Privacy Policy · Fresh Pouf'],
      ['/terms', 'Terms of Service · Fresh Pouf'],
      ['/diagnostics', 'System Diagnostics · Fresh Pouf'],
      ['/no/such/page', '404 Page Not Found · Fresh Pouf'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });
});
