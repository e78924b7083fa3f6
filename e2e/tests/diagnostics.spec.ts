import { expect, type Page, test } from '@playwright/test';

const CARD_TITLES = ['Email Service Diagnostics', 'Email Testing Tool', 'Environment Information'];

const card = (page: Page, title: string) =>
  page.locator('.fp-card').filter({ has: page.getByRole('heading', { name: title }) });

async function expectThreeCards(page: Page) {
  for (const title of CARD_TITLES) await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  // Loaded from the real e-mail check: this stack runs without Postmark, so it says so.
  const email = card(page, 'Email Service Diagnostics');
  await expect(email.getByText('POSTMARK_SERVER_TOKEN', { exact: true })).toBeVisible();
  await expect(email.getByText('Not configured').first()).toBeVisible();
  await expect(email.getByText('Failed', { exact: true })).toBeVisible();
  await expect(email.getByText('Not tested: POSTMARK_SERVER_TOKEN is not set')).toBeVisible();
  await expect(card(page, 'Environment Information').getByText('127.0.0.1')).toBeVisible();
}

test.describe('diagnostics screen', () => {
  for (const path of ['/diagnostics', '/test123']) {
    test(`${path} shows System Diagnostics with the three cards`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'System Diagnostics', level: 1 })).toBeVisible();
      await expectThreeCards(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a 404 page shows the cards too', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toBeVisible();
    await expectThreeCards(page);
  });

  test('Refresh Diagnostics runs the e-mail check again', async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/email-check')) checks.push(request.url());
    });
    await page.goto('/diagnostics');
    const email = card(page, 'Email Service Diagnostics');
    await expect(email.getByText('Not tested: POSTMARK_SERVER_TOKEN is not set')).toBeVisible();
    const before = await card(page, 'Environment Information').locator('dd').first().textContent();
    await email.getByRole('button', { name: 'Refresh Diagnostics' }).click();
    await expect.poll(() => checks.length).toBe(2);
    await expect(card(page, 'Environment Information').locator('dd').first()).not.toHaveText(before ?? '');
  });

  test('with the e-mail check failing the environment check is used', async ({ page }) => {
    await page.route('**/api/email-check', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    const envCheck = page.waitForResponse('**/api/env-check');
    await page.goto('/diagnostics');
    expect((await envCheck).status()).toBe(200);
    const email = card(page, 'Email Service Diagnostics');
    await expect(email.getByText(/these settings come from the environment check/)).toBeVisible();
    await expect(email.getByText('POSTMARK_ACCOUNT_TOKEN', { exact: true })).toBeVisible();
    await expect(card(page, 'Environment Information').getByText('127.0.0.1')).toBeVisible();
  });

  test("both checks failing show the spec's messages; Retry recovers", async ({ page }) => {
    let down = true;
    await page.route(/\/api\/(email|env)-check$/, (route) =>
      down ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/diagnostics');
    const email = card(page, 'Email Service Diagnostics');
    await expect(email.getByText('Diagnostic data unavailable - both endpoints failed')).toBeVisible();
    await expect(email.getByText('Failed to load diagnostic information. Try refreshing.')).toBeVisible();
    down = false;
    await email.getByRole('button', { name: 'Retry' }).click();
    await expect(email.getByText('Not tested: POSTMARK_SERVER_TOKEN is not set')).toBeVisible();
    await expect(email.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test("Test Email is disabled while empty, reads 'Sending...' in flight and prints the answer as JSON", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/test-email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/test123');
    const tool = card(page, 'Email Testing Tool');
    await expect(tool.getByRole('button', { name: 'Test Email' })).toBeDisabled();
    await tool.getByPlaceholder('Enter email address').fill('ops@example.com');
    await expect(tool.getByRole('button', { name: 'Test Email' })).toBeEnabled();
    await tool.getByRole('button', { name: 'Test Email' }).click();
    await expect(tool.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    const result = tool.getByTestId('test-email-result');
    await expect(result).toContainText('"success": false');
    // Without Postmark the answer says why, and nothing is queued.
    await expect(result).toContainText('POSTMARK_SERVER_TOKEN is unset');
    await expect(tool.getByRole('button', { name: 'Test Email' })).toBeEnabled();
  });
});
