import { expect, type Page } from '@playwright/test';

/** The first admin, created from ADMIN_* in e2e/playwright.config.ts. */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password', fullName: 'Administrator' };

export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

export async function signIn(page: Page, username = E2E_ADMIN.username, password = E2E_ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signInToDashboard(page: Page, username?: string, password?: string) {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
