// `node --import tsx scripts/bench/admin-dashboard.mjs`: the staff area with 100,000 waitlist
// entries (issue 3's figures):
//  - response time of GET /api/admin/stats and of the first page of GET /api/admin/waitlist,
//    through the gateway (median and p95 of warm calls);
//  - time from navigation start until /admin/dashboard shows its numbers (the Total Waitlist
//    Sign-ups card reads 100,000), over several cold page loads.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { passwordFileOf } from '../../packages/dev-postgres/src/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { BENCH_PORTS, startStack } from './stack.mjs';

const ENTRIES = Number(process.env.ADMIN_BENCH_ENTRIES ?? 100_000);
const CALLS = Number(process.env.ADMIN_BENCH_CALLS ?? 30);
const LOADS = Number(process.env.ADMIN_BENCH_LOADS ?? 5);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const BFF_ADMIN_PORT = 24002;

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};
const summary = (xs) => `median ${percentile(xs, 0.5).toFixed(1)} ms, p95 ${percentile(xs, 0.95).toFixed(1)} ms over ${xs.length} calls`;

async function seed(dataDir) {
  const password = (await readFile(passwordFileOf(dataDir), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: BENCH_PORTS.postgres, user: 'postgres', password, database: 'fresh_pouf' });
  await client.connect();
  const started = performance.now();
  await client.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, payment_made, is_family, number_of_poufs, created_at)
     SELECT 'Bench Person ' || i, 'bench' || i || '@example.com',
            (ARRAY['monthly','bi-monthly','quarterly','family'])[1 + i % 4], '2026-11-21',
            i % 3 = 0, i % 7 = 0, i % 4 = 3, CASE WHEN i % 4 = 3 THEN 2 + i % 4 ELSE 1 END,
            now() - make_interval(mins => i)
     FROM generate_series(1, $1) AS i`,
    [ENTRIES],
  );
  await client.query('ANALYZE waitlist_entries');
  await client.end();
  console.log(`seeded ${ENTRIES.toLocaleString('en-US')} waitlist entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function timeCalls(url, token) {
  const times = [];
  for (let i = 0; i < CALLS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}

async function dashboardLoad(browser, base, session) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(([token, user]) => {
    localStorage.setItem('adminToken', token);
    localStorage.setItem('adminUser', user);
  }, [session.token, JSON.stringify(session.user)]);
  await page.goto(`${base}/admin/dashboard`);
  const expected = ENTRIES.toLocaleString('en-US');
  const handle = await page.waitForFunction(
    (text) => (document.querySelector('[data-testid="totalCount"]')?.textContent === text ? performance.now() : false),
    expected,
    { timeout: 60_000, polling: 'raf' },
  );
  const ms = await handle.jsonValue();
  await context.close();
  return ms;
}

const stack = await startStack({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, BFF_ADMIN_PORT: String(BFF_ADMIN_PORT) },
});
let browser;
try {
  await seed(stack.dataDir);
  const login = await fetch(`${stack.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const session = await login.json();
  if (!session.token) throw new Error(`bench sign-in failed: ${login.status} ${JSON.stringify(session)}`);

  const stats = await timeCalls(`${stack.url}/api/admin/stats`, session.token);
  console.log(`GET /api/admin/stats: ${summary(stats)}`);
  const page = await timeCalls(`${stack.url}/api/admin/waitlist`, session.token);
  console.log(`GET /api/admin/waitlist (first page of 500): ${summary(page)}`);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  await dashboardLoad(browser, stack.url, session); // warm-up
  const loads = [];
  for (let i = 0; i < LOADS; i += 1) loads.push(await dashboardLoad(browser, stack.url, session));
  console.log(
    `/admin/dashboard shows its numbers after ${Math.round(percentile(loads, 0.5))} ms ` +
      `(median of ${LOADS} cold loads: ${loads.map(Math.round).join(', ')} ms), from navigation start`,
  );
} finally {
  await browser?.close();
  await stack.stop();
}
