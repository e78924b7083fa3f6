import { expect, test, type Page } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '@fresh-pouf/test-fakes';
import { earlyBirdStorage } from '../support/early-bird-tab';
import { routeStripe } from '../support/stripe-js-double';
import { FAKE_STRIPE_PORT } from '../support/stripe-env';

// /checkout and /success keep what is on screen where it is while the rest
// loads (the shell's frame, the remote, the server's answers, Stripe's Payment Element).
// Measured as Lighthouse does: the sum of the page's layout-shift entries (CLS) under 0.05.
const CLS_BUDGET = 0.05;
// The API answers a little late, as on a phone: each loading state stays on screen long enough
// to be drawn, so a state that would push its neighbours when it ends is caught.
const API_LATENCY_MS = 300;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift from the first paint on, with what moved, before the page's own scripts run. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const name = el
              ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`
              : '#text';
            return `${name} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_LATENCY_MS));
    await route.fallback();
  });
}

/** The shifts so far, once two more frames have been drawn (a shift is reported after its frame). */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts)),
        ),
      ),
  );
}

async function expectStable(page: Page) {
  const shifts = await shiftsSoFar(page);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  // The message names what moved, so a failure says where to look.
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(CLS_BUDGET);
}

const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1350, height: 940 },
] as const;

test.describe('no layout shift on the payment pages', () => {
  let stripe: FakeStripe;
  test.beforeAll(async () => {
    stripe = await startFakeStripe({ port: FAKE_STRIPE_PORT });
  });
  test.afterAll(async () => {
    await stripe?.close();
  });

  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('/checkout from the Early Bird form: loading, then the Payment Element, nothing moves', async ({ page }) => {
        await routeStripe(page, stripe.url);
        await recordShifts(page);
        await page.addInitScript(
          (entries) => {
            for (const [key, value] of entries) sessionStorage.setItem(key, value);
          },
          earlyBirdStorage({
            planId: 'family',
            poufs: 3,
            frequency: 'quarterly',
            fullName: 'Steady Layout',
            email: `cls-${viewport.name}-${Date.now()}@example.com`,
            joinDate: '2026-11-23',
          }),
        );
        await page.goto('/checkout');
        await expect(page.getByRole('button', { name: /^Subscribe and pay/ })).toBeEnabled();
        await expect(page.getByRole('complementary')).toBeVisible();
        await expectStable(page);
      });

      test('/checkout from a plan link: the form that asks who pays, nothing moves', async ({ page }) => {
        await recordShifts(page);
        await page.goto('/checkout?id=bi-monthly&subscription=true');
        await expect(page.getByRole('heading', { name: 'Who is this subscription for?' })).toBeVisible();
        await expectStable(page);
      });

      test('/success asking the server about a payment: the answer takes the place of the question', async ({
        page,
      }) => {
        await recordShifts(page);
        await page.goto(
          '/success?payment_intent=pi_unknown_layout&payment_intent_client_secret=pi_unknown_layout_secret_x&redirect_status=succeeded',
        );
        await expect(page.getByRole('heading', { name: 'Payment Not Confirmed Yet' })).toBeVisible();
        await expectStable(page);
      });

      test('/success with no payment named', async ({ page }) => {
        await recordShifts(page);
        await page.goto('/success');
        await expect(page.getByRole('heading', { name: 'No Payment Made' })).toBeVisible();
        await expectStable(page);
      });
    });
  }
});
