import { expect, test } from '@playwright/test';
import { openSignedIn, toasts } from './admin-support';

test('Blog Management without a token says so and goes to the login', async ({ page }) => {
  await page.goto('/admin/blog-management');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toasts(page).getByText('Please log in to access the admin dashboard.')).toBeVisible();
});

test('staff write, publish, edit, find and delete a post; markup in it stays text', async ({ page }) => {
  await openSignedIn(page);
  // The first spec to touch the blog: a fresh database has no posts.
  await page.goto('/admin/blog-management');
  await expect(page.getByTestId('blog-total')).toHaveText('0');
  await expect(page.getByText('No blog posts found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first post' })).toHaveAttribute('href', '/admin/blog/new');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();

  // Every message of the form, before anything is sent.
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Slug must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Excerpt must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Content must be at least 20 characters')).toBeVisible();

  const title = page.getByLabel('Title');
  const slug = page.getByLabel('Slug');
  await title.fill('Editor Journey: Pouf Care!');
  await expect(slug).toHaveValue('editor-journey-pouf-care');
  await title.fill('Editor Journey Pouf Care Tips');
  await expect(slug).toHaveValue('editor-journey-pouf-care-tips');
  await slug.fill('Bad Slug');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Slug must contain only lowercase letters, numbers, and hyphens')).toBeVisible();
  await slug.fill('editor-journey');
  await title.fill('Editor Journey Pouf Care Tips, Revised');
  await expect(slug).toHaveValue('editor-journey');

  const content = '<img src=x onerror="window.__editorXss = true; alert(1)">\nLine two of the post.';
  await page.getByLabel('Excerpt').fill('How staff write a post.');
  await page.getByLabel('Content').fill(content);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(toasts(page).getByText('Blog post created')).toBeVisible();
  await expect(
    toasts(page).getByText('Successfully created blog post: Editor Journey Pouf Care Tips, Revised'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A draft next to it, for the filter.
  await page.goto('/admin/blog/new');
  await page.getByLabel('Title').fill('Editor Draft Only');
  await page.getByLabel('Excerpt').fill('Not yet for the public.');
  await page.getByLabel('Content').fill('Draft content that is long enough.');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/blog-management');
  await expect(page.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Blog posts' }).locator('tbody tr');
  const journeyRow = rows.filter({ hasText: 'editor-journey' });
  await expect(journeyRow.getByText('Published')).toBeVisible();
  await expect(journeyRow.getByRole('cell', { name: /^\d{1,2}\/\d{1,2}\/\d{4}$/ }).first()).toBeVisible();
  await page.getByLabel('Status filter').click();
  await page.getByRole('option', { name: 'Drafts' }).click();
  await expect(rows.filter({ hasText: 'Editor Draft Only' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'editor-journey' })).toHaveCount(0);
  await page.getByLabel('Status filter').click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByLabel('Search blog posts').fill('how staff write');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('editor-journey');

  // The public pages show it, as text.
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    if (dialog.type() === 'confirm') return;
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Editor Journey Pouf Care Tips, Revised' })).toBeVisible();
  await expect(page.getByText('Editor Draft Only')).toHaveCount(0);
  await page.goto('/blog/editor-journey');
  await expect(page.getByTestId('blog-post-content')).toHaveText(content, { useInnerText: false });
  expect(await page.evaluate(() => (window as { __editorXss?: boolean }).__editorXss)).toBeUndefined();
  expect(dialogs).toBe(0);

  // Edit it.
  await page.goto('/admin/blog-management');
  await page.getByRole('link', { name: 'Editor Journey Pouf Care Tips, Revised' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveValue('editor-journey');
  await page.getByLabel('Title').fill('Editor Journey, Edited');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(toasts(page).getByText('Successfully updated blog post: Editor Journey, Edited')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Delete it after the confirmation.
  await page.goto('/admin/blog-management');
  await page.getByRole('button', { name: 'Actions for Editor Journey, Edited' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Are you sure you want to delete this blog post? This action cannot be undone.');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Blog post deleted successfully.')).toBeVisible();
  await expect(rows.filter({ hasText: 'editor-journey' })).toHaveCount(0);
  await page.goto('/blog/editor-journey');
  await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
});
