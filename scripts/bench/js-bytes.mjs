// JavaScript the browser downloads for a page, by file, with its gzip size (level 6, what the
// gateway's compression sends).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { startStack } from './stack.mjs';


export async function measureJsBytes(url, pathname = '/', waitForText = 'A Splash of Freshness Every Month') {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  });
  await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' });
  await page.getByText(waitForText).first().waitFor();
  await browser.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stack = await startStack();
  try {
    const files = await measureJsBytes(stack.url);
    for (const f of files) console.log(`${String(f.gzip).padStart(8)} B gzip  ${String(f.raw).padStart(8)} B raw  ${f.file}`);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(`${String(total).padStart(8)} B gzip in ${files.length} files for /`);
  } finally {
    await stack.stop();
  }
}
