import { expect, test, type Page } from '@playwright/test';
import { hydrationErrors } from '../support/hydration-errors';
import { expectTakenOver, holdShellCode } from '../support/take-over';
import { waitlistFormReady } from '../support/waitlist-form';
import { publishPost } from './admin-support';

// The public pages arrive rendered (read with JavaScript off, as a link preview's
// crawler reads them), and the browser takes them over without a hydration error.
test.describe.configure({ mode: 'serial' });

const POST = {
  title: 'Rendered Before Any Script',
  slug: 'rendered-before-any-script',
  excerpt: 'This post reaches readers with its text already in the page.',
  content: 'Every word of this post is in the HTML the server sends.',
};

/** Console errors and uncaught exceptions while `visit` runs. */
async function errorsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await visit();
  return errors;
}

test.describe('server-rendered pages', () => {
  test.beforeAll(async ({ request }) => {
    await publishPost(request, POST);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page shows the hero, the pricing cards and the waitlist form', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'A Splash of Freshness Every Month' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Fresh Pouf home' })).toBeVisible();
      const pricing = page.locator('#pricing');
      for (const plan of ['Monthly', 'Bi-Monthly', 'Quarterly', 'Family']) {
        await expect(pricing.getByText(plan, { exact: true }).first()).toBeVisible();
      }
      for (const price of ['$8.99', '$6.74', '$9.99', '$7.49', '$12.99', '$9.74']) {
        await expect(pricing.getByText(price, { exact: true }).first()).toBeVisible();
      }
      const form = page.locator('#join-waitlist');
      for (const label of ['Full Name', 'Email', 'Plan']) {
        await expect(form.getByText(label, { exact: true }).first()).toBeVisible();
      }
      await expect(form.getByLabel('Full Name')).toBeVisible();
      await expect(form.getByLabel('Email')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'hello@freshpouf.com' })).toBeVisible();
      await expect(page.getByText('Fresh Pouf needs JavaScript to show this page.')).toBeHidden();
    });

    test('a post shows its title and text, and the blog lists it', async ({ page }) => {
      await page.goto(`/blog/${POST.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
      await expect(page.getByText(POST.excerpt)).toBeVisible();
      await expect(page.getByTestId('blog-post-content')).toHaveText(POST.content);
      await expect(page).toHaveTitle(`${POST.title} · Fresh Pouf`);

      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page.getByRole('heading', { name: POST.title })).toBeVisible();
    });
  });

  test('the pages are taken over with no hydration error in the console', async ({ page }) => {
    const checks: [string, () => Promise<void>][] = [
      [
        '/',
        async () => {
          await expect(
            page.getByRole('heading', { level: 1, name: 'A Splash of Freshness Every Month' }),
          ).toBeVisible();
          // An islands page: the browser takes over its one island, the waitlist form, as the reader nears it.
          await page.locator('#join-waitlist').scrollIntoViewIfNeeded();
          await waitlistFormReady(page);
        },
      ],
      ['/blog', () => expect(page.getByRole('heading', { name: POST.title })).toBeVisible()],
      [`/blog/${POST.slug}`, () => expect(page.getByTestId('blog-post-content')).toHaveText(POST.content)],
      ['/checkout', () => expect(page.getByRole('banner')).toBeVisible()],
      ['/admin/login', () => expect(page.getByLabel('Username')).toBeVisible()],
    ];
    for (const [path, shown] of checks) {
      const errors = await errorsDuring(page, async () => {
        await page.goto(path);
        await shown();
        // Hydrated: React owns the root (a click now runs handlers), then the network settles.
        // The landing page, the blog and /checkout are islands pages: React takes over only their islands.
        if (!['/', '/blog', `/blog/${POST.slug}`, '/checkout'].includes(path)) await expectTakenOver(page);
        await page.waitForLoadState('networkidle');
      });
      expect(hydrationErrors(errors), path).toEqual([]);
    }
  });

  test('the landing page is islands: no React owns it, its first view loads no remote code, and the header link scrolls to the pricing', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.startsWith('/mf/') || script.includes('bootstrap'))).toEqual([]);
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      ),
    ).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('a reader who scrolls before the page is taken over stays where they are', async ({ page }) => {
    // Hold the shell's code back until the reader has scrolled the server-rendered page.
    const release = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'A Splash of Freshness Every Month' })).toBeVisible();
    // Down to the waitlist form, whose island starts loading as it nears: held until released.
    const top = await page
      .locator('#join-waitlist')
      .evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
    await page.evaluate((y) => window.scrollTo(0, y), top);
    release();
    await waitlistFormReady(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(top);
  });

  test('what a visitor types before the page is taken over is kept, and is what signs up', async ({ page }) => {
    const release = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('#join-waitlist');
    const email = `quick-${Date.now()}@example.com`;
    await form.getByLabel('Full Name', { exact: true }).fill('Quick Typist');
    await form.getByLabel('Email', { exact: true }).fill(email);
    release();
    await waitlistFormReady(page);
    await page.waitForLoadState('networkidle');
    await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('Quick Typist');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Success!')).toBeVisible();
  });
});
