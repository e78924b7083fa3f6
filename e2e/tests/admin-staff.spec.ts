import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, openSignedIn, signIn, signInToDashboard, toasts } from './admin-support';

const logout = async (page: Page) => {
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
};

test.describe('account settings and staff management', () => {
  test('tabs follow the hash; an admin creates, deactivates and reactivates an editor, who changes their password', async ({
    page,
  }) => {
    // Eight sign-ins at bcrypt cost 12 on a shared machine: more than the default budget.
    test.setTimeout(120_000);
    const suffix = `${Date.now()}`.slice(-6);
    const editor = {
      username: `editor${suffix}`,
      fullName: 'Edna Editor',
      email: `edna${suffix}@freshpouf.com`,
      password: 'first-password',
    };

    await openSignedIn(page);
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${E2E_ADMIN.username}$`) })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page).toHaveURL(/#security$/);
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/#users$/);

    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toasts(page).getByText('All fields are required')).toBeVisible();
    await page.getByLabel('Username').fill(editor.username);
    await page.getByLabel('Full Name').fill(editor.fullName);
    await page.getByLabel('Email').fill(editor.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toasts(page).getByText('Password must be at least 8 characters long')).toBeVisible();
    await page.getByLabel('Password').fill(editor.password);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(toasts(page).getByText('User Created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: editor.username });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Active');
    // No actions on one's own row.
    await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN.username }).getByRole('button')).toHaveCount(0);

    // The editor: no Users tab, even by hash; changes their password.
    await logout(page);
    await signInToDashboard(page, editor.username, editor.password);
    await expect(page.getByText('Editor', { exact: true })).toBeVisible();
    await page.goto('/admin/profile#users');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).getByText('Current password is required')).toBeVisible();
    await page.getByLabel('Current Password').fill(editor.password);
    await page.getByLabel('New Password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm New Password').fill('something-else');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).getByText('New passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('second-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).getByText('Password changed')).toBeVisible();
    // This browser got a fresh token: the dashboard still loads.
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('totalCount')).toBeVisible();
    await logout(page);

    // Back as admin: deactivate, the editor is locked out; reactivate.
    await openSignedIn(page, '/admin/profile#users');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    // Asked first, in an accessible dialog; Cancel (where focus starts) changes nothing.
    const ask = page.getByRole('alertdialog', { name: /^Deactivate / });
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await ask.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toasts(page).getByText('User Deactivated')).toBeVisible();
    await expect(row).toContainText('Inactive');
    // The keyboard is back on the row's control, now Reactivate, not on the page.
    await expect(row.getByRole('button', { name: 'Reactivate' })).toBeFocused();
    await logout(page);
    await signIn(page, editor.username, 'second-password');
    await expect(toasts(page).getByText('Invalid username or password')).toBeVisible();

    await openSignedIn(page, '/admin/profile#users');
    await row.getByRole('button', { name: 'Reactivate' }).click();
    await expect(toasts(page).getByText('User Reactivated')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Deactivate' })).toBeFocused();
    await logout(page);
    await signInToDashboard(page, editor.username, 'second-password');
  });
});
