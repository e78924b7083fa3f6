import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

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

/** A staff session as the login API answers it: the token and the account, as the staff area stores them. */
export interface StaffSession {
  token: string;
  user: string;
}

/** Signs in through the login API (an account without two-factor): one call, no screen. */
export async function staffSession(
  request: APIRequestContext,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
): Promise<StaffSession> {
  const login = await request.post('/api/admin/login', { data: { username, password } });
  expect(login.status(), `sign-in of ${username}`).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  return { token, user: JSON.stringify(user) };
}

/** The header of an admin API call made as the first admin. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${(await staffSession(request)).token}` };
}

/**
 * Puts a staff session where the staff area keeps it, before the first page of each tab loads:
 * that tab starts signed in. Once per tab and session, so a sign-out or another sign-in later in
 * the test stays as the test left it.
 */
export async function useStaffSession(context: BrowserContext, session: StaffSession): Promise<void> {
  await context.addInitScript(
    ([tokenKey, userKey, token, user]) => {
      try {
        // Every session put so far in this tab: each init script of the context runs again on
        // each page, and must not bring an earlier session back.
        const put = JSON.parse(sessionStorage.getItem('e2e-staff-sessions') ?? '[]') as string[];
        if (put.includes(token)) return;
        sessionStorage.setItem('e2e-staff-sessions', JSON.stringify([...put, token]));
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userKey, user);
      } catch {
        // A frame without storage of its own (about:blank, a sandboxed preview): nothing to put.
      }
    },
    [STORAGE_KEYS.adminToken, STORAGE_KEYS.adminUser, session.token, session.user] as const,
  );
}

/**
 * Signs the page's browser context in without the sign-in screen (one call to the login API), for
 * the tests of what staff see once signed in; the next page opened is signed in. The sign-in
 * screen has tests of its own (admin-dashboard, admin-staff, admin-two-factor, screen-details).
 */
export async function signInByApi(
  page: Page,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
): Promise<void> {
  await useStaffSession(page.context(), await staffSession(page.request, username, password));
}

/** Opens `path` signed in (signInByApi), the dashboard unless told. */
export async function openSignedIn(
  page: Page,
  path = '/admin/dashboard',
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
): Promise<void> {
  await signInByApi(page, username, password);
  await page.goto(path);
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
  const created = await request.post('/api/admin/blog', {
    headers: await adminHeaders(request),
    data: { ...post, status: 'published', coverImage: '' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
