import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffSession } from './admin-support';

// One database for the whole run: the empty state is checked before any post exists.
test.describe.configure({ mode: 'serial' });

async function createPost(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const res = await request.post('/api/admin/blog', { headers: { authorization: `Bearer ${token}` }, data: fields });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

test.describe('public blog', () => {
  test('a fresh database shows the empty state and Back to Home', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByText('No blog posts found')).toBeVisible();
    await expect(page.getByText("We're working on creating valuable content for you. Check back soon!")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('published posts are listed and readable; drafts are not found; markup is shown as text', async ({
    page,
    request,
  }) => {
    const { token } = await staffSession(request);
    const xss = '<img src=x onerror="window.__blogXss = true; alert(1)">\n\n    indented line';
    await createPost(request, token, {
      title: 'Markup Stays Text',
      slug: 'markup-stays-text',
      excerpt: 'This post holds markup in its content.',
      content: xss,
      status: 'published',
      coverImage: '',
    });
    await createPost(request, token, {
      title: 'Hidden Draft Post',
      slug: 'hidden-draft-post',
      excerpt: 'Nobody outside should see this.',
      content: 'A draft is not for the public eye yet.',
      status: 'draft',
      coverImage: '',
    });

    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });

    // The list's speculation rules are admitted by the site's policy: a refused rule set is a
    // console error, and the posts would not be fetched before the tap.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/blog');
    const card = page.getByTestId('blog-post-card');
    await expect(card).toHaveCount(1);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await expect(card.getByRole('heading', { name: 'Markup Stays Text' })).toBeVisible();
    await expect(page.getByText('Hidden Draft Post')).toHaveCount(0);
    await card.getByRole('link', { name: 'Read More' }).click();

    await expect(page).toHaveURL(/\/blog\/markup-stays-text$/);
    await expect(page.getByRole('heading', { name: 'Markup Stays Text', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Published on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const content = page.getByTestId('blog-post-content');
    await expect(content).toHaveText(xss, { useInnerText: false });
    await expect(content.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __blogXss?: boolean }).__blogXss)).toBeUndefined();
    expect(dialogs).toBe(0);

    await page.getByRole('link', { name: 'Back to Blog List' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    await page.goto('/blog/hidden-draft-post');
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
  });

  test('the RSS feed and sitemap list published posts only; a post page is served with its preview tags', async ({
    request,
  }) => {
    const rss = await request.get('/blog/rss.xml');
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toMatch(/application\/rss\+xml/);
    const feed = await rss.text();
    expect(feed).toContain('<rss version="2.0"');
    expect(feed).toContain('/blog/markup-stays-text</link>');
    expect(feed).not.toContain('hidden-draft-post');

    const map = await (await request.get('/sitemap.xml')).text();
    expect(map).toContain('<urlset');
    expect(map).toContain('/blog/markup-stays-text</loc>');
    expect(map).not.toContain('hidden-draft-post');

    const page = await (await request.get('/blog/markup-stays-text')).text();
    expect(page).toContain('<title>Markup Stays Text · Fresh Pouf</title>');
    expect(page).toContain('<meta property="og:title" content="Markup Stays Text · Fresh Pouf">');
    expect(page).toContain('<meta property="og:description" content="This post holds markup in its content.">');
    const draft = await (await request.get('/blog/hidden-draft-post')).text();
    expect(draft).not.toContain('og:title');
  });
});
