// `node --import tsx scripts/bench/first-taps.mjs`: how long a visitor on a phone waits for the
// answer to a tap made as soon as the page shows (first contentful paint), before or while the
// page's JavaScript takes it over. Lighthouse's TBT says the main thread is busy; this says
// what a person feels. Phone profile: 390x844, touch, CPU slowed 4x (CDP), no network
// throttling; a new browser context (empty cache) per measurement; FIRST_TAPS_RUNS measurements
// per tap (default 3), median printed. The sign-up goes to a local fake Postmark.
//
// The page itself aims the tap: at first contentful paint a script injected before the page's
// own scrolls the target into view and reports where it is, and this process taps there at
// once. Asking the page from here instead would wait behind the same scripts the tap is meant to
// race, and would tap later than a person does. The tap starts the clock (Date.now() here as
// the touch is sent); the answer stops it, read in the page (performance.timeOrigin + now, the
// same wall clock) at the first animation frame it is there, in whichever document is there by
// then: a tap that loads a new page is timed to the answer in the new page ("page load").
import { chromium } from '@playwright/test';
import { startFakePostmark } from '@fresh-pouf/test-fakes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { startNoJsProxy } from './no-js-proxy.mjs';
import { median, printTable, startStorefront } from './stack.mjs';

const RUNS = Number(process.env.FIRST_TAPS_RUNS ?? 3);
// FIRST_TAPS_ONLY=blog measures only the taps whose label holds it.
const ONLY = process.env.FIRST_TAPS_ONLY;
// Past this a tap counts as unanswered: a tap the page dropped never gets an answer.
const ANSWER_TIMEOUT_MS = 20_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const visible = (el) => !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

// Each tap: the page it starts on, the element to tap, what to note before it (`before`) and the
// answer, true once the visitor can see it. These three run inside the page (they are sent as
// source text, so they use nothing from this file but `visible`). `fill` runs here, before the
// tap, for the one tap that follows typing.
const TAPS = [
  {
    label: 'menu toggle -> mobile nav links',
    path: '/',
    target: () => document.querySelector('header button[aria-controls]'),
    answer: () => [...document.querySelectorAll('nav[aria-label="Mobile"] a')].some((a) => visible(a)),
  },
  {
    label: 'family "3" -> family price changes',
    path: '/',
    // The option's label: what a finger lands on (the radio itself is drawn by its label).
    target: () =>
      document.querySelector('#pricing [data-plan="family"] input[type="radio"][name="poufs"][value="3"]')?.labels?.[0],
    // Every combination's price is in the page and the stylesheet shows the chosen one: read the one shown.
    // innerText: the amount as rendered, the hidden combinations left out.
    before: () =>
      [...document.querySelectorAll('#pricing [data-plan="family"] .mk-plan-price__amount')].find((el) => visible(el))
        ?.innerText,
    answer: (before) => {
      const shown = [...document.querySelectorAll('#pricing [data-plan="family"] .mk-plan-price__amount')].find((el) =>
        visible(el),
      );
      return !!shown && shown.innerText !== before;
    },
  },
  {
    label: 'Secure Early Bird Pricing -> box checked',
    path: '/',
    target: () =>
      [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Secure Early Bird Pricing'),
    // A Radix checkbox (role=checkbox, aria-checked) today; a native one would do as well.
    answer: () =>
      [
        ...document.querySelectorAll(
          '[role="checkbox"][aria-checked="true"], input[type="checkbox"]:checked:not([aria-hidden="true"])',
        ),
      ].some((box) => {
        const names = [
          box.getAttribute('aria-label') ?? '',
          ...(box.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? ''),
          ...[...document.querySelectorAll('label')]
            .filter((l) => l.control === box || (box.id && l.htmlFor === box.id))
            .map((l) => l.textContent),
        ];
        return visible(box) && names.some((name) => name.includes('Early Bird'));
      }),
  },
  {
    label: 'Join the Waitlist -> "You\'re on the list!"',
    path: '/',
    target: () => document.querySelector('#join-waitlist button[type="submit"]'),
    fill: async (page, run) => {
      const form = page.locator('#join-waitlist');
      await form.getByLabel('Full Name', { exact: true }).fill('Tap Bench');
      // Each sign-up needs its own address: a second one is refused as a duplicate.
      await form.getByLabel('Email', { exact: true }).fill(`first-tap-${Date.now()}-${run}@bench.example.com`);
    },
    answer: () =>
      [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
        (h) => visible(h) && h.textContent.includes("You're on the list!"),
      ),
  },
  {
    label: '/blog: first post -> its h1',
    path: '/blog',
    target: () => document.querySelector('[data-testid="blog-post-card"] a[href^="/blog/"]'),
    before: () => document.querySelector('[data-testid="blog-post-card"] h2').textContent.trim(),
    answer: (title) => [...document.querySelectorAll('h1')].some((h) => visible(h) && h.textContent.trim() === title),
  },
  {
    label: '/blog: first post -> its h1, the same HTML without scripts',
    // The page's physical limit on this host, in the same run: the same server-rendered pages with
    // every script and preload taken out on the way (no-js-proxy.mjs), so the tap is a plain page load.
    // (Under automation Chromium neither prefetches nor prerenders, so the list's speculation rules,
    // which a visitor's browser uses, cannot show here.)
    withoutScripts: true,
    path: '/blog',
    target: () => document.querySelector('[data-testid="blog-post-card"] a[href^="/blog/"]'),
    before: () => document.querySelector('[data-testid="blog-post-card"] h2').textContent.trim(),
    answer: (title) => [...document.querySelectorAll('h1')].some((h) => visible(h) && h.textContent.trim() === title),
  },
];

/**
 * The script added to every document of a measurement's context, before the page's own. It is
 * source text rather than an evaluated function because the site's CSP forbids eval.
 * `atFirstPaint`: aim and report at first contentful paint, once per tab (a page the tap
 * opens must not be scrolled again).
 */
function pageScript(tap, atFirstPaint) {
  return `(() => {
  const visible = ${visible};
  const target = ${tap.target};
  const before = ${tap.before ?? '() => null'};
  const answer = ${tap.answer};
  let touched = null;
  addEventListener('pointerdown', (event) => { touched = event.target; }, { capture: true, passive: true });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  window.__firstTap = {
    /** Scrolls the target into view at once (the site scrolls smoothly) and says where to tap. */
    aim() {
      const el = target();
      if (!el) return null;
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, before: before() };
    },
    /** Waits until nothing scrolls the page (typing into a field on a phone glides it into view). */
    async settle() {
      let still = 0;
      let y = scrollY;
      while (still < 3) {
        await frame();
        still = scrollY === y ? still + 1 : 0;
        y = scrollY;
      }
    },
    answered: (noted) => answer(noted) && { origin: performance.timeOrigin, at: performance.timeOrigin + performance.now() },
    /** Whether the last touch landed on the target (or in it). */
    hit: () => !!touched && !!target()?.contains(touched),
  };
  if (${atFirstPaint} && !sessionStorage.getItem('first-tap-aimed')) {
    new PerformanceObserver((list, observer) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (!fcp) return;
      observer.disconnect();
      sessionStorage.setItem('first-tap-aimed', '1');
      window.__firstTapReady({ ...window.__firstTap.aim(), fcp: performance.timeOrigin + fcp.startTime, origin: performance.timeOrigin });
    }).observe({ type: 'paint', buffered: true });
  }
})();`;
}

/**
 * Waits for the answer, polled in the page at every animation frame; returns the wall clock time
 * it first held and that document's timeOrigin, or null past the deadline. A tap that navigates
 * destroys the document being polled: the wait starts again in the new one.
 */
async function waitForAnswer(page, noted, deadline) {
  while (Date.now() < deadline) {
    try {
      const handle = await page.waitForFunction((value) => window.__firstTap?.answered(value), noted, {
        polling: 'raf',
        timeout: Math.max(1, deadline - Date.now()),
      });
      return await handle.jsonValue();
    } catch (error) {
      if (error.name === 'TimeoutError') return null;
      if (!/context was destroyed|navigat/i.test(error.message)) throw error;
    }
  }
  return null;
}

/** One measurement in a fresh context: load, first paint, (type), tap, wait for the answer. */
async function measureOnce(browser, base, tap, run) {
  const context = await browser.newContext(PHONE);
  try {
    let ready;
    const aimed = new Promise((resolve) => (ready = resolve));
    await context.exposeBinding('__firstTapReady', (_source, where) => ready(where));
    await context.addInitScript(pageScript(tap, !tap.fill));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${tap.withoutScripts ? base.withoutScripts : base.url}${tap.path}`, { waitUntil: 'commit' });

    let where;
    if (tap.fill) {
      // Typing comes first; the clock runs from the press that follows it.
      const fcp = await page.waitForFunction(
        () => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          return entry && performance.timeOrigin + entry.startTime;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      const fcpAt = await fcp.jsonValue();
      await tap.fill(page, run);
      await page.evaluate(() => window.__firstTap.settle());
      where = { ...(await page.evaluate(() => window.__firstTap.aim())), fcp: fcpAt };
    } else {
      where = await Promise.race([
        aimed,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no first paint on ${tap.path}`)), 30_000)),
      ]);
    }
    if (where.x === undefined) throw new Error(`${tap.label}: the target is not on ${tap.path}`);

    const tappedAt = Date.now();
    const tapped = page.touchscreen.tap(where.x, where.y);
    const answered = await waitForAnswer(page, where.before, tappedAt + ANSWER_TIMEOUT_MS);
    await tapped;
    // A tap that landed beside its target (the page moved under it) says nothing about the page.
    const missed = !answered && !(await page.evaluate(() => window.__firstTap.hit()).catch(() => false));
    return {
      missed,
      ms: answered ? answered.at - tappedAt : Number.POSITIVE_INFINITY,
      afterFcp: tappedAt - where.fcp,
      pageLoad: !!answered && answered.origin !== where.origin && where.origin !== undefined,
    };
  } finally {
    await context.close();
  }
}

/** A missed tap is measured again, twice at most. */
async function measure(browser, base, tap, run) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await measureOnce(browser, base, tap, run);
    if (!result.missed) return result;
    if (attempt === 3) throw new Error(`${tap.label}: the tap missed its target three times`);
  }
}

export async function firstTaps(url, taps = TAPS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const noJs = taps.some((tap) => tap.withoutScripts) ? await startNoJsProxy(url) : null;
  const base = { url, withoutScripts: noJs?.url };
  try {
    // One load first: the first requests through a freshly started stack are not what a visitor meets.
    await measure(browser, base, taps[0], 0);
    const report = [];
    for (const tap of taps) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) runs.push(await measure(browser, base, tap, run));
      report.push({ tap, runs });
    }
    return report;
  } finally {
    await browser.close();
    await noJs?.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : `none in ${ANSWER_TIMEOUT_MS / 1000} s`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const postmark = await startFakePostmark();
  const stack = await startStorefront({
    env: {
      POSTMARK_SERVER_TOKEN: 'bench-postmark-token',
      POSTMARK_API_URL: postmark.url,
      COMPANY_POSTAL_ADDRESS: '123 Lather Lane, Portland, OR 97201, USA',
      // A script types faster than a person, and signs up from one address many times.
      WAITLIST_MIN_FILL_MS: '0',
      WAITLIST_RATE_LIMIT_MAX: '100000',
    },
  });
  try {
    const report = await firstTaps(stack.url, ONLY ? TAPS.filter((tap) => tap.label.includes(ONLY)) : TAPS);
    console.log(
      `First taps on a phone (390x844, touch, CPU 4x slower), tapped at first contentful paint; median of ${RUNS}`,
    );
    printTable(
      ['tap', 'answer after', 'per run', 'tapped after FCP'],
      report.map(({ tap, runs }) => [
        tap.label,
        ms(median(runs.map((r) => r.ms))),
        runs.map((r) => `${ms(r.ms)}${r.pageLoad ? ' (page load)' : ''}`).join(', '),
        ms(median(runs.map((r) => r.afterFcp))),
      ]),
    );
  } finally {
    await stack.stop();
    await postmark.stop();
  }
}
