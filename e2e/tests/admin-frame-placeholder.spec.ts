import { expect, type Page, type Route, test } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from '../support/screen-checks';
import { staffSession, useStaffSession } from './admin-support';

// A staff screen opened from a bookmark shows its frame with the page (the placeholder mf-admin's
// build published, put in by the gateway), not a spinner on a blank page, and its numbers are
// asked for before the staff area's code has arrived. The code is held back here to see it.

/** Holds every script of the admin remote until `release()`: the page is as on a slow phone. */
async function holdAdminCode(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/mf\/admin\/.+\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  return found && { x: Math.round(found.x), y: Math.round(found.y) };
};

test.describe("the staff frame's placeholder", () => {
  test('signed in on a phone: the frame at once, the numbers shown before the code, then the real frame in its place', async ({
    page,
    request,
  }) => {
    await useStaffSession(page.context(), await staffSession(request));
    await page.setViewportSize({ width: 375, height: 740 });
    const statsAsked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/admin/stats') statsAsked.push(r.url());
    });
    const code = await holdAdminCode(page);
    await page.goto('/admin/dashboard');

    const placeholder = page.locator('#fp-page-placeholder');
    await expect(placeholder.getByText('Fresh Pouf Admin')).toBeVisible();
    await expect(placeholder.getByText('Dashboard', { exact: true }).last()).toBeVisible();
    await expect(page.locator('.shell-remote-loading')).toHaveCount(0);
    // The numbers are on their way while the code is not, and show as they arrive, in the
    // placeholder's cards, where the screen will draw them.
    await expect.poll(() => statsAsked.length).toBe(1);
    const firstTotal = placeholder.locator('[data-first-count="totalCount"]');
    await expect(firstTotal).toHaveText(/^\d[\d,]*$/);
    const shownFirst = (await firstTotal.textContent()) ?? '';
    await expect(placeholder.locator('[data-first-count="paidCount"]')).toHaveText(/^\d[\d,]*$/);
    await expect(placeholder.getByText('Total Waitlist Sign-ups')).toBeVisible();
    // A picture: nobody reads it out, and the keyboard never lands in it.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#fp-page-placeholder') ?? null)).toBeNull();
    // All a screen reader has meanwhile is the status; the page-level rules that want a main
    // landmark and a heading (the loading state had neither under the spinner either) wait for the frame.
    await expect(page.getByRole('status')).toHaveText('Loading…');
    expect(await axeViolations(page, ['landmark-one-main', 'page-has-heading-one'])).toEqual([]);
    const brandBefore = await box(page, '#fp-page-placeholder .fpa-sidebar__brand');
    const titleBefore = await box(page, '#fp-page-placeholder h1');
    const totalBefore = await box(page, '#fp-page-placeholder [data-first-count="totalCount"]');

    await code.release();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    // The same answer, drawn by the screen where the placeholder showed it.
    await expect(page.getByTestId('totalCount')).toHaveText(shownFirst);
    // The frame took the placeholder's place: the brand, the heading and the numbers did not move.
    expect(await box(page, '.fpa-sidebar__brand')).toEqual(brandBefore);
    expect(await box(page, 'main h1')).toEqual(titleBefore);
    expect(await box(page, '[data-testid="totalCount"]')).toEqual(totalBefore);
    // The early answer was the screen's: the stats were asked once.
    expect(statsAsked).toHaveLength(1);
    await expectNoAxeViolations(page, 'dashboard, 375 px');
  });

  test('signed out: nothing is asked of the staff API, and the page still goes to the login', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/admin/')) asked.push(r.url());
    });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.locator('#fp-page-placeholder')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
  test('signed in: every script the dashboard runs before its numbers was named by the page', async ({
    page,
    request,
  }) => {
    await useStaffSession(page.context(), await staffSession(request));
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('totalCount')).toHaveText(/^\d[\d,]*$/);
    // A script the browser met only once another had run (a shared module's own imports, say)
    // is one more round trip before the numbers. The page's own scripts and the App's on-demand
    // chunks (the chart's library) are the only ones fetched without a preload.
    const found = await page.evaluate(() => ({
      inPage: [...document.scripts].map((script) => script.src && new URL(script.src).pathname),
      late: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
    }));
    const manifest = (await (await request.get('/mf/admin/mf-manifest.json')).json()) as {
      exposes: { name: string; assets: { js: { async: string[] } } }[];
    };
    const onDemand = manifest.exposes
      .filter((expose) => expose.name === 'App')
      .flatMap((expose) => expose.assets.js.async.map((file) => `/mf/admin/${file}`));
    expect(found.late.filter((path) => !found.inPage.includes(path) && !onDemand.includes(path))).toEqual([]);
  });
});
