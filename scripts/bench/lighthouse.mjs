// `node scripts/bench/lighthouse.mjs`: Lighthouse 12 with its mobile defaults (Moto G Power,
// simulated slow 4G, 4x CPU slowdown), as a new visitor on a phone meets the site, for `/`,
// `/blog`, a published post, `/checkout` (the Early Bird plan link) and `/privacy`, driving
// Debian's Chromium. Each page is measured side by side with the same server-rendered HTML
// stripped of every script and script preload (no-js-proxy.mjs): the gap between the two is
// what the page's JavaScript costs a phone. Runs alternate with/without, LIGHTHOUSE_RUNS times
// each (default 3), and every figure printed is the median of those runs: one run on a shared
// two-core machine is too noisy to compare before and after, and alternating spreads any
// background load over both. benchmarkIndex is Lighthouse's own measure of how fast this
// machine was at the time (higher is faster); compare figures only between runs with similar ones.
//
// LIGHTHOUSE_PAGES=/,/blog narrows the pages (by label, as printed); LIGHTHOUSE_RUNS=1 runs
// each once; LIGHTHOUSE_SAVE=<dir> keeps every run's whole report (JSON) there, to see why.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { startNoJsProxy } from './no-js-proxy.mjs';
import { STOREFRONT_PAGES, median, printTable, startStorefront, waitFor } from './stack.mjs';

const DEBUG_PORT = 29222;
// The other categories are scored on the real page only; performance comes from the load's
// trace alone, so it is comparable between the two variants.
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function withChromium(run) {
  const profile = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-lh-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
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

/** One Lighthouse run: category scores (0-100), LCP and TBT in ms, CLS, benchmarkIndex, failed audits. */
async function runOnce(url, categories, saveAs, attempt = 1) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Now and then the trace of a load comes back unusable (NO_NAVSTART, NO_FCP on a busy
  // machine): that run says nothing about the page, so it is run again, twice at most.
  if (lhr.runtimeError && attempt < 3) return runOnce(url, categories, saveAs, attempt + 1);
  if (saveAs) {
    mkdirSync(path.dirname(saveAs), { recursive: true });
    writeFileSync(saveAs, JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
    )
    .map((a) => a.id);
  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

/** The median of each figure over the runs, and every audit that failed in at least one run. */
function summarise(runs) {
  const categories = Object.keys(runs[0].scores);
  return {
    scores: Object.fromEntries(categories.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
    perRun: runs.map((r) => r.scores.performance),
  };
}

export async function lighthouseReport(base, pages = STOREFRONT_PAGES) {
  const proxy = await startNoJsProxy(base);
  try {
    return await withChromium(async () => {
      const report = [];
      for (const page of pages) {
        const runs = { js: [], noJs: [] };
        const saveAs = (variant, i) =>
          process.env.LIGHTHOUSE_SAVE &&
          path.join(
            process.env.LIGHTHOUSE_SAVE,
            `${page.label.replace(/^\//, '').replace(/\W+/g, '-') || 'landing'}-${variant}-${i + 1}.json`,
          );
        for (let i = 0; i < RUNS; i += 1) {
          runs.js.push(await runOnce(`${base}${page.path}`, CATEGORIES, saveAs('js', i)));
          runs.noJs.push(await runOnce(`${proxy.url}${page.path}`, ['performance'], saveAs('no-js', i)));
        }
        const benchmarkIndex = [...runs.js, ...runs.noJs].map((r) => r.benchmarkIndex);
        report.push({ ...page, js: summarise(runs.js), noJs: summarise(runs.noJs), benchmarkIndex });
      }
      return report;
    });
  } finally {
    await proxy.close();
  }
}

function print(report) {
  console.log(
    `Lighthouse 12, mobile defaults, median of ${RUNS} runs per page and variant (with JS / the same HTML without scripts)`,
  );
  const header = [
    'page',
    'perf JS',
    'perf no-JS',
    'gap',
    'TBT JS',
    'TBT no-JS',
    'LCP JS',
    'LCP no-JS',
    'benchmarkIndex',
  ];
  const rows = report.map((r) => [
    r.label,
    String(r.js.scores.performance),
    String(r.noJs.scores.performance),
    String(r.noJs.scores.performance - r.js.scores.performance),
    `${Math.round(r.js.tbt)} ms`,
    `${Math.round(r.noJs.tbt)} ms`,
    `${(r.js.lcp / 1000).toFixed(1)} s`,
    `${(r.noJs.lcp / 1000).toFixed(1)} s`,
    String(Math.round(median(r.benchmarkIndex))),
  ]);
  printTable(header, rows);
  for (const r of report) {
    const { accessibility, 'best-practices': bestPractices, seo } = r.js.scores;
    console.log(
      `  ${r.label} (${r.path}): performance per run ${r.js.perRun.join(', ')} with JS, ${r.noJs.perRun.join(', ')} without; ` +
        `benchmarkIndex ${Math.round(Math.min(...r.benchmarkIndex))}-${Math.round(Math.max(...r.benchmarkIndex))}; ` +
        `with JS: a11y ${accessibility}, best-pr ${bestPractices}, seo ${seo}, CLS ${r.js.cls.toFixed(3)}, audits below 0.9: ${r.js.failing.join(', ') || 'none'}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = only ? STOREFRONT_PAGES.filter((p) => only.includes(p.label)) : STOREFRONT_PAGES;
  const stack = await startStorefront();
  try {
    print(await lighthouseReport(stack.url, pages));
  } finally {
    await stack.stop();
  }
}
