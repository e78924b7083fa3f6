import { readFile } from 'node:fs/promises';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { expect, test } from '@playwright/test';
import { adminHeaders, currentStep, signIn, signInToDashboard, toasts, totpCode } from './admin-support';

// Its own account, so a failure here never leaves the shared admin behind a second factor.
const user = {
  username: `twofactor${Date.now() % 1_000_000}`,
  password: 'two-factor-password',
  fullName: 'Tess Factor',
};

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/admin/create-user', {
    headers: await adminHeaders(request),
    data: { ...user, email: `${user.username}@freshpouf.com`, role: 'editor' },
  });
  expect(created.status()).toBe(201);
});

test.describe('two-factor sign-in', () => {
  test('/admin/two-factor with no pending user goes to the login', async ({ page }) => {
    await page.goto('/admin/two-factor');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('set up by reading the secret, sign in through /admin/two-factor, then turn it off', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInToDashboard(page, user.username, user.password);
    await page.goto('/admin/profile#security');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    // The button that started the setup is gone; focus is on what comes next.
    await expect(page.getByRole('heading', { name: 'Scan this QR code with your authenticator app' })).toBeFocused();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    // Item 6: ten six-letter codes in a grid of equal cells, with Copy and Download.
    const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    const backupCodes = await codes.allTextContents();
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z]{6}$/);
    const boxes = await Promise.all(backupCodes.map(async (_, i) => (await codes.nth(i).boundingBox())!));
    const perRow = boxes.filter((b) => b.y === boxes[0]!.y).length;
    expect(perRow).toBeGreaterThanOrEqual(2);
    expect(perRow).toBeLessThan(10);
    expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
    await page.getByRole('button', { name: 'Copy codes' }).click();
    await expect(toasts(page).getByText('Backup codes copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(backupCodes.join('\n'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download codes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('fresh-pouf-backup-codes.txt');
    const saved = await readFile((await file.path()) ?? '', 'utf8');
    for (const code of backupCodes) expect(saved).toContain(`\n${code}\n`);

    // The code field opens the number pad and offers the phone's one-time code.
    const setupCode = page.getByLabel('Verification code');
    await expect(setupCode).toHaveAttribute('inputmode', 'numeric');
    await expect(setupCode).toHaveAttribute('autocomplete', 'one-time-code');
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(
      toasts(page).getByText('Please enter the verification code from your authenticator app'),
    ).toBeVisible();
    await expect(setupCode).toBeFocused();
    const step = currentStep();
    await setupCode.fill(await totpCode(secret, step));
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(toasts(page).getByText('2FA Enabled')).toBeVisible();
    await expect(
      page.getByText('Two-factor authentication is on: signing in needs a code from your authenticator app.'),
    ).toBeFocused();
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminUser);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ twoFactorEnabled: true });

    await page.goto('/admin/dashboard');
    // On a phone the sidebar's links and Logout are behind its menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(toasts(page).getByText('Verification Required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(page).toHaveTitle('Two-Factor Authentication · Fresh Pouf');
    await expect(page.getByText(user.username)).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('maxlength', '6');
    await expect(page.getByLabel('Verification code')).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts(page).getByText('Please enter the 6-digit code from your authenticator app.')).toBeVisible();
    // The code that confirmed the setup has been used: refused, and the input is cleared.
    await page.getByLabel('Verification code').fill(await totpCode(secret, step));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts(page).getByText('Verification failed')).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveValue('');
    // Item 3: the reason under the field, and the keyboard still on it for the next code.
    await expect(page.locator('form').getByRole('alert')).toHaveText(/\S/);
    await expect(page.getByLabel('Verification code')).toBeFocused();

    await page.getByLabel('Verification code').fill(await totpCode(secret, step + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toasts(page).getByText('Verification successful')).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingTwoFactorUser)).toBeNull();

    // Off again, with a backup code.
    await page.goto('/admin/profile#security');
    await expect(page.getByLabel('Code from your authenticator app')).toHaveAttribute('inputmode', 'numeric');
    // A backup code is letters: the same field switches to a keyboard.
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await expect(page.getByLabel('Backup code')).toHaveAttribute('inputmode', 'text');
    await expect(page.getByLabel('Backup code')).toBeFocused();
    await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
    await page.getByRole('button', { name: 'Disable Two-Factor Authentication' }).click();
    await page
      .getByRole('alertdialog', { name: 'Disable two-factor authentication?' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(toasts(page).getByText('2FA Disabled')).toBeVisible();
    await expect(
      page.getByText(
        'Two-factor authentication is off. Turn it on to ask for a code from an authenticator app at every sign-in.',
      ),
    ).toBeFocused();
  });

  test('Cancel on the code screen clears the pending user and returns to login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(([key, user]) => sessionStorage.setItem(key, user), [
      STORAGE_KEYS.pendingTwoFactorUser,
      JSON.stringify({
        id: 1,
        username: 'someone',
        fullName: null,
        email: 'a@b.co',
        role: 'editor',
        twoFactorEnabled: true,
      }),
    ] as const);
    await page.goto('/admin/two-factor');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingTwoFactorUser)).toBeNull();
  });
});
