import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { stopChild, waitForOk } from '../support/wait-for-ok';
import { publishPost } from './admin-support';

// A post's page used to ask bff-public for the post twice, once for the gateway's
// title and preview tags and once for the server render. A second gateway (the real shell and
// mf-blog server bundles) reaches bff-public through a proxy that counts what it is asked.
const root = path.resolve(import.meta.dirname, '../..');
const GATEWAY_PORT = E2E_PORTS.gateway + 26;
const GATEWAY_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
const POST = {
  title: 'Asked For Once',
  slug: 'asked-for-once',
  excerpt: 'One answer serves the page and its preview.',
  content: 'The gateway writes the tags from the answer the page rendered with.',
};

let counter: Server | undefined;
let gateway: ChildProcess | undefined;
const asked: string[] = [];

/** bff-public behind a counter: every request passes through unchanged. */
function countingProxy(target: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const postCalls = () => asked.filter((line) => line.startsWith('GET /api/blog/'));

test.describe("a post's page asks the blog for the post once", () => {
  test.beforeAll(async ({ request }) => {
    const proxy = await countingProxy(`http://127.0.0.1:${E2E_PORTS.bffPublic}`);
    counter = proxy.server;
    gateway = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'gateway/src/main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(GATEWAY_PORT), BFF_PUBLIC_URL: proxy.url, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    await waitForOk(`${GATEWAY_URL}/healthz`);

    await publishPost(request, POST);
  });

  test.afterAll(async () => {
    await stopChild(gateway);
    await new Promise((resolve) => (counter ? counter.close(resolve) : resolve(undefined)));
  });

  test('the HTML carries the rendered post and its title and preview tags, from one call', async () => {
    asked.length = 0;
    const response = await fetch(`${GATEWAY_URL}/blog/${POST.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${POST.title} · Fresh Pouf</title>`);
    expect(html).toContain(`<meta property="og:title" content="${POST.title} · Fresh Pouf">`);
    expect(html).toContain(`<meta name="description" content="${POST.excerpt}">`);
    const rendered = html.slice(html.indexOf('<div id="root">'));
    expect(rendered).toContain(`>${POST.title}</h1>`);
    expect(rendered).toContain(`>${POST.content}</div>`);
    expect(postCalls()).toEqual([`GET /api/blog/${POST.slug}`]);
  });

  test("a visit in the browser: the server's page is the page (an islands page), no second call", async ({ page }) => {
    asked.length = 0;
    await page.goto(`${GATEWAY_URL}/blog/${POST.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      ),
    ).toBe(false);
    expect(postCalls()).toEqual([`GET /api/blog/${POST.slug}`]);
  });
});
