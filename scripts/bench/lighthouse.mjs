// `node scripts/bench/lighthouse.mjs`: Lighthouse 12 with its mobile defaults (Moto G Power,
// simulated slow 4G, 4x CPU slowdown), as a new visitor on a phone meets the site, for `/`,
// `/blog`, a published post and `/checkout` (the Early Bird plan link a visitor follows from an
// e-mail or a shared price), driving Debian's Chromium. Each page is measured
// LIGHTHOUSE_RUNS times (default 3) and every figure printed is the median of those runs: one
// run on a shared two-core machine is too noisy to compare before and after.
//
// LIGHTHOUSE_PAGES=/,/blog narrows the pages (by label, as printed); LIGHTHOUSE_RUNS=1 runs
// each once; LIGHTHOUSE_SAVE=<dir> keeps every run's whole report (JSON) there, to see why.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { startStack, waitFor } from './stack.mjs';

const DEBUG_PORT = 29222;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const POST = {
  title: 'How Often Should You Replace Your Shower Pouf?',
  slug: 'how-often-to-replace-your-shower-pouf',
  excerpt: 'Every three to four weeks: why a pouf that stays in the shower longer collects more than soap.',
  content: `${'A pouf spends its life warm and damp, which is exactly what bacteria like. '.repeat(12)}\n\n${'Rinse it well, let it dry away from the shower, and replace it every few weeks. '.repeat(12)}`,
  // No cover image: it would come from another host, which this machine cannot reach.
  coverImage: '',
  status: 'published',
};
const PAGES = [
  { label: '/', path: '/' },
  { label: '/blog', path: '/blog' },
  { label: 'post', path: `/blog/${POST.slug}` },
  { label: '/checkout', path: '/checkout?id=bi-monthly&subscription=true' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function withChromium(run) {
  const profile = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-lh-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    ['--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'],
    // Its own process group, so its helper processes can be stopped with it.
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, { timeoutMs: 20_000 });
    return await run();
  } finally {
    // Chromium's helper processes write the profile until they have all exited.
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    process.kill(-chrome.pid, 'SIGKILL');
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A leftover temp folder must not cost the measurement.
    }
  }
}

/** One published post to measure, written the way staff write one (through the admin API). */
async function publishPost(base) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const created = await fetch(`${base}/api/admin/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(POST),
  });
  if (created.status !== 201) throw new Error(`could not publish the bench post: ${created.status} ${await created.text()}`);
}

/** One Lighthouse run: the four category scores (0-100), LCP and TBT in ms, CLS, and the audits that failed. */
async function runOnce(url, saveAs, attempt = 1) {
  const result = await lighthouse(url, { port: DEBUG_PORT, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Now and then the trace of a load comes back unusable (NO_NAVSTART, NO_FCP on a busy
  // machine): that run says nothing about the page, so it is run again, twice at most.
  if (lhr.runtimeError && attempt < 3) return runOnce(url, saveAs, attempt + 1);
  if (saveAs) {
    mkdirSync(path.dirname(saveAs), { recursive: true });
    writeFileSync(saveAs, JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return { scores, lcp: numeric('largest-contentful-paint'), tbt: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), failing };
}

/** The median of each figure over the runs, and every audit that failed in at least one run. */
function summarise(runs) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
    perRun: runs.map((r) => r.scores.performance),
  };
}

export async function lighthouseReport(base, pages = PAGES) {
  return withChromium(async () => {
    const report = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const saveAs = process.env.LIGHTHOUSE_SAVE && path.join(process.env.LIGHTHOUSE_SAVE, `${page.label.replace(/^\//, '').replace(/\W+/g, '-') || 'landing'}-${i + 1}.json`);
        runs.push(await runOnce(`${base}${page.path}`, saveAs));
      }
      report.push({ ...page, ...summarise(runs) });
    }
    return report;
  });
}

function print(report) {
  console.log(`Lighthouse 12, mobile defaults, median of ${RUNS} runs per page`);
  const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS'];
  const rows = report.map((r) => [
    r.label,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    `${(r.lcp / 1000).toFixed(1)} s`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  for (const r of report) {
    console.log(`  ${r.label} (${r.path}): performance per run ${r.perRun.join(', ')}; audits below 0.9: ${r.failing.join(', ') || 'none'}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = only ? PAGES.filter((p) => only.includes(p.label)) : PAGES;
  const stack = await startStack({
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Payments configured, as in production, so /checkout shows its real first step (who is
      // paying?) rather than "not available". Nothing measured here calls Stripe: its API
      // address points at a closed local port.
      STRIPE_SECRET_KEY: 'sk_test_lighthouse',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lighthouse',
      STRIPE_WEBHOOK_SECRET: 'whsec_lighthouse',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
  });
  try {
    await publishPost(stack.url);
    print(await lighthouseReport(stack.url, pages));
  } finally {
    await stack.stop();
  }
}
