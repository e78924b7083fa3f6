import { readFile } from 'node:fs/promises';
import { STORAGE_KEYS } from '@fresh-pouf/contracts';
import { expect, test } from '@playwright/test';
import { signInToDashboard, toasts, uniqueEmail } from './admin-support';

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
      data: { fullName: `${tag} Quimby`, email, plan: 'family', isFamily: true, numberOfPoufs: 3, frequency: 'monthly', earlyBird: false, joinDate: '2026-11-21' },
    });
    expect(res.status()).toBe(201);

    await signInToDashboard(page);
    await page.getByRole('link', { name: 'Waitlist Entries' }).click();
    await expect(page).toHaveURL(/\/admin\/waitlist$/);
    await expect(page.getByRole('heading', { name: 'Waitlist Management' })).toBeVisible();

    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken);
    const stats = (await (await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })).json()) as { totalCount: number };
    await expect(page.getByTestId('waitlist-total')).toHaveText(stats.totalCount.toLocaleString('en-US'));

    const search = page.getByPlaceholder('Search by name, email or plan...');
    await search.fill(tag.toLowerCase());
    const rows = page.getByRole('region', { name: 'Waitlist entries' }).getByRole('row');
    await expect(rows).toHaveCount(2); // header + the one match
    const row = rows.nth(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Family');
    await expect(row.getByRole('cell').nth(4)).toHaveText('No');
    await expect(row.getByRole('cell').nth(5)).toHaveText('Yes');
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('cell').nth(7)).toHaveText('None'); // no subscription
    await expect(row.getByRole('cell').nth(8)).toHaveText('Direct'); // no source
    // Confirmed or not depends on the stack's double opt-in setting; the place is the newest's.
    await expect(row.getByRole('cell').nth(9)).toHaveText(/^(Yes|Not yet)$/);
    await expect(row.getByRole('cell').nth(10)).toHaveText(stats.totalCount.toLocaleString('en-US'));
    await expect(row.getByRole('cell').nth(11)).toHaveText('0'); // referrals
    await expect(row.getByRole('cell').nth(12)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?(AM|PM)$/);
    // Joined through the API without the form's consent header: nothing on record.
    await expect(row.getByRole('cell').nth(13)).toHaveText('None recorded');
    await search.fill('no-such-person-anywhere');
    // Issue 16, item 8: no match says so, instead of an empty table.
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
