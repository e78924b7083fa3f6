import { STORAGE_KEYS, familyPrice, formatPrice } from '@fresh-pouf/contracts';
import { expect, test, type Page } from '@playwright/test';
import { gotoSection } from '../support/scroll';
import { pickOption, waitlistFormReady } from '../support/waitlist-form';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function form(page: Page) {
  return page.locator('#join-waitlist');
}

const pick = pickOption;

/** Opens the landing page at the form and waits until its code has taken it over (toasts, no reload). */
async function openForm(page: Page, path = '/#join-waitlist') {
  await gotoSection(page, path);
  await waitlistFormReady(page);
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

test.describe('waitlist', () => {
  test('a visitor joins and sees the success view; the entry is stored', async ({ page, request }) => {
    const email = uniqueEmail('join');
    await openForm(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
    await form(page).getByLabel('Email', { exact: true }).fill(email);
    const submit = form(page).getByRole('button', { name: 'Join the Waitlist' });
    await page.route('**/api/waitlist', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await submit.click();
    await expect(form(page).getByRole('button', { name: 'Joining...' })).toBeDisabled();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    await expect(toasts(page).getByText('Success!')).toBeVisible();
    await expect(
      toasts(page).getByText(
        "You've been added to our waitlist! We've sent a confirmation email (check your spam folder if you don't see it). We'll contact you when we launch.",
      ),
    ).toBeVisible();

    // The server kept it: the same address is now a duplicate.
    const again = await request.post('/api/waitlist', {
      data: { fullName: 'Ada Lovelace', email, plan: 'monthly', joinDate: '2026-11-21' },
    });
    expect(again.status()).toBe(409);
  });

  test('a family sign-up shows its summary', async ({ page }) => {
    await openForm(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill('The Curies');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('family'));
    await pick(page, 'Plan', 'Family');
    await pick(page, 'Number of Poufs', '4 poufs');
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    const summary = form(page).getByRole('region', { name: 'Your family plan' });
    await expect(summary.getByRole('definition').first()).toHaveText('4');
    await expect(summary.getByText(`${formatPrice(familyPrice(4, 'monthly').regular)}/month`)).toBeVisible();
  });

  test('client-side messages for a bad e-mail and a one-letter name', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/waitlist', async (route) => {
      calls += 1;
      await route.continue();
    });
    await openForm(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill('A');
    await form(page).getByLabel('Email', { exact: true }).fill('not-an-email');
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form(page).getByText('Please enter your full name')).toBeVisible();
    await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a server refusal shows the error toast and keeps the form', async ({ page }) => {
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many sign-ups from your network.' }),
      }),
    );
    await openForm(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('refused'));
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toasts(page).getByText('Error!')).toBeVisible();
    await expect(toasts(page).getByText('Too many sign-ups from your network.')).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
    await expect(form(page).getByLabel('Full Name', { exact: true })).toHaveValue('Grace Hopper');
  });

  test('a network failure shows the generic error toast', async ({ page }) => {
    await page.route('**/api/waitlist', (route) => route.abort('failed'));
    await openForm(page);
    await form(page).getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('offline'));
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toasts(page).getByText('Something went wrong. Please try again.')).toBeVisible();
  });

  test('?earlyBird pre-checks the Early Bird box', async ({ page }) => {
    await page.goto('/?earlyBird=true');
    await expect(
      form(page).getByRole('checkbox', { name: 'Claim my Early Bird discount (25% off, price locked for life)' }),
    ).toBeChecked();
    await page.goto('/');
    await expect(
      form(page).getByRole('checkbox', { name: 'Claim my Early Bird discount (25% off, price locked for life)' }),
    ).not.toBeChecked();
  });

  test("'Secure Early Bird Pricing' checks the box and scrolls to the form", async ({ page }) => {
    await gotoSection(page, '/#pricing');
    await expect(
      form(page).getByRole('checkbox', { name: 'Claim my Early Bird discount (25% off, price locked for life)' }),
    ).not.toBeChecked();
    await page.getByRole('button', { name: 'Secure Early Bird Pricing' }).click();
    await expect(
      form(page).getByRole('checkbox', { name: 'Claim my Early Bird discount (25% off, price locked for life)' }),
    ).toBeChecked();
    await expect(page.locator('#join-waitlist')).toBeInViewport();
  });

  test('an Early Bird submission skips the waitlist call and lands on /checkout with the plan stored', async ({
    page,
  }) => {
    let waitlistCalls = 0;
    await page.route('**/api/waitlist', async (route) => {
      waitlistCalls += 1;
      await route.continue();
    });
    await openForm(page, '/?earlyBird#join-waitlist');
    await form(page).getByLabel('Full Name', { exact: true }).fill('Early Bird');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('early'));
    await pick(page, 'Plan', 'Family');
    await pick(page, 'Number of Poufs', '3 poufs');
    await pick(page, 'Delivery Frequency', 'Quarterly');
    await form(page).getByRole('button', { name: 'Continue to Early Bird Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const plan = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.checkoutPlanDetails);
    expect(JSON.parse(plan ?? 'null')).toEqual({
      planId: 'family',
      poufs: 3,
      frequency: 'quarterly',
      isSubscription: true,
    });
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.waitlistFormData);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ fullName: 'Early Bird', plan: 'family', earlyBird: true });
    expect(waitlistCalls).toBe(0);
  });
});
