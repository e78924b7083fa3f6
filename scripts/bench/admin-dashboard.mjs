// `node --import tsx scripts/bench/admin-dashboard.mjs`: the staff area with 100,000 waitlist
// entries (the figures of docs/benchmarks.md, the funnel's included):
//  - response time of GET /api/admin/stats (with the sources table), of the sign-up funnel for
//    30 and 90 days and of the first page of GET /api/admin/waitlist (with places in line),
//    through the gateway (median and p95 of warm calls);
//  - a search over the whole list (GET /api/admin/waitlist?q=..., by a name, by part of an
//    address and by a whole one, each matching one entry, and by a part a ninth of the list
//    has), and the next page of the list after the first (keyset);
//  - time from navigation start until /admin/dashboard shows its numbers (the Total Waitlist
//    Sign-ups card reads 100,000: first in the page's placeholder, where its head script writes
//    the stats answer's counts, or in the App; the App's own card is timed too), over several
//    cold page loads, and when the browser asked for the stats; side by side without and with
//    mf-admin's page parts (page-parts-switch.mjs).
// ADMIN_BENCH_ENTRIES (100000), ADMIN_BENCH_CALLS (30 warm calls each), ADMIN_BENCH_LOADS (5 cold
// loads); ADMIN_BENCH_DATA_DIR keeps the database in that directory after the run and reuses the
// list it holds next time (the same ENTRIES), instead of seeding it again.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { seedWaitlist, signInAdmin } from './admin-seed.mjs';
import { pagePartsSwitch } from './page-parts-switch.mjs';
import { startStack } from './stack.mjs';

const ENTRIES = Number(process.env.ADMIN_BENCH_ENTRIES ?? 100_000);
const CALLS = Number(process.env.ADMIN_BENCH_CALLS ?? 30);
const LOADS = Number(process.env.ADMIN_BENCH_LOADS ?? 5);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const BFF_ADMIN_PORT = 24002;

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};
const summary = (xs) =>
  `median ${percentile(xs, 0.5).toFixed(1)} ms, p95 ${percentile(xs, 0.95).toFixed(1)} ms over ${xs.length} calls`;

async function timeCalls(url, token, check) {
  const times = [];
  for (let i = 0; i < CALLS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    // A build without a server-side search answers the first page unfiltered: not a search.
    if (check && i === 0 && response.ok && !check(JSON.parse(Buffer.from(body).toString('utf8')))) return null;
    // A build from before the funnel existed (the "before" figure) has no such route.
    if (response.status === 404 && i === 0) return null;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}

/**
 * Run in the page before anything else: notes, each frame from the first, when the Total
 * Waitlist Sign-ups number first reads `text`, in the page's placeholder (its head script writes
 * the stats answer's counts in) and in the App's own card. A build without the first shows it
 * in the App only.
 */
function watchTotals(text) {
  const marks = {};
  window.benchTotals = marks;
  const frame = () => {
    const now = performance.now();
    const shows = (selector) => {
      const found = document.querySelector(selector);
      return found?.textContent === text && found.checkVisibility();
    };
    if (marks.first === undefined && shows('[data-first-count="totalCount"]')) marks.first = now;
    if (shows('[data-testid="totalCount"]')) marks.app = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function dashboardLoad(browser, base, session) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('adminUser', user);
    },
    [session.token, JSON.stringify(session.user)],
  );
  await page.addInitScript(watchTotals, ENTRIES.toLocaleString('en-US'));
  await page.goto(`${base}/admin/dashboard`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.benchTotals?.app, undefined, { timeout: 60_000 });
  const appMs = await handle.jsonValue();
  const ms = Math.min(appMs, (await page.evaluate(() => window.benchTotals.first)) ?? Infinity);
  const statsAsked = await page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => /\/api\/admin\/stats$/.test(entry.name))?.startTime,
  );
  await context.close();
  return { ms, appMs, statsAsked };
}

const parts = pagePartsSwitch();
const stack = await startStack({
  keepDir: process.env.ADMIN_BENCH_DATA_DIR || undefined,
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, BFF_ADMIN_PORT: String(BFF_ADMIN_PORT) },
});
let browser;
try {
  await seedWaitlist(stack.dataDir, ENTRIES);
  const session = await signInAdmin(stack.url, ADMIN);

  const stats = await timeCalls(`${stack.url}/api/admin/stats`, session.token);
  console.log(`GET /api/admin/stats (counts and the sources table): ${summary(stats)}`);
  for (const days of [30, 90]) {
    const funnel = await timeCalls(`${stack.url}/api/admin/stats/funnel?days=${days}`, session.token);
    console.log(`GET /api/admin/stats/funnel?days=${days}: ${funnel ? summary(funnel) : 'not in this build'}`);
  }
  const page = await timeCalls(`${stack.url}/api/admin/waitlist`, session.token);
  console.log(`GET /api/admin/waitlist (first page of 500): ${summary(page)}`);
  const first = await (
    await fetch(`${stack.url}/api/admin/waitlist`, { headers: { authorization: `Bearer ${session.token}` } })
  ).json();
  const next = await timeCalls(`${stack.url}/api/admin/waitlist?before=${first.nextBefore}`, session.token);
  console.log(`GET /api/admin/waitlist?before= (second page of 500): ${summary(next)}`);
  // One entry from early in the list (its place is near the front) and one from late.
  const early = Math.max(1, Math.floor(ENTRIES / 8) + 7);
  const late = Math.max(1, ENTRIES - Math.floor(ENTRIES / 10) + 3);
  const finds = (email) => (body) => body.entries.some((e) => e.email === email) && body.entries.length < 20;
  for (const [label, q, check] of [
    ['a name', `Bench Person ${early}`, finds(`bench${early}@example.com`)],
    ['part of an address', `bench${late}@exa`, finds(`bench${late}@example.com`)],
    ['a whole address', `bench${late}@example.com`, finds(`bench${late}@example.com`)],
    // Words every entry has, matching a ninth of the list: a full page of the newest.
    ['a common part', 'person 9', (body) => body.entries.length === 500],
  ]) {
    const search = await timeCalls(`${stack.url}/api/admin/waitlist?q=${encodeURIComponent(q)}`, session.token, check);
    console.log(
      `GET /api/admin/waitlist?q= (search by ${label}, "${q}"): ${search ? summary(search) : 'no server-side search in this build'}`,
    );
  }

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  await dashboardLoad(browser, stack.url, session); // warm-up
  const runs = new Map(parts.variants.map((on) => [on, []]));
  for (let i = 0; i < LOADS; i += 1) {
    for (const [on, loads] of runs) {
      parts.set(on);
      loads.push(await dashboardLoad(browser, stack.url, session));
    }
  }
  parts.restore();
  for (const [on, loads] of runs) {
    const label = parts.available ? (on ? ' with page parts' : ' without page parts') : '';
    const times = loads.map((load) => load.ms);
    const appTimes = loads.map((load) => load.appMs);
    const asked = Math.round(
      percentile(
        loads.map((load) => load.statsAsked ?? NaN),
        0.5,
      ),
    );
    console.log(
      `/admin/dashboard${label} shows its numbers after ${Math.round(percentile(times, 0.5))} ms ` +
        `(median of ${LOADS} cold loads: ${times.map(Math.round).join(', ')} ms), from navigation start; ` +
        `the App's own after ${Math.round(percentile(appTimes, 0.5))} ms (${appTimes.map(Math.round).join(', ')}); ` +
        `stats asked at ${asked} ms`,
    );
  }
} finally {
  parts.restore();
  await browser?.close();
  await stack.stop();
}
