// `node --import tsx scripts/bench/blog.mjs`: the blog with 200 published posts (the figures in docs/benchmarks.md):
//  - size of GET /api/blog (as sent, gzip, and uncompressed) and its response time through the gateway;
//  - time from navigation start until /blog shows its first post card (median of cold loads).
// Each post has about 3,000 characters of content, which the list leaves out (excerpts only).
import { gunzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { connectBenchDb } from './bench-db.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';
import { startStack } from './stack.mjs';

const POSTS = Number(process.env.BLOG_BENCH_POSTS ?? 200);
const LOADS = Number(process.env.BLOG_BENCH_LOADS ?? 5);
const CALLS = Number(process.env.BLOG_BENCH_CALLS ?? 30);
// Not the other benches' ports: this one may run beside them.
const PORTS = { gateway: 28580, core: 24500, bffPublic: 24501, bffAdmin: 24502, postgres: 25933 };

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};

async function seed(dataDir) {
  const client = await connectBenchDb(dataDir, PORTS.postgres);
  await client.query(
    `INSERT INTO blog_posts (title, slug, content, excerpt, cover_image, status, publish_date, created_at)
     SELECT 'Bench post number ' || i, 'bench-post-' || i,
            repeat('Fresh poufs make every shower better. ', 80),
            'A short summary of bench post ' || i || ', as staff write them for the blog list cards.',
            'https://images.example.com/pouf-' || i || '.jpg', 'published',
            now() - make_interval(hours => i), now() - make_interval(hours => i)
     FROM generate_series(1, $1) AS i`,
    [POSTS],
  );
  await client.end();
}

async function firstCard(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Cover images point at an outside host: answer them empty so the figure is the page's own.
  await page.route('https://images.example.com/**', (route) => route.fulfill({ status: 204 }));
  await page.goto(`${base}/blog`);
  const handle = await page.waitForFunction(
    () => (document.querySelector('[data-testid="blog-post-card"]') ? performance.now() : false),
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  const ms = await handle.jsonValue();
  const cards = await page.locator('[data-testid="blog-post-card"]').count();
  await context.close();
  return { ms, cards };
}

const stack = await startStack({ ports: PORTS });
let browser;
try {
  await seed(stack.dataDir);
  const plain = Buffer.from(await (await fetch(`${stack.url}/api/blog`)).arrayBuffer());
  // fetch undoes any compression; node:http reads the bytes as sent.
  const { request } = await import('node:http');
  const gzipBytes = await new Promise((resolve, reject) => {
    request(`${stack.url}/api/blog`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') gunzipSync(body); // throws if it is not really gzip
        resolve({ sent: body.length });
      });
    })
      .on('error', reject)
      .end();
  });
  const listed = JSON.parse(plain.toString('utf8')).blogPosts.length;
  console.log(
    `GET /api/blog with ${listed} published posts: ${plain.length.toLocaleString('en-US')} bytes uncompressed, ` +
      `${gzipBytes.sent.toLocaleString('en-US')} bytes as sent with gzip (excerpts only, no contents)`,
  );
  const times = [];
  for (let i = 0; i < CALLS + 3; i += 1) {
    const started = performance.now();
    await (await fetch(`${stack.url}/api/blog`)).arrayBuffer();
    if (i >= 3) times.push(performance.now() - started);
  }
  console.log(
    `GET /api/blog: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms over ${CALLS} calls`,
  );

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  await firstCard(browser, stack.url); // warm-up
  const loads = [];
  let cards = 0;
  for (let i = 0; i < LOADS; i += 1) {
    const load = await firstCard(browser, stack.url);
    loads.push(load.ms);
    cards = load.cards;
  }
  console.log(
    `/blog shows its first post card after ${Math.round(percentile(loads, 0.5))} ms ` +
      `(median of ${LOADS} cold loads: ${loads.map(Math.round).join(', ')} ms; ${cards} cards), from navigation start`,
  );
} finally {
  await browser?.close();
  await stack.stop();
}
