import { readFile } from 'node:fs/promises';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { expect, test } from '@playwright/test';
import { openSignedIn, toasts, uniqueEmail } from './admin-support';

test.describe('waitlist management', () => {
  test('without a token it says so and goes to the login', async ({ page }) => {
    await page.goto('/admin/waitlist');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toasts(page).getByText('Authentication required')).toBeVisible();
  });

  test('total, local search, badges, dates and the CSV export', async ({ page, request }) => {
    const tag = `Zed${Date.now()}`;
    const email = uniqueEmail('wl');
    const res = await request.post('/api/waitlist', {
      data: {
        fullName: `${tag} Quimby`,
        email,
        plan: 'family',
        isFamily: true,
        numberOfPoufs: 3,
        frequency: 'monthly',
        earlyBird: false,
        joinDate: '2026-11-21',
      },
    });
    expect(res.status()).toBe(201);

    await openSignedIn(page);
    await page.getByRole('link', { name: 'Waitlist Entries' }).click();
    await expect(page).toHaveURL(/\/admin\/waitlist$/);
    await expect(page.getByRole('heading', { name: 'Waitlist Management' })).toBeVisible();

    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken);
    const stats = (await (
      await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { totalCount: number };
    await expect(page.getByTestId('waitlist-total')).toHaveText(stats.totalCount.toLocaleString('en-US'));

    const search = page.getByPlaceholder('Search by name, email or plan...');
    await search.fill(tag.toLowerCase());
    const rows = page.getByRole('region', { name: 'Waitlist entries' }).getByRole('row');
    await expect(rows).toHaveCount(2); // header + the one match
    const row = rows.nth(1);
    // The columns staff read first; the rest is in the entry's detail panel.
    await expect(row.getByRole('cell')).toHaveText([
      /^\d+$/,
      `${tag} Quimby${email}`,
      'Family (3 poufs)',
      'Pending',
      /^(Yes|Not yet)$/, // confirmed or not depends on the stack's double opt-in setting
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?(AM|PM) [A-Z]{2,5}$/,
      '',
    ]);
    await row.getByRole('button', { name: `${tag} Quimby`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: `${tag} Quimby` });
    const detail = (term: string) =>
      panel.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(detail('Family plan')).toHaveText('Yes');
    await expect(detail('Early Bird')).toHaveText('No');
    await expect(detail('Subscription')).toHaveText('None');
    await expect(detail('Source')).toHaveText('Direct');
    // The newest entry is last in line.
    await expect(detail('Position')).toHaveText(stats.totalCount.toLocaleString('en-US'));
    await expect(detail('Referrals')).toHaveText('0 confirmed sign-ups through their link');
    // Joined through the API without the form's consent header: nothing on record.
    await expect(detail('Privacy Policy')).toHaveText('None recorded');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await search.fill('no-such-person-anywhere');
    // No match says so, instead of an empty table.
    await expect(page.getByText('No entries match “no-such-person-anywhere”')).toBeVisible();
    await expect(rows).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    expect(csv).toContain(email);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(stats.totalCount + 1);
  });
});
