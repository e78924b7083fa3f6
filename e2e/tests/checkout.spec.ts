import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { CHECKOUT_MESSAGES, STORAGE_KEYS, familyPrice, formatPrice } from '@fresh-pouf/contracts';
import { expect, test, type Page } from '@playwright/test';
import { DECLINE_MESSAGE, DECLINED_CARD, type FakeStripe } from '@fresh-pouf/test-fakes';
import { BASE_URL } from '../ports';
import { useFakeStripe } from '../support/fake-stripe-suite';
import { confirmCallsOf, routeStripe } from '../support/stripe-js-double';
import { E2E_CORE_SERVICE_TOKEN, E2E_CORE_URL, E2E_STRIPE_ENV, NO_KEYS_PORTS } from '../support/stripe-env';
import { adminHeaders } from './admin-support';
import { checkScreen, expectNoSidewaysScroll, WIDTHS } from '../support/screen-checks';
import { holdShellCode } from '../support/take-over';
import { pickOption, waitlistFormReady } from '../support/waitlist-form';
import { waitForOk } from '../support/wait-for-ok';

const root = path.resolve(import.meta.dirname, '../..');
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const EARLY_BIRD_BOX = 'Claim my Early Bird discount (25% off, price locked for life)';

const form = (page: Page) => page.locator('#join-waitlist');
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const pick = pickOption;

/** The real hand-over: the landing page's Early Bird form, straight to /checkout. */
async function claimEarlyBird(
  page: Page,
  site: string,
  plan: { plan: string; poufs?: string; frequency?: string },
  email = uniqueEmail('checkout'),
) {
  await page.goto(`${site}/?earlyBird#join-waitlist`);
  await waitlistFormReady(page);
  await expect(form(page).getByRole('checkbox', { name: EARLY_BIRD_BOX })).toBeChecked();
  await form(page).getByLabel('Full Name', { exact: true }).fill('Early Bird');
  await form(page).getByLabel('Email', { exact: true }).fill(email);
  await pick(page, 'Plan', plan.plan);
  if (plan.poufs) await pick(page, 'Number of Poufs', plan.poufs);
  if (plan.frequency) await pick(page, 'Delivery Frequency', plan.frequency);
  await form(page).getByRole('button', { name: 'Continue to Early Bird Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test.describe('checkout with Stripe (fake API, Stripe.js test double)', () => {
  // Stripe calls the site back through the gateway, as it would in production.
  const fakeStripe = useFakeStripe();
  let stripe: FakeStripe;
  test.beforeEach(async ({ page }) => {
    stripe = fakeStripe();
    await routeStripe(page, stripe.url);
  });

  test('an Early Bird pays by card: success toast, then /success confirmed by the server', async ({ page }) => {
    const amount = familyPrice(3, 'quarterly').earlyBird;
    await claimEarlyBird(page, BASE_URL, { plan: 'Family', poufs: '3 poufs', frequency: 'Quarterly' });

    const summary = page.getByRole('complementary');
    await expect(summary.getByTestId('checkout-price')).toHaveText(`${formatPrice(amount)}/3 months`);
    await expect(summary.getByText('3 poufs per delivery, Quarterly')).toBeVisible();
    await expect(summary.getByText('locked in for life', { exact: false })).toBeVisible();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.route('https://api.stripe.com/v1/payment_intents/*/confirm', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.fallback();
    });
    await page.getByRole('button', { name: /^Subscribe and pay/ }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    await expect(toasts(page).getByText(CHECKOUT_MESSAGES.paymentSuccessTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(CHECKOUT_MESSAGES.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL(
      /\/success\?payment_intent=pi_[^&]+&payment_intent_client_secret=pi_[^&]+_secret_[^&]+&redirect_status=succeeded$/,
    );
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText(CHECKOUT_MESSAGES.statusConfirmed)).toBeVisible();

    // confirmPayment went out as the spec says, and Stripe's webhook reached the entry.
    expect(await confirmCallsOf(page)).toEqual([{ returnUrl: `${BASE_URL}/success`, redirect: 'if_required' }]);
    await expect
      .poll(() => stripe.deliveries.find((d) => d.type === 'invoice.paid')?.body)
      .toMatchObject({ outcome: 'applied' });
    const sub = [...stripe.subscriptions.values()].at(-1);
    expect(sub).toMatchObject({ unitAmount: Math.round(amount * 100), intervalCount: 3, status: 'active' });

    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test("a declined card shows 'Payment Failed' with the provider's message, at the card field too (focus there); another card on the same page pays", async ({
    page,
  }) => {
    await claimEarlyBird(page, BASE_URL, { plan: 'Monthly' });
    await expect(page.getByRole('complementary').getByTestId('checkout-price')).toHaveText('$6.74/month');
    const card = page.getByLabel('Card number');
    await card.fill(DECLINED_CARD);
    const pay = page.getByRole('button', { name: /^Subscribe and pay \$6\.74\/month/ });
    await pay.click();
    await expect(toasts(page).getByText(CHECKOUT_MESSAGES.paymentFailedTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(DECLINE_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(pay).toBeEnabled();

    // Said at the card field as well, not only in a toast, with the focus moved there.
    const paymentForm = page.locator('form').filter({ has: card });
    const problem = paymentForm.getByRole('alert');
    await expect(problem).toHaveText(`${DECLINE_MESSAGE} ${CHECKOUT_MESSAGES.cardDeclinedRetry}`);
    await expect(card).toBeFocused();
    // The pay button is described by it too (the design system draws a "!" before every field error).
    await expect(pay).toHaveAccessibleDescription(`! ${DECLINE_MESSAGE} ${CHECKOUT_MESSAGES.cardDeclinedRetry}`);
    // Stripe's decline reached the product as the first payment's, which stays open for another try.
    await expect
      .poll(() => stripe.deliveries.filter((d) => d.type === 'invoice.payment_failed').at(-1)?.body)
      .toMatchObject({ outcome: 'applied' });
    const sub = [...stripe.subscriptions.values()].at(-1);
    expect(sub?.status).toBe('incomplete');

    // Another card on the same page pays the same subscription.
    await card.fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page).toHaveURL(/\/success\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(stripe.subscriptions.get(sub?.id ?? '')?.status).toBe('active');
    expect([...stripe.subscriptions.values()].at(-1)?.id).toBe(sub?.id);
  });

  test('a link with only query parameters asks who pays, then takes the payment', async ({ page }) => {
    await page.goto(`${BASE_URL}/checkout?id=bi-monthly&subscription=true`);
    await expect(page.getByRole('complementary').getByTestId('checkout-price')).toHaveText('$7.49/2 months');
    await page.getByLabel('Full name').fill('Query Visitor');
    await page.getByLabel('Email').fill(uniqueEmail('query'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Card number').fill('4242424242424242');
    // The button states the period the server bills (every 2 months), as the summary does.
    await page.getByRole('button', { name: 'Subscribe and pay $7.49/2 months' }).click();
    await expect(page).toHaveURL(/\/success\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  });

  test('"Continue to payment" pressed before the code arrives posts the form: the same checkout goes on to the card, nothing in the address', async ({
    page,
  }) => {
    const release = await holdShellCode(page);
    const email = uniqueEmail('early-press');
    const before = stripe.subscriptions.size;
    await page.goto(`${BASE_URL}/checkout?id=bi-monthly&subscription=true`);
    await page.getByLabel('Full name').fill('Early Press');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // The server set the subscription up for who was posted; the page's code then shows the card form.
    await expect(page.getByText(CHECKOUT_MESSAGES.loading)).toBeVisible();
    release();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: 'Subscribe and pay $7.49/2 months' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(page.url()).not.toContain(encodeURIComponent(email));
    // One checkout: the card paid the subscription the posted form set up, and no second one was made.
    expect(stripe.subscriptions.size).toBe(before + 1);
    await expect.poll(() => [...stripe.subscriptions.values()].at(-1)?.status).toBe('active');
    expect(await confirmCallsOf(page)).toHaveLength(1);
  });

  test('who pays posted before the code arrives: its answers pass axe and fit at every width', async ({ page }) => {
    await holdShellCode(page);
    await page.goto(`${BASE_URL}/checkout?id=bi-monthly&subscription=true`);
    await page.getByLabel('Full name').fill('Axe Check');
    await page.getByLabel('Email').fill('axe@');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkScreen(page, `who pays, a field to fix, before the code, at ${width} px`);
    }
    await page.getByLabel('Email').fill(uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(CHECKOUT_MESSAGES.loading)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await checkScreen(page, `who pays sent, before the code, at ${width} px`);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('who pays works as HTML: a field error keeps what was typed; sent, the checkout is set up and the page says the card form needs JavaScript', async ({
      page,
    }) => {
      await page.goto(`${BASE_URL}/checkout?id=bi-monthly&subscription=true`);
      await expect(page.getByRole('complementary').getByTestId('checkout-price')).toHaveText('$7.49/2 months');
      await page.getByLabel('Full name').fill('No Script');
      await page.getByLabel('Email').fill('no-script@');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByLabel('Full name')).toHaveValue('No Script');
      await expect(page.getByLabel('Email')).toHaveValue('no-script@');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // axe needs the page's scripts: see the test before this describe for it.
        await expectNoSidewaysScroll(page, `who pays, a field to fix, without JavaScript, at ${width} px`);
        if (process.env.E2E_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.E2E_SCREENSHOTS}/checkout-who-pays-error-${width}.png`,
            fullPage: true,
          });
      }

      const email = uniqueEmail('no-script');
      const before = stripe.subscriptions.size;
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      // A browser with scripting off shows <noscript>; Playwright only stops scripts and does not
      // draw it, so the message is read from the page's HTML.
      expect(await page.content()).toContain(
        `<noscript><p class="co-customer__no-script">${CHECKOUT_MESSAGES.cardNeedsScript}</p></noscript>`,
      );
      await expect(page).toHaveURL(`${BASE_URL}/checkout?id=bi-monthly&subscription=true`);
      expect(stripe.subscriptions.size).toBe(before + 1);
      expect([...stripe.subscriptions.values()].at(-1)).toMatchObject({ status: 'incomplete' });
      await expectNoSidewaysScroll(page, 'who pays sent, without JavaScript, at 1440 px');
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/checkout-who-pays-sent-1440.png`,
          fullPage: true,
        });
    });
  });

  test('no stored plan and no query parameters shows the error card', async ({ page }) => {
    await page.goto(`${BASE_URL}/`);
    await page.evaluate((key) => sessionStorage.removeItem(key), STORAGE_KEYS.checkoutPlanDetails);
    await page.goto(`${BASE_URL}/checkout`);
    const card = page.getByRole('alert').filter({ hasText: CHECKOUT_MESSAGES.noPlan });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test("an address already on the list: 'Check your inbox', no payment form, and the entry left as it was", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('listed');
    const joined = await request.post(`${BASE_URL}/api/waitlist`, {
      data: {
        fullName: 'Listed Person',
        email,
        plan: 'monthly',
        joinDate: '2026-11-20',
        earlyBird: false,
        isFamily: false,
      },
    });
    expect(joined.status()).toBe(201);
    const subscriptions = stripe.subscriptions.size;

    await claimEarlyBird(page, BASE_URL, { plan: 'Quarterly' }, email);
    const notice = page.getByRole('status').filter({ hasText: CHECKOUT_MESSAGES.verifyByEmail });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: CHECKOUT_MESSAGES.verifyByEmailTitle })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(toasts(page).getByText(CHECKOUT_MESSAGES.setupToast)).toHaveCount(0);
    expect(stripe.subscriptions.size).toBe(subscriptions);
  });

  test('a server that refuses the session shows the error card and the setup toast', async ({ page }) => {
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }),
    );
    await claimEarlyBird(page, BASE_URL, { plan: 'Quarterly' });
    const card = page.getByRole('alert').filter({ hasText: CHECKOUT_MESSAGES.setupFailed });
    await expect(card).toBeVisible();
    await expect(toasts(page).getByText(CHECKOUT_MESSAGES.setupToast)).toBeVisible();
    // The waitlist instead, beside Go Back.
    await expect(card.getByRole('button', { name: 'Join the waitlist instead' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('checkout without Stripe keys (the embedded default)', () => {
  const children: ChildProcess[] = [];
  const site = `http://127.0.0.1:${NO_KEYS_PORTS.gateway}`;

  test.beforeAll(async () => {
    // A second bff-public with no STRIPE_* at all, behind its own gateway, on the same core.
    const env = { ...process.env };
    for (const name of Object.keys(E2E_STRIPE_ENV)) delete env[name];
    children.push(
      spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bff-public/src/main.ts')], {
        cwd: root,
        // Sign-ups from this machine count against one shared limit (kept by core): as generous as the site's.
        env: {
          ...env,
          PORT: String(NO_KEYS_PORTS.bffPublic),
          CORE_SERVICE_URL: E2E_CORE_URL,
          CORE_SERVICE_TOKEN: E2E_CORE_SERVICE_TOKEN,
          WAITLIST_RATE_LIMIT_MAX: '1000',
          LOG_LEVEL: 'error',
        },
        stdio: 'ignore',
      }),
    );
    children.push(
      spawn(process.execPath, ['--import', 'tsx', path.join(root, 'gateway/src/main.ts')], {
        cwd: root,
        env: {
          ...env,
          PORT: String(NO_KEYS_PORTS.gateway),
          BFF_PUBLIC_URL: `http://127.0.0.1:${NO_KEYS_PORTS.bffPublic}`,
          LOG_LEVEL: 'error',
        },
        stdio: 'ignore',
      }),
    );
    await waitForOk(`http://127.0.0.1:${NO_KEYS_PORTS.bffPublic}/healthz`, { timeoutMs: 15_000 });
    await waitForOk(`${site}/healthz`, { timeoutMs: 15_000 });
  });
  test.afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  test("the error card says payments are not configured, creates nothing, and 'Go Back' returns", async ({ page }) => {
    let subscriptionCalls = 0;
    let stripeScripts = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/create-subscription')) subscriptionCalls += 1;
      if (request.url().startsWith('https://js.stripe.com/')) stripeScripts += 1;
    });
    await claimEarlyBird(page, site, { plan: 'Bi-Monthly' });
    const card = page.getByRole('alert').filter({ hasText: CHECKOUT_MESSAGES.notConfigured });
    await expect(card).toBeVisible();
    await expect(card.getByText(/is held for/)).toBeVisible();
    expect(subscriptionCalls).toBe(0);
    expect(stripeScripts).toBe(0);
    await card.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(`${site}/?earlyBird#join-waitlist`);
    await expect(page.getByRole('heading', { name: 'A Splash of Freshness Every Month' })).toBeVisible();
  });

  test('the Early Bird is kept on the waitlist (unpaid, price held), the dashboard counts them, an address already listed stays as it is', async ({
    page,
    browser,
    request,
  }) => {
    const auth = await adminHeaders(request);
    const earlyBirds = async () =>
      (
        (await (await request.get(`${BASE_URL}/api/admin/stats`, { headers: auth })).json()) as {
          earlyBirdCount: number;
        }
      ).earlyBirdCount;
    const before = await earlyBirds();

    const email = uniqueEmail('kept');
    await claimEarlyBird(page, site, { plan: 'Monthly' }, email);
    const card = page.getByRole('alert').filter({ hasText: CHECKOUT_MESSAGES.notConfigured });
    await expect(
      card.getByText(`Your Early Bird price of $6.74/month (25% off, locked for life) is held for ${email}.`, {
        exact: false,
      }),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Join the waitlist instead' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    expect(await earlyBirds()).toBe(before + 1);
    const entries = (await (await request.get(`${BASE_URL}/api/admin/waitlist`, { headers: auth })).json()) as {
      entries: { email: string; plan: string; earlyBird: boolean; paymentMade: boolean }[];
    };
    expect(entries.entries.find((e) => e.email === email)).toMatchObject({
      plan: 'monthly',
      earlyBird: true,
      paymentMade: false,
    });

    // Somebody else, in another browser, with the same address: the waitlist's 409, nothing changed.
    const stranger = await browser.newPage();
    await claimEarlyBird(stranger, site, { plan: 'Quarterly' }, email);
    await expect(stranger.getByRole('alert').getByText('This email address is already on the waitlist.')).toBeVisible();
    await stranger.close();
    const after = (await (
      await request.get(`${BASE_URL}/api/admin/waitlist`, { headers: auth })
    ).json()) as typeof entries;
    expect(after.entries.find((e) => e.email === email)).toMatchObject({ plan: 'monthly' });
    expect(await earlyBirds()).toBe(before + 1);
  });
});
