import { expect, test } from '@playwright/test';
import { expectTakenOver } from '../support/take-over';

test.describe('shell', () => {
  test('an unknown path shows the 404 screen with HTTP status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'A Splash of Freshness Every Month' })).toBeVisible();
  });

  test('a known route answers 200', async ({ request }) => {
    for (const path of ['/', '/blog', '/blog/some-post', '/checkout', '/success', '/admin/login']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('a remote whose files are blocked shows the fallback; the header still works; Retry recovers', async ({
    page,
  }) => {
    // /unsubscribe is taken over whole (not an islands page): its remote's files are needed for that.
    let blocked = true;
    await page.route('**/mf/marketing/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/unsubscribe');
    await expect(page.getByRole('alert').getByText("This part of the page didn't load")).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Blog', exact: true }).first()).toBeVisible();
    await header.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goBack();
    // Back on /unsubscribe the remote is still blocked: the fallback must be up before it is
    // unblocked, or the page could load by itself and there would be no Retry to press.
    await expect(page.getByRole('alert').getByText("This part of the page didn't load")).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  });

  test('a remote that is not released yet says so, and leaving it shows the next page normally', async ({ page }) => {
    // As if the blog had not shipped: the gateway's runtime configuration lists no blog.
    await page.route('**/mf/remotes.json', async (route) => {
      const config = (await (await route.fetch()).json()) as { remotes: Record<string, string> };
      delete config.remotes.blog;
      await route.fulfill({ json: config, headers: { 'cache-control': 'no-cache' } });
    });
    // From a page taken over whole (islands pages' links load pages anew).
    await page.goto('/unsubscribe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A click before the page is taken over is a plain link: a fresh load, which the test is not about.
    await expectTakenOver(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('alert').getByText("This part of Fresh Pouf isn't open yet")).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing', exact: true })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('unknown staff paths are the 404 screen', async ({ page }) => {
    for (const path of ['/admin', '/admin/nothing-here']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    }
  });

  test('security and caching headers', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers()['content-security-policy']).toContain('https://js.stripe.com');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['x-request-id']).toBeTruthy();
    const manifest = await request.get('/mf/marketing/mf-manifest.json');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const remoteEntry = await request.get('/mf/marketing/remoteEntry.js');
    expect(remoteEntry.headers()['cache-control']).toBe('no-cache');
    const body = (await manifest.json()) as { shared: { assets: { js: { sync: string[] } } }[] };
    const chunk = body.shared.flatMap((s) => s.assets.js.sync)[0];
    expect(chunk).toBeTruthy();
    const asset = await request.get(`/mf/marketing/${chunk}`);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});
