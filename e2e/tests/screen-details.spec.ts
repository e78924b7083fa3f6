import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { waitlistFormReady } from '../support/waitlist-form';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { waitForScrollToSettle } from '../support/scroll';
import { openSignedIn, signIn, staffSession, toasts, uniqueEmail } from './admin-support';
import { joinByApi } from '../support/waitlist-api';

// Details of every screen at every width, found by walking the product: one test per defect, so each stays fixed.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 800 };
const TOAST_SENTENCES = [
  "You've been added to our waitlist!",
  "We've sent a confirmation email",
  "We'll contact you when we launch",
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function createPost(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const res = await request.post('/api/admin/blog', { headers: { authorization: `Bearer ${token}` }, data: fields });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; slug: string; title: string };
}

test.describe('visitors', () => {
  test.use({ viewport: PHONE });

  test('/success: no payment means nothing paid, with the way back; the button has room; never "Payment Successful!" unconfirmed', async ({
    page,
  }) => {
    await page.goto('/success');
    await expect(page.getByRole('heading', { name: 'No Payment Made', level: 1 })).toBeVisible();
    await expect(page.getByText('Nothing was paid on this visit.', { exact: false })).toBeVisible();
    await expect(page.getByText('Payment Successful!')).toHaveCount(0);
    const text = await box(page.getByRole('status').filter({ hasText: 'Nothing was paid' }));
    const home = await box(page.getByRole('link', { name: 'Return Home' }));
    expect(home.y - (text.y + text.height)).toBeGreaterThanOrEqual(16);
    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);

    // A payment the server cannot confirm (this one does not exist): it says so, in its heading too.
    await page.goto(
      '/success?payment_intent=pi_nope123&payment_intent_client_secret=pi_nope123_secret_x&redirect_status=succeeded',
    );
    await expect(page.getByRole('heading', { name: 'Payment Not Confirmed Yet', level: 1 })).toBeVisible();
    await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  });

  test('Early Bird ticked and a long address fit a phone; toasts stay below the header; success view and toast do not repeat each other', async ({
    page,
  }) => {
    await page.goto('/?earlyBird#join-waitlist');
    await waitForScrollToSettle(page);
    await waitlistFormReady(page);
    const section = page.locator('#join-waitlist');
    const submit = section.getByRole('button', { name: 'Continue to Early Bird Checkout' });
    for (const part of [
      section,
      submit,
      section.getByRole('checkbox', { name: /Early Bird/ }),
      section.getByLabel('Email', { exact: true }),
    ]) {
      const { x, width } = await box(part);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }

    await section.getByRole('checkbox', { name: /Early Bird/ }).click();
    await section.getByLabel('Full Name', { exact: true }).fill('Jamie Rivera');
    const email = `${Date.now()}`.padEnd(28, 'x') + '@example.com';
    await section.getByLabel('Email', { exact: true }).fill(email);
    await section.getByRole('button', { name: 'Join the Waitlist' }).click();
    const success = section.getByText("You're on the list!").locator('..');
    await expect(success).toBeVisible();
    const address = await box(success.getByText(email));
    expect(address.x + address.width).toBeLessThanOrEqual(PHONE.width);

    const toast = toasts(page).locator('li').first();
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    const header = await box(page.getByRole('banner'));
    const menu = await box(page.getByRole('button', { name: 'Open menu' }));
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(overlaps(toastBox, menu)).toBe(false);
    const shown = (await success.innerText()).replace(/\s+/g, ' ');
    for (const sentence of TOAST_SENTENCES) expect(shown).not.toContain(sentence);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });

  test('blog: a cover that fails hides itself; one <main>; the post names the tab; date, excerpt and body spaced at a readable measure', async ({
    page,
    request,
  }) => {
    const { token } = await staffSession(request);
    const post = await createPost(request, token, {
      title: 'Polish Rhythm Check',
      slug: `polish-rhythm-${Date.now()}`,
      excerpt: 'An excerpt long enough for the rule of ten characters.',
      content: 'A body paragraph that keeps going. '.repeat(40),
      status: 'published',
      coverImage: 'https://images.invalid/cover.jpg',
    });
    for (const path of ['/blog', `/blog/${post.slug}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Polish Rhythm Check' })).toBeVisible();
      await expect(page.locator('img[src="https://images.invalid/cover.jpg"]')).toHaveCount(0);
      await expect(page.locator('main')).toHaveCount(1);
    }
    await expect(page).toHaveTitle('Polish Rhythm Check · Fresh Pouf');
    await page.setViewportSize({ width: 1440, height: 900 });
    const date = await box(page.getByText(/^Published on /));
    const excerpt = await box(page.getByText('An excerpt long enough', { exact: false }));
    const body = await box(page.getByTestId('blog-post-content'));
    expect(excerpt.y - (date.y + date.height)).toBeGreaterThanOrEqual(16);
    expect(body.y - (excerpt.y + excerpt.height)).toBeGreaterThanOrEqual(16);
    // About 60 to 75 characters a line: at this font size, no wider than 45em.
    const measure = await page
      .getByTestId('blog-post-content')
      .evaluate((el) => el.getBoundingClientRect().width / parseFloat(getComputedStyle(el).fontSize));
    expect(measure).toBeLessThanOrEqual(45);
  });

  test('the 404 page says 404 once', async ({ page }) => {
    await page.goto('/nothing-here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
    const text = await page.getByRole('main').innerText();
    expect(text.match(/404/g)).toHaveLength(1);
  });

  test('diagnostics warn in warning colours', async ({ page }) => {
    await page.goto('/diagnostics');
    for (const word of ['Not configured', 'Failed']) {
      await expect(page.getByText(word, { exact: true }).first()).toHaveClass(/fp-badge--warning/);
    }
  });
});

test.describe('staff', () => {
  test('on a phone: one frame with current page and skip link, no User Management for editors, tables in their own scroller, stat numbers aligned, tabs on one line', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openSignedIn(page);
    await expect(page.getByTestId('totalCount')).toBeVisible();

    // 10: numbers on one line whatever the title length (at 1440 px, where the cards sit side by side).
    await page.setViewportSize({ width: 1440, height: 900 });
    const tops = await Promise.all(
      ['totalCount', 'earlyBirdCount', 'paidCount', 'familyPlanCount'].map(
        async (id) => (await box(page.getByTestId(id))).y,
      ),
    );
    expect(new Set(tops.map(Math.round)).size).toBe(1);
    await page.setViewportSize({ width: 320, height: 800 });
    const tabs = await Promise.all(
      ['Overview', 'Waitlist', 'Blog Posts'].map(async (name) => box(page.getByRole('tab', { name }))),
    );
    expect(new Set(tabs.map((t) => Math.round(t.y))).size).toBe(1);
    for (const tab of tabs) expect(tab.x + tab.width).toBeLessThanOrEqual(320);

    // 10: the Blog Posts tab keeps Create New Post and lists the latest posts with the way to all of them.
    const { token } = await staffSession(request);
    await createPost(request, token, {
      title: 'Latest On The Dashboard',
      slug: `latest-${Date.now()}`,
      excerpt: 'Ten or more characters.',
      content: 'Twenty characters or more of content.',
      status: 'draft',
    });
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await expect(page.getByRole('link', { name: 'Create New Post' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Latest On The Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Blog Management' })).toHaveAttribute(
      'href',
      '/admin/blog-management',
    );

    // 11: every staff screen in the same frame, the sidebar marking where one is, content of one width.
    const widths = new Set<number>();
    for (const [path, current] of [
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/waitlist', 'Waitlist Entries'],
      ['/admin/blog-management', 'Blog Management'],
      ['/admin/blog/new', 'Blog Management'],
      ['/admin/profile', 'My Account'],
      ['/admin/profile#users', 'User Management'],
      ['/admin/profile#security', 'Security Settings'],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await expect(nav.locator('[aria-current="page"]')).toHaveText(current);
      widths.add(Math.round((await box(page.locator('.fpa-content'))).width));
    }
    expect(widths.size).toBe(1);

    // 11: the skip link is the first stop and puts focus on the content.
    await page.goto('/admin/waitlist');
    await expect(page.getByRole('heading', { name: 'Waitlist Management' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // 7: on a phone the staff table scrolls inside its own box, and the two-factor button fits its card.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/admin/profile#users');
    const scroller = page.getByRole('region', { name: 'Staff users' });
    await expect(scroller).toBeVisible();
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.goto('/admin/profile#security');
    const card = page
      .getByRole('heading', { name: 'Two-Factor Authentication' })
      .locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " fp-card ")][1]');
    const button = await box(card.getByRole('button', { name: /Two-Factor Authentication/ }));
    const cardBox = await box(card);
    expect(button.x + button.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

    // 5: a toast on a phone leaves the staff bar and its menu button uncovered.
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page);
    const toast = toasts(page).locator('li').first();
    await expect(toast).toBeVisible();
    expect(overlaps(await box(toast), await box(page.getByRole('button', { name: 'Open menu' })))).toBe(false);
    expect((await box(toast)).y).toBeGreaterThanOrEqual(
      (await box(page.locator('.fpa-sidebar__top'))).y + (await box(page.locator('.fpa-sidebar__top'))).height,
    );

    // 9: an editor sees no User Management link anywhere.
    const editor = { username: `polish-editor-${Date.now()}`, password: 'polish-editor-password' };
    const created = await request.post('/api/admin/create-user', {
      headers: { authorization: `Bearer ${token}` },
      data: { ...editor, email: `${editor.username}@freshpouf.com`, fullName: 'Polish Editor', role: 'editor' },
    });
    expect(created.ok()).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await openSignedIn(page, '/admin/dashboard', editor.username, editor.password);
    for (const path of ['/admin/dashboard', '/admin/profile', '/admin/profile#users']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);
    }
  });

  test('waitlist search: the count follows the filter, no match says so; Bi-Monthly and a Pending badge', async ({
    page,
    request,
  }) => {
    const tag = `polishsearch${Date.now()}`;
    await joinByApi(request, {
      fullName: `${tag} One`,
      email: uniqueEmail(`${tag}-1`),
      plan: 'bi-monthly',
      frequency: 'bi-monthly',
    });
    await joinByApi(request, { fullName: `${tag} Two`, email: uniqueEmail(`${tag}-2`), frequency: 'monthly' });
    await openSignedIn(page, '/admin/waitlist');
    await expect(page.getByTestId('waitlist-total')).toHaveText(/^[\d,]+$/);
    const total = Number((await page.getByTestId('waitlist-total').innerText()).replace(/,/g, ''));
    const table = page.getByRole('region', { name: 'Waitlist entries' });
    await page.getByLabel('Search waitlist').fill(tag);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByText(`Showing 2 of ${total.toLocaleString('en-US')} entries`)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: `${tag} One` });
    await expect(row.getByRole('cell', { name: 'Bi-Monthly', exact: true })).toBeVisible();
    await expect(row.locator('.fp-badge', { hasText: 'Pending' })).toBeVisible();

    await page.getByLabel('Search waitlist').fill(`${tag}-nobody`);
    await expect(page.getByText(`No entries match “${tag}-nobody”`)).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${total.toLocaleString('en-US')} entries`)).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Bi-Monthly', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Bi-monthly', { exact: true })).toHaveCount(0);
  });

  test('login marks short fields inline before any call and clears a refused password', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/login')) calls += 1;
    });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(calls).toBe(0);

    await page.getByLabel('Username').fill(`nobody-${Date.now()}`);
    await page.getByLabel('Password').fill('a-wrong-password');
    await expect(page.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toasts(page).getByText('Login failed')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
    expect(calls).toBe(1);
  });

  test('deleting a post asks in a dialog, by keyboard too; Cancel keeps it', async ({ page, request }) => {
    const { token } = await staffSession(request);
    const post = await createPost(request, token, {
      title: `Dialog Keeps Me ${Date.now()}`,
      slug: `dialog-keeps-${Date.now()}`,
      excerpt: 'Ten or more characters.',
      content: 'Twenty characters or more of content.',
      status: 'draft',
    });
    await openSignedIn(page, '/admin/blog-management');
    // The row's actions are one menu: open it from the keyboard, then Delete.
    const actions = page.getByRole('button', { name: `Actions for ${post.title}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Are you sure you want to delete this blog post? This action cannot be undone.');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(actions).toBeFocused();
    await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken)).toBeTruthy();
  });

  test('a published post renamed in the editor: the editor says the old address will redirect, and it answers 301, page and API', async ({
    page,
    request,
  }) => {
    const { token } = await staffSession(request);
    const stamp = Date.now();
    const post = await createPost(request, token, {
      title: `Moving Post ${stamp}`,
      slug: `moving-post-${stamp}`,
      excerpt: 'Ten or more characters.',
      content: 'Twenty characters or more of content.',
      status: 'published',
    });
    await openSignedIn(page, `/admin/blog/${post.id}`);
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
    await page.getByLabel('Title').fill(`Moved Post ${stamp}`);
    const newSlug = `moved-post-${stamp}`;
    await expect(page.getByLabel('Slug')).toHaveValue(newSlug);
    const notice = page.getByText(`old address /blog/${post.slug} will redirect to /blog/${newSlug}`, { exact: false });
    await expect(notice).toBeVisible();
    // Under the slug field, and read with it.
    expect((await box(notice)).y).toBeGreaterThan((await box(page.getByLabel('Slug'))).y);
    await expect(page.getByLabel('Slug')).toHaveAttribute(
      'aria-describedby',
      new RegExp(String(await notice.getAttribute('id'))),
    );
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const pageAnswer = await request.get(`/blog/${post.slug}?from=mail`, { maxRedirects: 0 });
    expect(pageAnswer.status()).toBe(301);
    expect(pageAnswer.headers().location).toBe(`/blog/${newSlug}?from=mail`);
    const apiAnswer = await request.get(`/api/blog/${post.slug}`, { maxRedirects: 0 });
    expect(apiAnswer.status()).toBe(301);
    expect(apiAnswer.headers().location).toBe(`/api/blog/${newSlug}`);

    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
    await expect(page.getByRole('heading', { name: `Moved Post ${stamp}`, level: 1 })).toBeVisible();
    // The rule of the spec is unchanged: a new title still brings a new slug, only the old address keeps working.
    expect((await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).status()).toBe(301);
  });
});
