import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { checkScreen } from '../support/screen-checks';
import { adminHeaders, openSignedIn, publishPost, signInByApi, toasts, uniqueEmail } from './admin-support';
import { joinByApi } from '../support/waitlist-api';

// The staff screens: each test checks what a staff member
// sees, at the widths the issue names.

const DESKTOP = { width: 1280, height: 900 };
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const SMALLEST = { width: 320, height: 700 };

/** A family Early Bird sign-up: the widest row of the staff tables. */
const join = (request: APIRequestContext, fullName: string, email: string) =>
  joinByApi(request, {
    fullName,
    email,
    plan: 'family',
    earlyBird: true,
    isFamily: true,
    numberOfPoufs: 4,
    frequency: 'bi-monthly',
    joinDate: '2026-11-21',
  });

/** A staff account of its own per test, so a role or a failure never leaks into another test. */
async function createStaff(request: APIRequestContext, role: 'admin' | 'editor') {
  const user = {
    username: `${role}${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`,
    password: `${role}-password-25`,
    fullName: `Staff ${role}`,
  };
  const res = await request.post('/api/admin/create-user', {
    headers: await adminHeaders(request),
    data: { ...user, email: `${user.username}@freshpouf.com`, role },
  });
  expect(res.status()).toBe(201);
  return user;
}

/** The region's own box: what fits without scrolling it sideways. */
const scrollsSideways = (region: Locator) => region.evaluate((el) => el.scrollWidth > el.clientWidth);
const isCutShort = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);
const detail = (panel: Locator, term: string) =>
  panel.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function searchWaitlist(page: Page, text: string) {
  await page.goto('/admin/waitlist');
  await page.getByLabel('Search waitlist').fill(text);
  const rows = page.getByRole('region', { name: 'Waitlist entries' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  return rows.nth(1);
}

test.describe('staff tables at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the waitlist: the first columns fit, a long name is cut with the whole kept, actions in a menu, the rest in a detail panel', async ({
    page,
    request,
  }) => {
    const tag = `Dense${Date.now()}`;
    const fullName = `${tag} Maximiliana Alessandra Worthington-Featherstonehaugh`;
    const email = uniqueEmail(`${tag.toLowerCase()}.someone-with-a-rather-long-address`);
    await join(request, fullName, email);
    await openSignedIn(page, '/admin/waitlist');
    const table = page.getByRole('region', { name: 'Waitlist entries' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID',
      'Name',
      'Plan',
      'Payment',
      'Confirmed',
      'Joined',
      'Actions',
    ]);
    // The last column's name is for screen readers: the column is as narrow as its buttons.
    await expect(table.getByRole('columnheader', { name: 'Actions' }).locator('.fp-visually-hidden')).toHaveCount(1);
    expect(await scrollsSideways(table)).toBe(false);

    const row = await searchWaitlist(page, tag);
    // One row a line of text tall (name over address), not 110 px of stacked buttons.
    expect((await row.boundingBox())?.height).toBeLessThan(70);
    const name = row.getByRole('button', { name: fullName, exact: true });
    await expect(name).toHaveAttribute('title', fullName);
    expect(await isCutShort(name)).toBe(true);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Family (4 poufs)');
    await expect(row.getByRole('cell').nth(3)).toHaveText('PendingEarly Bird');
    const actions = row.getByRole('button', { name: /^Actions for / });
    await row.scrollIntoViewIfNeeded();
    await expect(actions).toBeInViewport({ ratio: 1 });

    await actions.click();
    await expect(page.getByRole('menuitem')).toHaveText(['View details', 'Export data', 'Erase']);
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const panel = page.getByRole('dialog', { name: fullName });
    await expect(panel).toContainText(email);
    await expect(detail(panel, 'Plan')).toHaveText('Family (4 poufs)');
    await expect(detail(panel, 'Early Bird')).toHaveText('Yes');
    await expect(detail(panel, 'Source')).toHaveText('Direct');
    await expect(detail(panel, 'Referrals')).toHaveText('0 confirmed sign-ups through their link');
    await expect(detail(panel, 'Privacy Policy')).toHaveText('None recorded');
    await expect(detail(panel, 'Payment')).toHaveText('Pending');
    // What was sent to them: the sign-up's confirmation, waiting in the outbox (this stack has no e-mail provider).
    await expect(panel.getByRole('region', { name: 'E-mails' }).getByRole('listitem')).toHaveText([
      /^Confirm your placeTransactional · queued .+Queued$/,
    ]);
    await expect(panel.getByRole('button', { name: `Export data of ${fullName}` })).toBeVisible();
    await expect(panel.getByRole('button', { name: `Erase ${fullName}` })).toBeVisible();
    // Escape closes it and the keyboard is back where it was.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(actions).toBeFocused();
  });

  test('blog management: a long title is cut, so Status, the dates and the actions stay on screen', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const title = `A Very Long Title ${stamp} About Keeping Every Shower Pouf Fresh, Bright And Clean Through Every Season Of The Year`;
    const id = await publishPost(request, {
      title,
      slug: `very-long-title-${stamp}`,
      excerpt: 'Ten or more characters.',
      content: 'Twenty characters or more of content.',
    });
    await openSignedIn(page, '/admin/blog-management');
    await page.getByLabel('Search blog posts').fill(String(stamp));
    const table = page.getByRole('region', { name: 'Blog posts' });
    const row = table.locator('tbody tr');
    await expect(row).toHaveCount(1);
    expect(await scrollsSideways(table)).toBe(false);
    const link = row.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('title', title);
    expect(await isCutShort(link)).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByText('Published')).toBeInViewport({ ratio: 1 });
    const actions = row.getByRole('button', { name: `Actions for ${title}` });
    await expect(actions).toBeInViewport({ ratio: 1 });
    await actions.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}$`));
  });
});

test.describe('a refused sign-in', () => {
  test.use({ viewport: PHONE });

  test('says the server\'s reason above the fields, marks no "too short" password, and keeps the keyboard on the password', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Admin Login · Fresh Pouf');
    await page.getByLabel('Username').fill(`nobody-${Date.now()}`);
    await page.getByLabel('Password').fill('sixteen-chars-xx');
    await page.getByRole('button', { name: 'Login' }).click();
    const form = page.locator('form');
    await expect(form.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(form.getByRole('alert')).toBeInViewport();
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
    // The toast of docs/product/staff-area.md#staff-messages still says it too.
    await expect(toasts(page).getByText('Login failed')).toBeVisible();
  });
});

test.describe('focus after an action', () => {
  test.use({ viewport: WIDE });

  test("erasing from a row's menu moves focus to what happened; the row then offers nothing to export or erase (item 7)", async ({
    page,
    request,
  }) => {
    const tag = `Erasable${Date.now()}`;
    await join(request, `${tag} Person`, uniqueEmail(tag.toLowerCase()));
    await signInByApi(page);
    let row = await searchWaitlist(page, tag);
    const id = (await row.getByRole('cell').first().textContent()) ?? '';
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Erase' }).click();
    const ask = page.getByRole('alertdialog', { name: `Erase ${tag} Person?` });
    await ask.getByRole('button', { name: 'Erase' }).click();
    await expect(toasts(page).getByText('Data erased')).toBeVisible();
    // The erased row has left the search's results, and the menu with it.
    const outcome = page.getByRole('status').filter({ hasText: `Entry #${id}: Erased.` });
    await expect(outcome).toBeFocused();

    row = await searchWaitlist(page, `erased-${id}@erased.invalid`);
    await expect(row).toContainText('Personal data erased');
    await row.getByRole('button', { name: /^Actions for Erased/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View details']);
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const panel = page.getByRole('dialog', { name: 'Erased' });
    // The panel's e-mail history has a status of its own while it loads: this one is the entry's.
    await expect(panel.getByRole('status').filter({ hasText: /^Erased: / })).toHaveText(
      'Erased: nothing of this person is left to export or erase.',
    );
    await expect(panel.getByRole('button', { name: /^(Export data|Erase)/ })).toHaveCount(0);
  });

  test('erasing in the detail panel moves focus to the sentence that says what happened', async ({ page, request }) => {
    const tag = `PanelErase${Date.now()}`;
    await join(request, `${tag} Person`, uniqueEmail(tag.toLowerCase()));
    await signInByApi(page);
    const row = await searchWaitlist(page, tag);
    await row.getByRole('button', { name: `${tag} Person`, exact: true }).click();
    // Named after the person, then after what is left of them.
    const panel = page.getByRole('dialog', { name: /Person$|^Erased$/ });
    await expect(panel).toHaveAccessibleName(`${tag} Person`);
    await panel.getByRole('button', { name: `Erase ${tag} Person` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click();
    const outcome = panel.getByRole('status').filter({ hasText: /^Erased\./ });
    await expect(outcome).toHaveText(/^Erased\./);
    await expect(outcome).toBeFocused();
    await expect(panel).toHaveAccessibleName('Erased');
    await expect(panel.getByRole('button', { name: /^(Export data|Erase)/ })).toHaveCount(0);
  });

  test('a failed save in the blog editor focuses the first field to fix, and a fixed field loses its message', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/blog/new');
    await page.getByLabel('Excerpt').fill('Long enough excerpt.');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Content must be at least 20 characters')).toBeVisible();
    await page.getByLabel('Title').fill('Fixed');
    // The title is fixed (and the slug that follows it): their messages go; content's stays.
    await expect(page.getByText('Title must be at least 3 characters')).toHaveCount(0);
    await expect(page.getByText('Slug must be at least 3 characters')).toHaveCount(0);
    await expect(page.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Content must be at least 20 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByLabel('Content')).toBeFocused();
  });
});

test.describe("4. an editor at an admin's screen", () => {
  for (const viewport of [SMALLEST, PHONE, WIDE]) {
    test(`at ${viewport.width} px, Stripe Events and Announcements say by name that they are for admins, and ask the server nothing`, async ({
      page,
      request,
    }) => {
      const editor = await createStaff(request, 'editor');
      await openSignedIn(page, '/admin/dashboard', editor.username, editor.password);
      await page.setViewportSize(viewport);
      const refused: string[] = [];
      page.on('response', (res) => {
        if (res.status() === 403) refused.push(res.url());
      });
      await page.goto('/admin/stripe-events');
      await expect(page.getByRole('heading', { level: 1, name: 'Stripe Events' })).toBeVisible();
      await expect(page.getByText('Admins only')).toBeVisible();
      await expect(
        page.getByText('Only an admin can see Stripe Events, replay one, or check subscriptions against Stripe.'),
      ).toBeVisible();
      await expect(page.getByText('No Stripe events')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Check subscriptions against Stripe' })).toHaveCount(0);
      await checkScreen(page, `Stripe Events for an editor at ${viewport.width} px`);

      await page.goto('/admin/announcements');
      await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
      await expect(page.getByText('Only an admin can write and send announcements to the list.')).toBeVisible();
      await checkScreen(page, `Announcements for an editor at ${viewport.width} px`);
      expect(refused).toEqual([]);
    });
  }
});

test.describe('navigation', () => {
  test('at 375 px Escape closes the staff menu and gives the keyboard back to its button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Waitlist Entries' })).toBeVisible();
    await nav.getByRole('link', { name: 'Waitlist Entries' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Waitlist Entries' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test("ways back are links drawn as buttons: the editor's Back to Dashboard and Cancel, the blog's Back buttons and Home", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    await publishPost(request, {
      title: `Links Post ${stamp}`,
      slug: `links-post-${stamp}`,
      excerpt: 'Ten or more characters.',
      content: 'Twenty characters or more of content.',
    });
    await openSignedIn(page, '/admin/blog/new');
    for (const name of ['Back to Dashboard', 'Cancel']) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', '/admin/dashboard');
      await expect(link).toHaveClass(/fp-button/);
    }
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.goto(`/blog/links-post-${stamp}`);
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'Back to Blog List' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    for (const name of ['Back to Home', '← Back to Blog', 'Back to Blog List', 'Home'])
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  });
});

test.describe('times say their zone', () => {
  test.use({ viewport: DESKTOP, timezoneId: 'America/New_York' });

  test("the waitlist writes New York times with their zone; the funnel's days say they are UTC", async ({
    page,
    request,
  }) => {
    const tag = `Zoned${Date.now()}`;
    await join(request, `${tag} Person`, uniqueEmail(tag.toLowerCase()));
    await signInByApi(page);
    const row = await searchWaitlist(page, tag);
    await expect(row.getByRole('cell').nth(5)).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?(AM|PM) E[SD]T$/,
    );
    await page.goto('/admin/dashboard');
    const funnel = page.getByTestId('funnel');
    await funnel.getByText('Show the days as a table').click();
    await expect(funnel.getByRole('columnheader', { name: 'Day (UTC)' })).toBeVisible();
  });
});
