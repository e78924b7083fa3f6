import { expect, test } from '@playwright/test';
import { PORTAL_URL } from '@fresh-pouf/test-fakes';
import { BASE_URL } from '../ports';
import { useFakeStripe } from '../support/fake-stripe-suite';
import { routeStripe } from '../support/stripe-js-double';
import { expectTakenOver } from '../support/take-over';
import { openSignedIn } from './admin-support';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('paying customers (fake Stripe API, Stripe.js test double)', () => {
  const fakeStripe = useFakeStripe();

  test('pay, then "Manage your subscription" on /success opens Stripe\'s customer portal; the admin event log shows the payment', async ({
    page,
  }) => {
    const stripe = fakeStripe();
    await routeStripe(page, stripe.url);
    // Stripe's portal is outside this machine's reach: a stand-in page at its address.
    await page.route(`${PORTAL_URL}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Stripe customer portal</title><h1>Portal</h1>',
      }),
    );

    const email = uniqueEmail('portal');
    await page.goto(`${BASE_URL}/checkout?id=monthly&subscription=true`);
    await page.getByLabel('Full name').fill('Portal Visitor');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: /^Subscribe and pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    // /success arrives rendered: pressed before its code, the button opens /manage-subscription (the
    // mailed link's way into the portal; success-as-html.test.tsx). With the code it opens the portal.
    await expectTakenOver(page);

    await page.getByRole('button', { name: 'Manage your subscription' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PORTAL_URL}/bps_`));
    const customer = [...stripe.customers.values()].find((c) => c.email === email);
    // The portal returns to PUBLIC_SITE_URL (npm start: http://localhost:<port>).
    expect(stripe.portalSessions.at(-1)).toMatchObject({
      customer: customer?.id,
      returnUrl: `${BASE_URL.replace('127.0.0.1', 'localhost')}/`,
    });

    await openSignedIn(page, `${BASE_URL}/admin/stripe-events`);
    await page.getByLabel('Event type').fill('invoice.paid');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Applied')).toBeVisible();
  });

  test('/manage-subscription asks for a link, and an e-mailed link that cannot open says why', async ({ page }) => {
    await page.goto(`${BASE_URL}/api/billing/portal?token=${'x'.repeat(43)}`);
    // PUBLIC_SITE_URL (npm start: http://localhost:<port>) is where such a link leads.
    await expect(page).toHaveURL(/\/manage-subscription\?link=invalid$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link to manage your subscription is not valid.' }),
    ).toBeVisible();
    // No wait for the page's code: a press before it arrives posts the form as HTML, which works too.
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(
      page.getByText(
        'If that address has a Fresh Pouf subscription, a link to manage it is on its way. It works for 7 days.',
      ),
    ).toBeVisible();
  });
});
