import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / 30);

/** RFC 6238 code for a time step, as an authenticator app would show it. */
export async function totpCode(secret: string, step = currentStep()): Promise<string> {
  const { createHmac } = await import('node:crypto');
  let bits = '';
  for (const char of secret.toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Publishes a post as the first admin does, through the admin API (no cover picture: no other host
 * is reachable); its id.
 */
export async function publishPost(
  request: APIRequestContext,
  post: { title: string; slug: string; excerpt: string; content: string },
): Promise<number> {
  const login = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/admin/blog', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...post, status: 'published', coverImage: '' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
