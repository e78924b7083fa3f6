import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { waitlistFormReady } from '../support/waitlist-form';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type RunningStaticSite, startNginx } from '../../packages/deploy/src/nginx-process';
import { NGINX_CONF } from '../../packages/deploy/src/testing/repo-files';
import { E2E_PORTS } from '../ports';
import { stopChild, waitForOk } from '../support/wait-for-ok';

// The production topology on one machine: the built shell and mf-marketing each served by a
// real nginx with the config their image ships, behind the compiled gateway its image runs
// (`node gateway/dist/main.js`), which routes to them by URL (SHELL_URL, MF_MARKETING_URL) and
// to the running bff-public for /api, and renders the pages with the server bundles nginx serves
// it on the other port (SHELL_SERVER_URL, MF_MARKETING_SERVER_URL).
const root = path.resolve(import.meta.dirname, '../..');
const PORTS = {
  gateway: E2E_PORTS.gateway + 20,
  shell: E2E_PORTS.gateway + 21,
  marketing: E2E_PORTS.gateway + 22,
  shellServer: E2E_PORTS.gateway + 24,
  marketingServer: E2E_PORTS.gateway + 25,
};
const GATEWAY_URL = `http://127.0.0.1:${PORTS.gateway}`;

let shell: RunningStaticSite | undefined;
let marketing: RunningStaticSite | undefined;
let gateway: ChildProcess | undefined;
let bundleCache: string | undefined;

test.describe('static front ends behind nginx', () => {
  test.beforeAll(async () => {
    const confPath = path.join(root, NGINX_CONF);
    shell = await startNginx({
      confPath,
      root: path.join(root, 'shell/dist'),
      port: PORTS.shell,
      serverBundlePort: PORTS.shellServer,
    });
    marketing = await startNginx({
      confPath,
      root: path.join(root, 'mf-marketing/dist'),
      port: PORTS.marketing,
      serverBundlePort: PORTS.marketingServer,
    });
    bundleCache = mkdtempSync(path.join(tmpdir(), 'fresh-pouf-e2e-bundles-'));
    execFileSync('npm', ['run', '--silent', 'build', '-w', 'gateway'], { cwd: root, stdio: 'ignore' });
    gateway = spawn(process.execPath, [path.join(root, 'gateway/dist/main.js')], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORTS.gateway),
        LOG_LEVEL: 'warn',
        BFF_PUBLIC_URL: `http://127.0.0.1:${E2E_PORTS.bffPublic}`,
        SHELL_URL: shell.url,
        SHELL_SERVER_URL: shell.serverBundleUrl,
        MF_MARKETING_URL: marketing.url,
        MF_MARKETING_SERVER_URL: marketing.serverBundleUrl,
        SSR_BUNDLE_CACHE_DIR: path.join(bundleCache, 'cache'),
      },
    });
    await waitForOk(`${GATEWAY_URL}/healthz`, { child: gateway });
  });

  test.afterAll(async () => {
    await stopChild(gateway);
    await shell?.stop();
    await marketing?.stop();
    if (bundleCache) rmSync(bundleCache, { recursive: true, force: true });
  });

  test('the landing page arrives server-rendered from the bundles nginx serves the gateway, and readable without JavaScript', async ({
    browser,
    request,
  }) => {
    const response = await request.get(`${GATEWAY_URL}/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const rendered = html.slice(html.indexOf('<div id="root">'));
    expect(rendered).toMatch(/^<div id="root"><div class="site-page">/);
    expect(rendered).toContain('>A Splash of Freshness Every Month</h1>');

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${GATEWAY_URL}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'A Splash of Freshness Every Month' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the browser takes the server-rendered landing page over without a hydration error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${GATEWAY_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'A Splash of Freshness Every Month' })).toBeVisible();
    // An islands page: the browser takes over the waitlist form's island as the reader nears it.
    await page.locator('#join-waitlist').scrollIntoViewIfNeeded();
    await waitlistFormReady(page);
    expect(errors).toEqual([]);
  });

  test('the server bundles stay with the gateway: browsers get 404 on either front end, however the path is spelled', async ({
    request,
  }) => {
    for (const file of [
      '/server/ssr.js',
      '/%73erver/ssr.js',
      '/mf/marketing/server/remoteEntry.js',
      '/mf/marketing/%73erver/remoteEntry.js',
      '/mf/marketing/server/',
    ]) {
      const response = await request.get(`${GATEWAY_URL}${file}`);
      expect(response.status(), file).toBe(404);
    }
  });

  test('the landing page loads its remote from nginx, through the gateway', async ({ page }) => {
    const fromNginx: string[] = [];
    page.on('response', (response) => {
      if (response.headers().server === 'nginx') fromNginx.push(new URL(response.url()).pathname);
    });
    const response = await page.goto(`${GATEWAY_URL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'A Splash of Freshness Every Month' })).toBeVisible();
    await page.locator('#join-waitlist').scrollIntoViewIfNeeded();
    await waitlistFormReady(page);
    expect(fromNginx).toContain('/mf/marketing/mf-manifest.json');
    expect(fromNginx.some((p) => /^\/main\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  });

  test('the gateway keeps its cache policy for files nginx serves', async ({ request }) => {
    const manifest = await request.get(`${GATEWAY_URL}/mf/marketing/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const body = (await manifest.json()) as { shared: { assets: { js: { sync: string[] } } }[] };
    const chunk = body.shared.flatMap((s) => s.assets.js.sync)[0];
    const asset = await request.get(`${GATEWAY_URL}/mf/marketing/${chunk}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect((await request.get(`${GATEWAY_URL}/mf/marketing/.build-hash`)).status()).toBe(404);
  });

  test('shell routes and the 404 screen come from the nginx-served shell; /api reaches the BFF', async ({ page }) => {
    const diagnostics = await page.goto(`${GATEWAY_URL}/diagnostics`);
    expect(diagnostics?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'System Diagnostics' })).toBeVisible();
    await expect(page.getByText('Not tested: POSTMARK_SERVER_TOKEN is not set')).toBeVisible();
    const missing = await page.goto(`${GATEWAY_URL}/not-a-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
