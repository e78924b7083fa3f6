// JavaScript the browser downloads for a page's first view (until the network has been idle for
// half a second, before any interaction), by file, with its gzip size (level 6, what the
// gateway's compression sends), and the total against the landing page's budget (120 KB gzip for /).
//   node scripts/bench/js-bytes.mjs                  starts the product on bench ports and measures
//                                                    /, /blog, a post, /checkout and /privacy (by file for /)
//   node scripts/bench/js-bytes.mjs --url http://127.0.0.1:8080 [--path /blog --text Blog]
//                                                    measures one page of a site that is already running
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { STOREFRONT_PAGES, printTable, startStorefront } from './stack.mjs';

export const LANDING_BUDGET_GZIP = 120 * 1024;

/** `waitForText` (or else the page's h1) shows the page rendered rather than failed. */
export async function measureJsBytes(url, pathname = '/', waitForText = undefined) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          file: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
        })),
    );
  });
  await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' });
  await (waitForText ? page.getByText(waitForText) : page.getByRole('heading', { level: 1 })).first().waitFor();
  const files = await Promise.all(pending);
  await browser.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => files.reduce((sum, f) => sum + f.gzip, 0);

/** Lines for a report: each file, then a total per part (shell, each remote) and the budget. */
export function formatJsBytes(files, pathname = '/') {
  const lines = files.map((f) => `${String(f.gzip).padStart(8)} B gzip  ${String(f.raw).padStart(8)} B raw  ${f.file}`);
  const parts = new Map();
  for (const f of files) {
    const part = f.file.startsWith('/mf/') ? f.file.split('/')[2] : 'shell';
    parts.set(part, (parts.get(part) ?? 0) + f.gzip);
  }
  for (const [part, gzip] of parts) lines.push(`${String(gzip).padStart(8)} B gzip  ${part}`);
  const gzip = total(files);
  lines.push(`${String(gzip).padStart(8)} B gzip (${kb(gzip)}) in ${files.length} files for ${pathname}`);
  if (pathname === '/')
    lines.push(`budget ${kb(LANDING_BUDGET_GZIP)}: ${gzip <= LANDING_BUDGET_GZIP ? 'within' : 'OVER'}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, path: { type: 'string', default: '/' }, text: { type: 'string' } },
  });
  if (values.url) {
    const files = await measureJsBytes(values.url, values.path, values.text);
    for (const line of formatJsBytes(files, values.path)) console.log(line);
  } else {
    const stack = await startStorefront();
    try {
      const rows = [];
      for (const page of STOREFRONT_PAGES) {
        const files = await measureJsBytes(stack.url, page.path);
        // The landing page keeps its by-file breakdown: it is the one with a budget.
        if (page.path === '/') for (const line of formatJsBytes(files, '/')) console.log(line);
        rows.push([page.label, String(files.length), kb(total(files)), kb(files.reduce((sum, f) => sum + f.raw, 0))]);
      }
      console.log("\nJavaScript of each page's first view");
      printTable(['page', 'files', 'gzip', 'raw'], rows);
    } finally {
      await stack.stop();
    }
  }
}
