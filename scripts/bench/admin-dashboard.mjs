// `node --import tsx scripts/bench/admin-dashboard.mjs`: the staff area with 100,000 waitlist
// entries (issue 3's figures, issue 13's funnel):
//  - response time of GET /api/admin/stats (with the sources table), of the sign-up funnel for
//    30 and 90 days and of the first page of GET /api/admin/waitlist (with places in line),
//    through the gateway (median and p95 of warm calls);
//  - a search over the whole list (GET /api/admin/waitlist?q=..., by a name and by part of an
//    address, each matching one entry), and the next page of the list after the first (keyset);
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

// A realistic mix (issue 13): created over the last 120 days, about 70 % confirmed, a third Early
// Bird, some paid, a fifth from utm campaigns, some from other sites, about one in seven brought
// by another entry's referral link. Deterministic (hashes of the row number), so runs compare.
async function seed(dataDir) {
  const password = (await readFile(passwordFileOf(dataDir), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: BENCH_PORTS.postgres, user: 'postgres', password, database: 'fresh_pouf' });
  await client.connect();
  const started = performance.now();
  await client.query(
    `INSERT INTO waitlist_entries (full_name, email, plan, join_date, early_bird, payment_made, is_family, number_of_poufs,
                                   created_at, confirmed_at, utm_source, utm_medium, utm_campaign, referrer)
     SELECT 'Bench Person ' || i, 'bench' || i || '@example.com',
            (ARRAY['monthly','bi-monthly','quarterly','family'])[1 + i % 4], '2026-11-21',
            i % 3 = 0, i % 3 = 0 AND h % 4 = 0, i % 4 = 3, CASE WHEN i % 4 = 3 THEN 2 + i % 4 ELSE 1 END,
            at, CASE WHEN (h / 10) % 10 < 7 THEN at + interval '20 minutes' END,
            CASE WHEN h % 5 = 0 THEN (ARRAY['newsletter','instagram','facebook','google','tiktok'])[1 + (h / 5) % 5] END,
            CASE WHEN h % 5 = 0 THEN (ARRAY['email','social','cpc'])[1 + (h / 25) % 3] END,
            CASE WHEN h % 5 = 0 THEN (ARRAY['launch','spring','early-bird'])[1 + (h / 75) % 3] END,
            CASE WHEN h % 5 IN (1, 2) AND h % 3 = 0 THEN (ARRAY['https://news.example.com','https://blog.example.org','https://www.reddit.com'])[1 + (h / 7) % 3] END
     FROM generate_series(1, $1) AS i,
          LATERAL (SELECT (i * 2654435761::bigint) % 1000003 AS h, now() - make_interval(secs => ($1 - i) * (120 * 86400.0 / $1)) AS at) AS x`,
    [ENTRIES],
  );
  // About one entry in seven followed an earlier entry's link (the earlier one is a few hundred places up).
  await client.query(
    `UPDATE waitlist_entries e SET referred_by_id = r.id, referral_code_used = r.referral_code,
            referral_state = CASE WHEN e.confirmed_at IS NOT NULL THEN 'credited' END, referral_decided_at = e.confirmed_at
       FROM waitlist_entries r
      WHERE e.email LIKE 'bench%' AND e.id % 7 = 1 AND e.utm_source IS NULL AND r.id = e.id - 1 - (e.id * 37) % 500`,
  );
  await client.query('ANALYZE waitlist_entries');
  await client.end();
  console.log(`seeded ${ENTRIES.toLocaleString('en-US')} waitlist entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

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
  console.log(`GET /api/admin/stats (counts and the sources table): ${summary(stats)}`);
  for (const days of [30, 90]) {
    const funnel = await timeCalls(`${stack.url}/api/admin/stats/funnel?days=${days}`, session.token);
    console.log(`GET /api/admin/stats/funnel?days=${days}: ${funnel ? summary(funnel) : 'not in this build'}`);
  }
  const page = await timeCalls(`${stack.url}/api/admin/waitlist`, session.token);
  console.log(`GET /api/admin/waitlist (first page of 500): ${summary(page)}`);
  const first = await (await fetch(`${stack.url}/api/admin/waitlist`, { headers: { authorization: `Bearer ${session.token}` } })).json();
  const next = await timeCalls(`${stack.url}/api/admin/waitlist?before=${first.nextBefore}`, session.token);
  console.log(`GET /api/admin/waitlist?before= (second page of 500): ${summary(next)}`);
  // One entry from early in the list (its place is near the front) and one from late.
  const early = Math.max(1, Math.floor(ENTRIES / 8) + 7);
  const late = Math.max(1, ENTRIES - Math.floor(ENTRIES / 10) + 3);
  for (const [label, q, email] of [
    ['a name', `Bench Person ${early}`, `bench${early}@example.com`],
    ['part of an address', `bench${late}@exa`, `bench${late}@example.com`],
  ]) {
    const search = await timeCalls(`${stack.url}/api/admin/waitlist?q=${encodeURIComponent(q)}`, session.token, (body) =>
      body.entries.some((e) => e.email === email) && body.entries.length < 20,
    );
    console.log(`GET /api/admin/waitlist?q= (search by ${label}, "${q}"): ${search ? summary(search) : 'no server-side search in this build'}`);
  }

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
