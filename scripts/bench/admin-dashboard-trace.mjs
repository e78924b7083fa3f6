// One cold load of /admin/dashboard, as a waterfall: every request (start, end, bytes), the long
// tasks, and when the Total Waitlist number showed. ADMIN_BENCH_DATA_DIR / ADMIN_BENCH_ENTRIES as
// admin-dashboard.mjs (an already seeded list).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { signInAdmin } from './admin-seed.mjs';
import { startStack } from './stack.mjs';

const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const stack = await startStack({
  keepDir: process.env.ADMIN_BENCH_DATA_DIR,
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, BFF_ADMIN_PORT: '24002' },
});
const session = await signInAdmin(stack.url, ADMIN);
const base = stack.url;
const token = session.token;
const user = JSON.stringify(session.user);
const expected = Number(process.env.ADMIN_BENCH_ENTRIES ?? 100_000).toLocaleString('en-US');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (let run = 0; run < Number(process.env.ADMIN_TRACE_RUNS ?? 2); run += 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminUser', u);
      window.__long = [];
      window.__seen = {};
      const look = () => {
        const at = Math.round(performance.now());
        const mark = (k, ok) => {
          if (ok && !(k in window.__seen)) window.__seen[k] = at;
        };
        mark('placeholder', document.getElementById('fp-page-placeholder'));
        mark('root has children', document.getElementById('root')?.firstElementChild);
        mark('fpa-root', document.querySelector('.fpa-root'));
        mark('h1 Dashboard in root', document.querySelector('#root h1'));
        mark('stat skeleton', document.querySelector('#root .fpa-stat__skeleton'));
        mark('totalCount', document.querySelector('[data-testid="totalCount"]'));
        mark('funnel totals', document.querySelector('[data-testid="funnel-totals"]'));
        mark('uplot canvas', document.querySelector('#root canvas'));
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((l) =>
        window.__long.push(...l.getEntries().map((e) => [Math.round(e.startTime), Math.round(e.duration)])),
      ).observe({ type: 'longtask', buffered: true });
    },
    [token, user],
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(`${base}/admin/dashboard`);
  const handle = await page.waitForFunction(
    (text) => (document.querySelector('[data-testid="totalCount"]')?.textContent === text ? performance.now() : false),
    expected,
    { timeout: 60_000, polling: 'raf' },
  );
  const shown = await handle.jsonValue();
  const { profile } = await cdp.send('Profiler.stop');
  const selfByUrl = new Map();
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const node of profile.nodes) {
    const url = node.callFrame.url.replace(base, '') || `(${node.callFrame.functionName || 'native'})`;
    selfByUrl.set(url, (selfByUrl.get(url) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
  }
  const profileLines = [...selfByUrl]
    .filter(([, ms]) => ms >= 3)
    .sort((a, b) => b[1] - a[1])
    .map(([u, ms]) => `  ${String(Math.round(ms)).padStart(5)} ms  ${u}`);
  const data = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      nav: {
        responseStart: nav.responseStart,
        responseEnd: nav.responseEnd,
        dcl: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        size: nav.transferSize,
      },
      paints: performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]),
      res: performance.getEntriesByType('resource').map((r) => ({
        name: r.name.replace(location.origin, ''),
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
        bytes: r.encodedBodySize,
        raw: r.decodedBodySize,
        init: r.initiatorType,
      })),
      long: window.__long,
      seen: window.__seen,
    };
  });
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const t0 = trace.traceEvents.find(
    (e) => e.name === 'navigationStart' || e.name === 'NavigationStart' || e.name === 'TracingStartedInBrowser',
  )?.ts;
  const byUrl = new Map();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur) continue;
    if (
      [
        'EvaluateScript',
        'v8.compile',
        'v8.compileModule',
        'FunctionCall',
        'ParseHTML',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
      ].includes(e.name)
    ) {
      const url = (e.args?.data?.url || e.args?.data?.functionName || '').replace(base, '');
      const key = `${e.name} ${url}`;
      const prev = byUrl.get(key) ?? { ms: 0, n: 0, first: Infinity };
      prev.ms += e.dur / 1000;
      prev.n += 1;
      prev.first = Math.min(prev.first, (e.ts - t0) / 1000);
      byUrl.set(key, prev);
    }
  }
  const rows = [...byUrl].filter(([, v]) => v.ms >= 5).sort((a, b) => a[1].first - b[1].first);
  const traceLines = rows.map(
    ([k, v]) => `  ${String(Math.round(v.first)).padStart(5)} ${String(Math.round(v.ms)).padStart(5)} ms x${v.n} ${k}`,
  );
  console.log(`\n=== run ${run}: numbers shown at ${Math.round(shown)} ms`);
  console.log('nav', JSON.stringify(data.nav), 'paints', JSON.stringify(data.paints));
  for (const r of data.res.sort((a, b) => a.start - b.start))
    console.log(
      `${String(r.start).padStart(5)} → ${String(r.end).padStart(5)}  ${String(r.bytes).padStart(7)} B (${String(r.raw).padStart(7)})  ${r.init.padEnd(14)} ${r.name}`,
    );
  console.log('seen', JSON.stringify(data.seen));
  console.log('long tasks [start, ms]', JSON.stringify(data.long));
  console.log('trace (first start since tracing start, total ms):\n' + traceLines.join('\n'));
  console.log('CPU self time by script until the numbers (sampled):\n' + profileLines.join('\n'));
  console.log(
    'CDP',
    ['ScriptDuration', 'TaskDuration', 'LayoutDuration', 'RecalcStyleDuration']
      .map((k) => `${k}=${Math.round(metrics[k] * 1000)}ms`)
      .join(' '),
  );
  await context.close();
}
await browser.close();
await stack.stop();
