import {
  FAMILY_POUF_CHOICES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  PERIOD_LABELS,
  familyPrice,
  formatPrice,
} from '@fresh-pouf/contracts';
import { hydrationErrors } from '../support/hydration-errors';
import { expectTakenOver, holdShellCode } from '../support/take-over';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { islandTakenOver } from '../support/islands';
import { gotoSection } from '../support/scroll';
import { waitlistFormReady } from '../support/waitlist-form';

// The storefront's header menu and pricing work as HTML first (before the script
// arrives, and without it), and the script then improves them without changing what they do.

const LINKS = ['Benefits', 'How It Works', 'Pricing', 'Blog', 'Join Waitlist'] as const;
const EARLY_BIRD_BOX = 'Claim my Early Bird discount (25% off, price locked for life)';

const familyCard = (page: Page) => page.locator('#pricing').getByRole('article', { name: 'Family' });

async function choose(card: Locator, poufs: number, frequency: string) {
  await card
    .getByRole('group', { name: 'Poufs per delivery' })
    .getByRole('radio', { name: String(poufs), exact: true })
    .check();
  await card.getByRole('group', { name: 'How often' }).getByRole('radio', { name: frequency, exact: true }).check();
}

/** The family price as a reader sees it: the shown text only (the other combinations are in the page, hidden). */
async function shownFamilyPrice(card: Locator) {
  return {
    earlyBird: await card.locator('.mk-plan-price__amount').innerText(),
    regular: await card.locator('.mk-plan-price__regular s').innerText(),
    period: await card.locator('.mk-plan-price__early-bird .mk-plan-price__period').innerText(),
  };
}

/** Only plan data in the query: nothing about who the visitor is. */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test.describe('storefront without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mobile menu opens at 375 px, shows the five links, and closes again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await banner.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    for (const name of LINKS) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    // The toggle's name follows the open menu with no script, and nothing scrolls sideways.
    await expect(banner.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await banner.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();

    // A link leaves the menu: another page loads without it.
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('3 poufs, Quarterly on the family card shows that price', async ({ page }) => {
    await page.goto('/#pricing');
    const card = familyCard(page);
    expect(await shownFamilyPrice(card)).toEqual({ earlyBird: '$11.99', regular: '$15.98', period: '/month' });

    await choose(card, 3, 'Quarterly');
    // By hand from the spec: 7.99 per pouf x 1.25 (quarterly) x (1 - 5%: one pouf beyond 2) x 3 poufs
    // = 28.464375, so $28.46; Early Bird 28.464375 x 0.75 = 21.348…, so $21.35.
    expect(await shownFamilyPrice(card)).toEqual({ earlyBird: '$21.35', regular: '$28.46', period: '/3 months' });
    await expect(card.getByText('3 poufs per delivery, 5% multi-pouf discount included')).toBeVisible();
    // Only the shown price is in the accessibility tree (and in the polite live region).
    await expect(card.locator('[aria-live="polite"]')).toMatchAriaSnapshot(`
      - paragraph: "Regular price: $28.46/3 months"
      - paragraph: "Early Bird price: $21.35 /3 months"
    `);
  });

  test('every pouf count and frequency shows its own price (familyPrice)', async ({ page }) => {
    await page.goto('/#pricing');
    const card = familyCard(page);
    for (const poufs of FAMILY_POUF_CHOICES) {
      for (const frequency of FREQUENCIES) {
        await choose(card, poufs, FREQUENCY_LABELS[frequency]);
        const price = familyPrice(poufs, frequency);
        expect(await shownFamilyPrice(card), `${poufs} ${frequency}`).toEqual({
          earlyBird: formatPrice(price.earlyBird),
          regular: formatPrice(price.regular),
          period: PERIOD_LABELS[frequency],
        });
      }
    }
  });

  test('"Choose Family" loads the waitlist form with the chosen plan in the query, plan data only', async ({
    page,
  }) => {
    await page.goto('/#pricing');
    const card = familyCard(page);
    await choose(card, 3, 'Quarterly');
    await card.getByRole('button', { name: 'Choose Family' }).click();
    await expect(page).toHaveURL(/\/\?plan=family&poufs=3&frequency=quarterly#join-waitlist-plan$/);
    expect(queryOf(page)).toEqual({ plan: 'family', poufs: '3', frequency: 'quarterly' });
    // A desktop lands at the section's top: its heading and the whole form.
    await expect(page.getByRole('heading', { name: 'Join the Waitlist' })).toBeInViewport();
    await expect(page.locator('#join-waitlist').getByLabel('Plan', { exact: true })).toBeInViewport();

    await page.goto('/#pricing');
    await page
      .locator('#pricing')
      .getByRole('article', { name: 'Bi-Monthly' })
      .getByRole('button', { name: 'Choose Bi-Monthly' })
      .click();
    await expect(page).toHaveURL(/\/\?plan=bi-monthly#join-waitlist-plan$/);
  });

  test('"Choose" on a phone lands at the form\'s Plan, the chosen plan and the price under it in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/#pricing');
    await familyCard(page).getByRole('button', { name: 'Choose Family' }).click();
    await expect(page).toHaveURL(/\/\?plan=family&[^#]*#join-waitlist-plan$/);
    const form = page.locator('#join-waitlist');
    const plan = form.getByLabel('Plan', { exact: true });
    await expect(plan).toHaveValue('family');
    await expect(plan).toBeInViewport({ ratio: 1 });
    await expect(form.getByLabel('Number of Poufs', { exact: true })).toBeInViewport();
  });

  test('"Secure Early Bird Pricing" loads the waitlist form with earlyBird, its box ticked', async ({ page }) => {
    await page.goto('/#pricing');
    await page.locator('#pricing').getByRole('button', { name: 'Secure Early Bird Pricing' }).click();
    // Opened at the Early Bird box inside #join-waitlist: on a phone the tick shows there.
    await expect(page).toHaveURL(/\/\?earlyBird=true#join-waitlist-early-bird$/);
    expect(queryOf(page)).toEqual({ earlyBird: 'true' });
    const form = page.locator('#join-waitlist');
    await expect(form).toBeInViewport();
    await expect(form.getByRole('checkbox', { name: EARLY_BIRD_BOX })).toBeChecked();
  });
});

test.describe('storefront with JavaScript', () => {
  test('the mobile menu: Escape closes it and gives focus back to the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('banner').locator('button[aria-controls]');
    await toggle.click();
    await islandTakenOver(page, 'shell:mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Benefits', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a menu opened and radios ticked before the page is taken over stay so, and the script follows them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const card = familyCard(page);
    await choose(card, 3, 'Quarterly');
    const toggle = page.getByRole('banner').locator('button[aria-controls]');
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    release();
    await islandTakenOver(page, 'shell:mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(card.getByTestId('family-price')).toHaveText('$21.35');
    await expect(card.getByTestId('family-regular-price')).toHaveText('$28.46');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Secure Early Bird Pricing" pressed before any island\'s code ticks the box in place, and the form\'s code keeps the tick', async ({
    page,
  }) => {
    const release = await holdShellCode(page);
    await gotoSection(page, '/#pricing');
    await page.locator('#pricing').getByRole('button', { name: 'Secure Early Bird Pricing' }).click();
    const form = page.locator('#join-waitlist');
    const box = form.getByRole('checkbox', { name: EARLY_BIRD_BOX });
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    // No page load: the address is still the one the visitor opened.
    expect(new URL(page.url()).search).toBe('');
    release();
    await waitlistFormReady(page);
    await expect(box).toBeChecked();
    await expect(form.getByRole('button', { name: 'Continue to Early Bird Checkout' })).toBeVisible();
  });

  test('the waitlist form keeps its size when its code takes it over: a tap then lands where it was aimed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdShellCode(page);
    await page.goto('/#join-waitlist', { waitUntil: 'domcontentloaded' });
    const form = page.locator('#join-waitlist form');
    const targets = [
      form.getByRole('button', { name: 'Join the Waitlist' }),
      form.getByRole('link', { name: 'Privacy Policy' }),
    ];
    // Where each sits on the page (not in the window, which the page's own scrolling moves).
    const placesOf = () =>
      Promise.all(
        targets.map((target) =>
          target.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return { top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
          }),
        ),
      );
    // The price summary's place is kept, its price not shown: it would not follow the choices.
    await expect(form.getByText('Bi-Monthly plan')).toBeHidden();
    const before = await placesOf();
    release();
    await waitlistFormReady(page);
    await expect(form.getByText('Bi-Monthly plan')).toBeVisible();
    await expect(form.getByText('$9.99')).toBeVisible();
    expect(await placesOf()).toEqual(before);
  });

  test('"Secure Early Bird Pricing" by keyboard: Enter ticks the box and focuses it, Tab goes on to the relabelled button', async ({
    page,
  }) => {
    await gotoSection(page, '/#pricing');
    await page.locator('#pricing').getByRole('button', { name: 'Secure Early Bird Pricing' }).focus();
    await page.keyboard.press('Enter');
    const form = page.locator('#join-waitlist');
    const box = form.getByRole('checkbox', { name: EARLY_BIRD_BOX });
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    await waitlistFormReady(page);
    await expect(box).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Continue to Early Bird Checkout' })).toBeFocused();
  });

  test('"Choose Family" and "Secure Early Bird Pricing" stay on the page and fill the waitlist form', async ({
    page,
  }) => {
    // Both islands taken over: the waitlist form's code hears the pricing's events from then on.
    await gotoSection(page, '/#join-waitlist');
    await waitlistFormReady(page);
    await gotoSection(page, '/#pricing');
    await islandTakenOver(page, 'marketing:pricing');
    const card = familyCard(page);
    await choose(card, 3, 'Quarterly');
    await card.getByRole('button', { name: 'Choose Family' }).click();
    const form = page.locator('#join-waitlist');
    await expect(form.getByLabel('Plan', { exact: true })).toHaveValue('family');
    await expect(form.getByLabel('Number of Poufs', { exact: true })).toHaveValue('3');
    await expect(form.getByLabel('Delivery Frequency', { exact: true })).toHaveValue('quarterly');
    await page.locator('#pricing').getByRole('button', { name: 'Secure Early Bird Pricing' }).click();
    await expect(form.getByRole('checkbox', { name: EARLY_BIRD_BOX })).toBeChecked();
    await expect(form).toBeInViewport();
    // No page load: the address is still the one the visitor opened.
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#pricing');
  });

  test('the pages whose code loads later are taken over with no hydration error (React #419)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of [
      '/privacy',
      '/terms',
      '/unsubscribe',
      '/waitlist/confirm',
      '/waitlist/status',
      '/waitlist/not-me',
    ]) {
      await page.goto(path);
      // The Privacy Policy and Terms of Service are islands pages: the server's HTML is the page.
      if (!['/privacy', '/terms'].includes(path)) await expectTakenOver(page);
      await page.waitForLoadState('networkidle');
      expect(hydrationErrors(errors), path).toEqual([]);
    }
  });
});
