import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn, signInToDashboard, toasts, uniqueEmail } from './admin-support';

test.describe('staff sign-in and dashboard', () => {
  test('/admin/dashboard without a token says so and lands on the login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toasts(page).getByText('Authentication required')).toBeVisible();
    await expect(toasts(page).getByText('Please log in to access the admin dashboard.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Only authorized staff can access the admin dashboard.')).toBeVisible();
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, 'not-the-password');
    await expect(toasts(page).getByText('Login failed')).toBeVisible();
    await expect(toasts(page).getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken)).toBeNull();
  });

  test('sign in, see the counts after sign-ups, switch tabs, log out', async ({ page, request }) => {
    const emails = [uniqueEmail('dash-a'), uniqueEmail('dash-b'), uniqueEmail('dash-c')];
    for (const [i, email] of emails.entries()) {
      const family = i === 2;
      const res = await request.post('/api/waitlist', {
        data: {
          fullName: `Dash Person ${i}`,
          email,
          plan: family ? 'family' : 'quarterly',
          isFamily: family,
          numberOfPoufs: family ? 4 : 1,
          frequency: 'monthly',
          earlyBird: false,
          joinDate: '2026-11-21',
        },
      });
      expect(res.status()).toBe(201);
    }

    await signInToDashboard(page);
    await expect(toasts(page).getByText('Login successful')).toBeVisible();
    await expect(page.getByText(E2E_ADMIN.fullName, { exact: true })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();

    // The numbers on screen are the database's.
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken);
    const stats = (await (
      await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      totalCount: number;
      familyPlanCount: number;
    };
    expect(stats.totalCount).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('totalCount')).toHaveText(stats.totalCount.toLocaleString('en-US'));
    await expect(page.getByTestId('familyPlanCount')).toHaveText(stats.familyPlanCount.toLocaleString('en-US'));
    for (const title of [
      'Total Waitlist Sign-ups',
      'Early Bird Registrations',
      'Paid Customers',
      'Family Plans',
      'Plan Distribution',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Waitlist' }).click();
    const row = page.getByRole('row').filter({ hasText: emails[2] ?? '' });
    await expect(row).toContainText('Family (4 poufs)');
    await expect(row).toContainText('Waitlist');
    await expect(page.getByRole('region', { name: 'Waitlist entries' })).toHaveCSS('height', '600px');

    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await expect(page.getByRole('link', { name: 'Create New Post' })).toHaveAttribute('href', '/admin/blog/new');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toasts(page).getByText('You have been successfully logged out.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminUser)).toBeNull();
  });
});
