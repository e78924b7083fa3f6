// `node --import tsx scripts/bench/admin-phone.mjs`: the staff area on a phone, as a staff
// member opening it from a bookmark sees it. Phone profile: 390x844, touch, CPU slowed 4x
// (CDP), no network throttling; a new browser context (empty cache) per load, signed in
// (the session in localStorage); ADMIN_BENCH_ENTRIES entries (default 100,000), ADMIN_PHONE_LOADS
// loads per page (default 5), median printed. From navigation start:
//  - /admin/dashboard: the frame (the sidebar's brand and the screen's heading drawn), whether and
//    until when the shell's loading spinner was on screen, the numbers (Total Waitlist Sign-ups
//    reads the seeded count, in the page's placeholder or in the App);
//  - /admin/waitlist: the first rows drawn, and "usable": the end of the last long task (over
//    50 ms) by 3 s after the rows, after which a tap is answered at once;
//  - when the browser asked for remotes.json and the screen's data (the stats, the first page).
// ADMIN_PHONE_CPU=1 measures without the CPU slowdown (the desktop figure of the same pages).
// Side by side: every load is made without and with mf-admin's page parts (page-parts-switch.mjs),
// and "placeholder" is when the frame's placeholder (the page's own markup) was first on screen.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { seedWaitlist, signInAdmin } from './admin-seed.mjs';
import { pagePartsSwitch } from './page-parts-switch.mjs';
import { BENCH_ADMIN, median, printTable, startStack } from './stack.mjs';

const ENTRIES = Number(process.env.ADMIN_BENCH_ENTRIES ?? 100_000);
const LOADS = Number(process.env.ADMIN_PHONE_LOADS ?? 5);
const CPU = Number(process.env.ADMIN_PHONE_CPU ?? 4);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// After the first rows, long tasks are watched this long: a page still drawing rows has them.
const QUIET_WATCH_MS = 3_000;

// Runs in the page before its own scripts: notes, at every animation frame, when each thing was
// first (and the spinner last) on screen, and every long task.
function watchScreen(expectedTotal) {
  const marks = { longTasks: [] };
  window.__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const seen = (el) => !!el && el.checkVisibility();
  const note = (name, on) => {
    if (on && marks[name] === undefined) marks[name] = performance.now();
  };
  const frame = () => {
    const now = performance.now();
    if (seen(document.querySelector('.shell-remote-loading'))) {
      marks.spinnerFirst ??= now;
      marks.spinnerLast = now;
    }
    note('placeholder', seen(document.querySelector('#fp-page-placeholder .fpa-sidebar__brand')));
    note('frame', seen(document.querySelector('#root .fpa-sidebar__brand')) && seen(document.querySelector('main h1')));
    // In the page's placeholder (its head script writes the first counts in) or in the App's card.
    const totals = document.querySelectorAll('[data-first-count="totalCount"], [data-testid="totalCount"]');
    note(
      'numbers',
      [...totals].some((el) => el.textContent === expectedTotal && seen(el)),
    );
    note('rows', seen(document.querySelector('table tbody tr .fpa-person')));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function load(browser, base, session, path, until) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (CPU > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  }
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('adminUser', user);
    },
    [session.token, JSON.stringify(session.user)],
  );
  await page.addInitScript(watchScreen, ENTRIES.toLocaleString('en-US'));
  await page.goto(`${base}${path}`);
  await page.waitForFunction((name) => window.__benchMarks?.[name] !== undefined, until, { timeout: 60_000 });
  if (until === 'rows') await page.waitForTimeout(QUIET_WATCH_MS);
  const result = await page.evaluate(
    ([name, watchMs]) => {
      const marks = window.__benchMarks;
      const started = (pattern) =>
        performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))?.startTime;
      const lastLongTask = marks.longTasks
        .filter(([start]) => start <= marks[name] + watchMs)
        .reduce((end, [, taskEnd]) => Math.max(end, taskEnd), 0);
      return {
        ...marks,
        usable: Math.max(marks[name], lastLongTask),
        remotesJson: started(/\/remotes\.json/),
        stats: started(/\/api\/admin\/stats$/),
        funnel: started(/\/api\/admin\/stats\/funnel/),
        firstPage: started(/\/api\/admin\/waitlist(\?limit=\d+)?$/),
      };
    },
    [until, QUIET_WATCH_MS],
  );
  await context.close();
  return result;
}

const fmt = (values) => {
  const present = values.filter((v) => v !== undefined);
  if (present.length === 0) return '-';
  return `${Math.round(median(present))}${present.length < values.length ? ` (${present.length}/${values.length})` : ''}`;
};

const parts = pagePartsSwitch();
const stack = await startStack({ env: { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password } });
let browser;
try {
  await seedWaitlist(stack.dataDir, ENTRIES);
  const session = await signInAdmin(stack.url, BENCH_ADMIN);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Warm-up: the gateway's and the BFF's first answers, and the database's caches.
  await load(browser, stack.url, session, '/admin/dashboard', 'numbers');
  await load(browser, stack.url, session, '/admin/waitlist', 'rows');

  const runs = new Map(parts.variants.map((on) => [on, { dashboard: [], waitlist: [] }]));
  for (let i = 0; i < LOADS; i += 1) {
    for (const [on, variant] of runs) {
      parts.set(on);
      variant.dashboard.push(await load(browser, stack.url, session, '/admin/dashboard', 'numbers'));
      variant.waitlist.push(await load(browser, stack.url, session, '/admin/waitlist', 'rows'));
    }
  }
  parts.restore();
  const col = (loads, key) => fmt(loads.map((run) => run[key]));
  console.log(
    `${ENTRIES.toLocaleString('en-US')} entries, phone 390x844 with touch, CPU ${CPU}x slower, median of ${LOADS} cold loads, ms from navigation start ` +
      `("-": never; (n/${LOADS}): in n loads only)`,
  );
  const rows = [];
  for (const [on, { dashboard, waitlist }] of runs) {
    const label = parts.available ? (on ? ' (page parts)' : ' (without)') : '';
    rows.push(
      [
        `/admin/dashboard${label}`,
        col(dashboard, 'spinnerFirst'),
        col(dashboard, 'spinnerLast'),
        col(dashboard, 'placeholder'),
        col(dashboard, 'frame'),
        col(dashboard, 'numbers'),
        '',
        col(dashboard, 'remotesJson'),
        col(dashboard, 'stats'),
      ],
      [
        `/admin/waitlist${label}`,
        col(waitlist, 'spinnerFirst'),
        col(waitlist, 'spinnerLast'),
        col(waitlist, 'placeholder'),
        col(waitlist, 'frame'),
        col(waitlist, 'rows'),
        col(waitlist, 'usable'),
        col(waitlist, 'remotesJson'),
        col(waitlist, 'firstPage'),
      ],
    );
  }
  printTable(
    [
      'page',
      'spinner shown',
      'spinner gone',
      'placeholder',
      'frame',
      'numbers / rows',
      'usable',
      'remotes.json asked',
      'data asked',
    ],
    rows,
  );
} finally {
  parts.restore();
  await browser?.close();
  await stack.stop();
}
