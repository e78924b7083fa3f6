import { PERIOD_LABELS, familyPrice, formatPrice } from '@fresh-pouf/contracts';
import { islandTakenOver } from '../support/islands';
import { expect, test } from '@playwright/test';
import { gotoSection } from '../support/scroll';

test.describe('landing page', () => {
  test('shows every section and the spec texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'A Splash of Freshness Every Month' })).toBeVisible();
    await expect(page.getByText('Keep it fresh, keep it clean').first()).toBeVisible();
    const hero = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'A Splash of Freshness Every Month' }) });
    await expect(hero.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '#join-waitlist');
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#benefits');
    await expect(hero.getByText(/Early Bird/).first()).toBeVisible();

    for (const id of ['benefits', 'how-it-works', 'pricing', 'join-waitlist']) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    const benefits = page.locator('#benefits');
    for (const title of ['Fresh & Clean', 'Bright & Beautiful', 'Family Friendly']) {
      await expect(benefits.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(benefits.getByText('Health Alert')).toBeVisible();
    await expect(benefits.getByText(/650,000/).first()).toBeVisible();
    await expect(benefits.getByText(/8\+ months/).first()).toBeVisible();
    await expect(benefits.getByText(/3-4 weeks/).first()).toBeVisible();

    const how = page.locator('#how-it-works');
    for (const step of ['Choose Your Plan', 'We Deliver', 'Stay Fresh', 'Premium Quality Guarantee']) {
      await expect(how.getByText(step, { exact: true })).toBeVisible();
    }
    for (const item of [
      /dermatologist tested/i,
      /free from harmful chemicals and dyes/i,
      /designed to maximize lather/i,
      /ethically manufactured with eco-friendly packaging/i,
    ]) {
      await expect(how.getByText(item)).toBeVisible();
    }

    const pricing = page.locator('#pricing');
    for (const price of ['$8.99', '$6.74', '$9.99', '$7.49', '$12.99', '$9.74']) {
      await expect(pricing.getByText(price, { exact: true }).first()).toBeVisible();
    }
    await expect(pricing.getByText('15% savings vs monthly')).toBeVisible();
    await expect(pricing.getByText('28% savings vs monthly')).toBeVisible();
    await expect(pricing.getByRole('button', { name: 'Secure Early Bird Pricing' })).toBeVisible();

    await expect(page.getByText(/dermatologist/i).first()).toBeVisible();
    await expect(page.getByText(/microbiolog/i).first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    for (const name of ['Benefits', 'How It Works', 'Pricing', 'Blog', 'Join Waitlist']) {
      await expect(
        footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name, exact: true }),
      ).toBeVisible();
    }
    await expect(footer.getByText(/free shipping in the US/i)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@freshpouf.com' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(footer.getByText(new RegExp(`${new Date().getFullYear()}`))).toBeVisible();
  });

  test('header links reach the sections and the blog', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const name of ['Benefits', 'How It Works', 'Pricing', 'Blog', 'Join Waitlist']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('the mobile menu opens, shows the five links, and a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('banner').locator('button[aria-controls]');
    await expect(toggle).toHaveAccessibleName('Open menu');
    // The first tap opens it (natively) and brings its code, which then says it is open.
    await toggle.click();
    await islandTakenOver(page, 'shell:mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    for (const name of ['Benefits', 'How It Works', 'Pricing', 'Blog', 'Join Waitlist']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(toggle).toHaveAccessibleName('Close menu');
    await menu.getByRole('link', { name: 'How It Works', exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('the family selectors change the price to the formula', async ({ page }) => {
    await gotoSection(page, '/#pricing');
    const card = page.locator('#pricing').getByRole('article', { name: 'Family' });
    const initial = familyPrice(2, 'monthly');
    await expect(card.getByTestId('family-price')).toHaveText(formatPrice(initial.earlyBird));
    await expect(card.getByTestId('family-regular-price')).toHaveText(formatPrice(initial.regular));
    for (const [poufs, frequency, label] of [
      [4, 'bi-monthly', 'Bi-Monthly'],
      [5, 'quarterly', 'Quarterly'],
      [3, 'monthly', 'Monthly'],
    ] as const) {
      await card
        .getByRole('group', { name: 'Poufs per delivery' })
        .getByRole('radio', { name: String(poufs), exact: true })
        .check();
      await card.getByRole('group', { name: 'How often' }).getByRole('radio', { name: label, exact: true }).check();
      const { earlyBird, regular } = familyPrice(poufs, frequency);
      await expect(card.getByTestId('family-price')).toHaveText(formatPrice(earlyBird));
      await expect(card.getByTestId('family-regular-price')).toHaveText(formatPrice(regular));
      await expect(card.getByText(PERIOD_LABELS[frequency]).first()).toBeVisible();
    }
  });
});
