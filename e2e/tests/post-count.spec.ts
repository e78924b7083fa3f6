import { expect, test } from '@playwright/test';
import { openSignedIn, publishPost } from './admin-support';

// A newcomer's example: the public count through the gateway, and the staff screen showing it.
test('the published-posts count, public and on its staff screen', async ({ page, request }) => {
  await publishPost(request, {
    title: 'Counted Post',
    slug: `counted-${Date.now()}`,
    excerpt: 'Ten or more characters.',
    content: 'Twenty characters or more of content.',
  });
  const counted = await request.get('/api/blog-count');
  expect(counted.status()).toBe(200);
  expect(await counted.json()).toEqual({ published: 1 });

  await openSignedIn(page, '/admin/post-count');
  await expect(page.getByRole('heading', { level: 1, name: 'Published posts' })).toBeVisible();
  await expect(page.getByText('1 post is published.')).toBeVisible();
  await expect(page).toHaveTitle('Published posts · Fresh Pouf');
  await expect(page.getByRole('navigation', { name: 'Admin' }).locator('[aria-current="page"]')).toHaveText(
    'Published posts',
  );
});
