import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, currentStep, signIn, signInToDashboard, toasts, totpCode } from './admin-support';

// Its own account, so a failure here never leaves the shared admin behind a second factor.
const user = { username: `twofactor${Date.now() % 1_000_000}`, password: 'two-factor-password', fullName: 'Tess Factor' };

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/admin/create-user', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...user, email: `${user.username}@freshpouf.com`, role: 'editor' },
  });
  expect(created.status()).toBe(201);
});

test.describe('two-factor sign-in', () => {
  test('/admin/two-factor with no pending user goes to the login', async ({ page }) => {
    await page.goto('/admin/two-factor');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('set up by reading the secret, sign in through /admin/two-factor, then turn it off', async ({ page }) => {
    await signInToDashboard(page, user.username, user.password);
    await page.goto('/admin/profile#security');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    const backupCodes = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
    expect(backupCodes).toHaveLength(10);

    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(toasts(page).getByText('Please enter the verification code from your authenticator app')).toBeVisible();
    const step = currentStep();
    await page.getByLabel('Verification code').fill(await totpCode(secret, step));
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(toasts(page).getByText('2FA Enabled')).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminUser);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ twoFactorEnabled: true });

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(toasts(page).getByText('Verification Required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(page.getByText(user.username)).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('maxlength', '6');

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts(page).getByText('Please enter the 6-digit code from your authenticator app.')).toBeVisible();
    // The code that confirmed the setup has been used: refused, and the input is cleared.
    await page.getByLabel('Verification code').fill(await totpCode(secret, step));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts(page).getByText('Verification failed')).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveValue('');

    await page.getByLabel('Verification code').fill(await totpCode(secret, step + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toasts(page).getByText('Verification successful')).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingTwoFactorUser)).toBeNull();

    // Off again, with a backup code.
    await page.goto('/admin/profile#security');
    await page.getByLabel('Code from your authenticator app or a backup code').fill(backupCodes[0] ?? '');
    await page.getByRole('button', { name: 'Disable Two-Factor Authentication' }).click();
    await page.getByRole('alertdialog', { name: 'Disable two-factor authentication?' }).getByRole('button', { name: 'Disable' }).click();
    await expect(toasts(page).getByText('2FA Disabled')).toBeVisible();
  });

  test('Cancel on the code screen clears the pending user and returns to login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(
      ([key, user]) => sessionStorage.setItem(key, user),
      [STORAGE_KEYS.pendingTwoFactorUser, JSON.stringify({ id: 1, username: 'someone', fullName: null, email: 'a@b.co', role: 'editor', twoFactorEnabled: true })] as const,
    );
    await page.goto('/admin/two-factor');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingTwoFactorUser)).toBeNull();
  });
});
