import { CONSENT_HEADER, LEGAL_DOCUMENTS } from '@fresh-pouf/contracts';
import { waitlistFormReady } from '../support/waitlist-form';
import { expect, test, type Page } from '@playwright/test';
import { useFakeStripe } from '../support/fake-stripe-suite';
import { checkScreen, WIDTHS } from '../support/screen-checks';
import { waitForScrollToSettle } from '../support/scroll';
import { routeStripe } from '../support/stripe-js-double';

// The footer's Privacy Policy and Terms of Service are real pages, the waitlist
// form says joining accepts the policy, and the Early Bird checkout links the terms.

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const form = (page: Page) => page.locator('#join-waitlist');
const VERSION = LEGAL_DOCUMENTS.privacy.version;

/** What each page must show once its text has arrived. */
const PAGES = [
  { path: '/privacy', title: 'Privacy Policy', section: 'What we collect', text: 'Postmark' },
  { path: '/terms', title: 'Terms of Service', section: 'The Early Bird offer', text: '25% off' },
] as const;

async function expectDocument(page: Page, doc: (typeof PAGES)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: doc.section })).toBeVisible();
  await expect(page.locator('.mk-legal__body')).toContainText(doc.text);
  await expect(page.getByText(`Version ${VERSION} · Effective`)).toBeVisible();
  await expect(page).toHaveTitle(`${doc.title} · Fresh Pouf`);
}

test.describe('legal pages', () => {
  for (const doc of PAGES) {
    test(`${doc.path} answers 200 with its text, the company's name and contact`, async ({ page, request }) => {
      expect((await request.get(doc.path)).status()).toBe(200);
      const response = await page.goto(doc.path);
      expect(response?.status()).toBe(200);
      await expectDocument(page, doc);
      const body = page.locator('.mk-legal__body');
      await expect(body).toContainText('Fresh Pouf, Inc.');
      await expect(body.getByRole('link', { name: 'hello@freshpouf.com' }).first()).toHaveAttribute(
        'href',
        'mailto:hello@freshpouf.com',
      );
    });

    test(`${doc.path} at ${WIDTHS.join(', ')} px: no sideways scroll, no axe-core violation`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(doc.path);
        await expectDocument(page, doc);
        await checkScreen(page, `${doc.path} at ${width} px`);
      }
    });
  }

  test('the API answers the rendered documents, cacheable', async ({ request }) => {
    for (const id of ['privacy', 'terms'] as const) {
      const res = await request.get(`/api/legal/${id}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toContain('max-age=300');
      expect(await res.json()).toMatchObject({
        title: LEGAL_DOCUMENTS[id].title,
        version: LEGAL_DOCUMENTS[id].version,
      });
    }
  });

  test("the footer's links open both pages, and the terms link the policy", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expectDocument(page, PAGES[1]);
    await page.locator('.mk-legal__body').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expectDocument(page, PAGES[0]);
  });

  test("the waitlist form's line leads to /privacy, and a sign-up sends the accepted version", async ({ page }) => {
    await page.goto('/#join-waitlist');
    await waitForScrollToSettle(page);
    // This test is about the link and the consent header: it clicks once the form's island has
    // taken the form over. That the form keeps its place through the takeover (a click then lands
    // on the link) is no-javascript-storefront.spec.ts's.
    await waitlistFormReady(page);
    await expect(form(page).getByText('By joining, you accept our Privacy Policy.')).toBeVisible();
    await form(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expectDocument(page, PAGES[0]);

    await page.goBack();
    await form(page).getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
    await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('consent'));
    const signUp = page.waitForRequest((r) => r.url().endsWith('/api/waitlist') && r.method() === 'POST');
    await form(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    expect((await signUp).headers()[CONSENT_HEADER]).toBe(VERSION);
    await expect(page.getByText("You're on the list!")).toBeVisible();
  });

  test.describe('Early Bird checkout', () => {
    const fakeStripe = useFakeStripe();
    test.beforeEach(async ({ page }) => {
      fakeStripe();
      await routeStripe(page, fakeStripe().url);
    });

    test('links the Terms of Service and the Privacy Policy by the pay button, and sends the accepted version', async ({
      page,
    }) => {
      await page.goto('/?earlyBird#join-waitlist');
      await waitlistFormReady(page);
      await form(page).getByLabel('Full Name', { exact: true }).fill('Early Bird');
      await form(page).getByLabel('Email', { exact: true }).fill(uniqueEmail('consent-checkout'));
      const created = page.waitForRequest((r) => r.url().endsWith('/api/create-subscription') && r.method() === 'POST');
      await form(page).getByRole('button', { name: 'Continue to Early Bird Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      expect((await created).headers()[CONSENT_HEADER]).toBe(VERSION);

      await expect(page.getByRole('button', { name: /^Subscribe and pay/ })).toBeVisible();
      const terms = page.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
      await expect(terms).toHaveAttribute('href', '/terms');
      await expect(terms).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
      await expectDocument(tab, PAGES[1]);
      await expect(page).toHaveURL(/\/checkout$/);
    });
  });
});
