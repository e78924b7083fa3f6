import { encodeAttribution, STORAGE_KEYS, type AdminFunnel, type AdminStats } from '@fresh-pouf/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkScreen, WIDTHS } from '../support/screen-checks';
import { openSignedIn, uniqueEmail } from './admin-support';

// The Overview's funnel chart and sources table, against the API's numbers.

const campaign = `funnel-${Date.now()}`;

async function signUpFromCampaign(request: APIRequestContext, i: number) {
  const res = await request.post('/api/waitlist', {
    headers: {
      'x-signup-attribution': encodeAttribution({ utmSource: 'e2e', utmMedium: 'email', utmCampaign: campaign }),
    },
    data: {
      fullName: `Funnel Person ${i}`,
      email: uniqueEmail(`funnel-${i}`),
      plan: 'monthly',
      isFamily: false,
      numberOfPoufs: 1,
      frequency: 'monthly',
      earlyBird: i === 0,
      joinDate: '2026-11-21',
    },
  });
  expect(res.status()).toBe(201);
}

async function apiOf(page: Page, request: APIRequestContext) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken);
  const get = async <T>(path: string) =>
    (await (await request.get(path, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  return {
    stats: () => get<AdminStats>('/api/admin/stats'),
    funnel: (days: 30 | 90) => get<AdminFunnel>(`/api/admin/stats/funnel?days=${days}`),
  };
}

const sum = (funnel: AdminFunnel, key: 'signUps' | 'confirmed' | 'earlyBird' | 'paid') =>
  funnel.daily.reduce((n, d) => n + d[key], 0);
const fmt = (n: number) => n.toLocaleString('en-US');

test.describe('the sign-up funnel on the dashboard', () => {
  test.beforeAll(async ({ request }) => {
    for (const i of [0, 1, 2]) await signUpFromCampaign(request, i);
  });

  test('shows the chart with the API numbers, switches to 90 days, and lists the sources', async ({
    page,
    request,
  }) => {
    await openSignedIn(page);
    const api = await apiOf(page, request);
    const funnel = page.getByTestId('funnel');
    const chart = funnel.getByTestId('funnel-chart');
    await expect(chart.locator('canvas')).toBeVisible();

    const totals = funnel.getByTestId('funnel-totals');
    const total = (label: string) => totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    const month = await api.funnel(30);
    expect(sum(month, 'signUps')).toBeGreaterThanOrEqual(3);
    await expect(total('Sign-ups')).toHaveText(fmt(sum(month, 'signUps')));
    await expect(total('Early Bird')).toContainText(fmt(sum(month, 'earlyBird')));

    // Pointing at the right end of the plot reads today's numbers out.
    const today = month.daily.at(-1);
    await chart.scrollIntoViewIfNeeded();
    const plot = await chart.boundingBox();
    // uPlot's plotting area (inside the axes): its right edge is today.
    const area = await chart.locator('.u-over').boundingBox();
    if (!plot || !area || !today) throw new Error('no chart or no days');
    expect(plot.width).toBeGreaterThan(300);
    expect(plot.height).toBeGreaterThan(200);
    await page.mouse.move(area.x + area.width - 1, area.y + area.height / 2);
    await expect(funnel.locator('figcaption')).toHaveText(
      new RegExp(`^[A-Z][a-z]{2} \\d{1,2} \\(UTC\\): ${fmt(today.signUps)} sign-ups, `),
    );

    await funnel.getByText('Show the days as a table').click();
    await expect(funnel.getByRole('region', { name: 'Sign-ups per day, last 30 days' }).getByRole('row')).toHaveCount(
      31,
    );

    await funnel.getByRole('radio', { name: 'Last 90 days' }).check();
    const quarter = await api.funnel(90);
    await expect(total('Sign-ups')).toHaveText(fmt(sum(quarter, 'signUps')));
    await expect(funnel.getByRole('region', { name: 'Sign-ups per day, last 90 days' }).getByRole('row')).toHaveCount(
      91,
    );

    const stats = await api.stats();
    const confirmation = page.getByTestId('confirmation-counts');
    await expect(
      confirmation.getByText('Confirmed', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(fmt(stats.confirmedCount));
    await expect(confirmation.getByText('Not confirmed yet').locator('xpath=following-sibling::dd[1]')).toHaveText(
      fmt(stats.unconfirmedCount),
    );

    const sources = page.getByRole('region', { name: 'Sign-up sources' });
    const row = sources.getByRole('row').filter({ hasText: `Campaign: e2e / email / ${campaign}` });
    await expect(row.getByRole('cell')).toHaveText([`Campaign: e2e / email / ${campaign}`, '3', /^\d$/, '0', '0.0%']);
  });

  for (const width of WIDTHS) {
    test(`the Overview with its chart fits ${width} px and passes axe-core`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page);
      await expect(page.getByTestId('funnel-chart').locator('canvas')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sign-up sources' })).toBeVisible();
      await checkScreen(page, `dashboard overview with the funnel at ${width} px`);
      await page.getByText('Show the days as a table').click();
      await expect(page.getByRole('region', { name: 'Sign-ups per day, last 30 days' })).toBeVisible();
      await checkScreen(page, `dashboard overview with the funnel's table open at ${width} px`);
    });
  }
});
