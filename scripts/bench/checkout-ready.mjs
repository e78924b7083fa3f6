// `node --import tsx scripts/bench/checkout-ready.mjs`: two figures for /checkout, with the
// fake Stripe API and the Stripe.js test double (the ones the browser tests use):
//  - JavaScript bytes (gzip, level 6 as the gateway sends) the page downloads before it asks
//    for Stripe.js;
//  - time from navigation start to the Payment Element's 'ready' (performance mark
//    'checkout:payment-form-ready'), over several cold page loads (fresh browser context).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startFakeStripe } from '@fresh-pouf/test-fakes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { routeStripe } from '../../e2e/support/stripe-js-double.ts';
import { startStack } from './stack.mjs';

const RUNS = Number(process.env.CHECKOUT_BENCH_RUNS ?? 7);
const FAKE_STRIPE_PORT = 24050;
const PLAN = { planId: 'family', poufs: 3, frequency: 'quarterly', isSubscription: true };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function measureOnce(browser, url, fakeStripeUrl, run) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await routeStripe(page, fakeStripeUrl);
  await page.addInitScript(
    ([plan, customer]) => {
      sessionStorage.setItem('checkoutPlanDetails', JSON.stringify(plan));
      sessionStorage.setItem('waitlistFormData', JSON.stringify(customer));
    },
    [PLAN, { fullName: 'Bench Visitor', email: `bench-${Date.now()}-${run}@example.com`, joinDate: '2026-11-21' }],
  );
  let stripeRequested = false;
  const before = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://js.stripe.com/')) stripeRequested = true;
    else if (!stripeRequested && request.resourceType() === 'script') before.push(request);
  });
  await page.goto(`${url}/checkout`);
  const readyMs = await page.waitForFunction(
    () => performance.getEntriesByName('checkout:payment-form-ready')[0]?.startTime ?? false,
    undefined,
    { timeout: 30_000 },
  );
  const files = [];
  for (const request of before) {
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    files.push({ file: new URL(request.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  }
  const ms = await readyMs.jsonValue();
  await context.close();
  return { ms, files };
}

const stripe = await startFakeStripe({ port: FAKE_STRIPE_PORT });
const stack = await startStack({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_URL: stripe.url,
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // One warm-up load (first requests through a freshly started stack are not what a visitor sees).
  await measureOnce(browser, stack.url, stripe.url, 0);
  const runs = [];
  for (let i = 1; i <= RUNS; i += 1) runs.push(await measureOnce(browser, stack.url, stripe.url, i));
  const { files } = runs[0];
  files.sort((a, b) => b.gzip - a.gzip);
  for (const f of files)
    console.log(`${String(f.gzip).padStart(8)} B gzip  ${String(f.raw).padStart(8)} B raw  ${f.file}`);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`${String(total).padStart(8)} B gzip in ${files.length} files for /checkout before the Stripe script`);
  const times = runs.map((r) => Math.round(r.ms));
  console.log(
    `payment form ready after ${median(times)} ms (median of ${RUNS} cold loads: ${times.join(', ')} ms), from navigation start`,
  );
} finally {
  await browser.close();
  await stack.stop();
  await stripe.close();
}
