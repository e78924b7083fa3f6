import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen, type RunningServer } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort, type RunningStaticSite, startNginx } from '../../../packages/deploy/src/nginx-process';
import { createApp } from '../app';
import { readConfig } from '../config';
import { SERVER_BUNDLE_SPELLINGS } from '../testing/server-bundle-spellings';
import { NGINX_CONF, REPO_ROOT } from '../../../packages/deploy/src/testing/repo-files';

// Production's layout (compose, Kubernetes, the rehearsal): the shell and the remote each on
// their image's nginx, the gateway with SHELL_URL / MF_MARKETING_URL for the browser files and
// SHELL_SERVER_URL / MF_MARKETING_SERVER_URL for the server bundles, which it fetches over HTTP
// into its cache and runs from there. Stand-ins for the bundles: the shell's renders the hero the
// remote's server chunk names, so the page shows which release of each is running.
const SHELL_PAGE = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';

const STAND_IN_SSR = `
const { fileURLToPath } = require('node:url');
exports.renderPage = async (request) => {
  const entry = request.serverEntries.marketing;
  if (!entry) return { rendered: false, reason: 'marketing has no server build' };
  const file = fileURLToPath(entry.split('?')[0]);
  const remote = require(file);
  return { rendered: true, remote: 'marketing', html: '<main><h1>' + remote.hero() + '</h1><p>' + entry + '</p></main>', queries: {} };
};
`;

const manifest = JSON.stringify({
  metaData: { name: 'marketing', routes: ['/'], frame: 'site', remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [{ name: 'App', assets: { js: { sync: ['12.abcdef0123.js'] }, css: { sync: [] } } }],
  shared: [],
});

let dir: string;
let shellDir: string;
let marketingDir: string;
let shell: RunningStaticSite;
let marketing: RunningStaticSite;
const gateways: RunningServer[] = [];

/** A release of the remote's server build: an entry that loads the chunk holding the hero. */
function releaseMarketing(chunk: string, hero: string): void {
  const server = path.join(marketingDir, 'server');
  rmSync(server, { recursive: true, force: true });
  mkdirSync(server);
  writeFileSync(path.join(server, 'package.json'), '{ "type": "commonjs" }');
  writeFileSync(path.join(server, chunk), `exports.hero = ${JSON.stringify(hero)};`);
  writeFileSync(path.join(server, 'remoteEntry.js'), `module.exports = { hero: () => require('./${chunk}').hero };`);
}

function writeShell(into: string, ssr: string): void {
  mkdirSync(path.join(into, 'server'), { recursive: true });
  writeFileSync(path.join(into, 'index.html'), SHELL_PAGE);
  writeFileSync(path.join(into, 'page-assets.json'), JSON.stringify({ scripts: [], styles: [] }));
  writeFileSync(path.join(into, 'server/package.json'), '{ "type": "commonjs" }');
  writeFileSync(path.join(into, 'server/ssr.js'), ssr);
}

const site = async (root: string) =>
  startNginx({ confPath: path.join(REPO_ROOT, NGINX_CONF), root, port: await freeLoopbackPort() });

/** A gateway in production's layout; a variable given as undefined is left unset. */
async function startGateway(env: Record<string, string | undefined>): Promise<string> {
  const config = readConfig({
    MF_REMOTES: 'marketing',
    BFF_PUBLIC_URL: 'http://127.0.0.1:9',
    SHELL_URL: shell.url,
    SHELL_SERVER_URL: shell.serverBundleUrl,
    MF_MARKETING_URL: marketing.url,
    MF_MARKETING_SERVER_URL: marketing.serverBundleUrl,
    SSR_BUNDLE_CACHE_DIR: path.join(dir, 'cache'),
    ...env,
  });
  const gateway = await listen(createApp(config, createLogger('gateway', 'silent')), 0);
  gateways.push(gateway);
  return gateway.url;
}

const page = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
};
const heroOf = (html: string) => /<div id="root"><main><h1>([^<]*)<\/h1>/.exec(html)?.[1];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-upstream-ssr-'));
  shellDir = path.join(dir, 'shell');
  marketingDir = path.join(dir, 'marketing');
  writeShell(shellDir, STAND_IN_SSR);
  mkdirSync(marketingDir);
  writeFileSync(path.join(marketingDir, 'mf-manifest.json'), manifest);
  releaseMarketing('hero.1111111111.js', 'A Splash of Freshness Every Month');
  shell = await site(shellDir);
  marketing = await site(marketingDir);
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await shell?.stop();
  await marketing?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('server rendering with the front ends on their own servers', () => {
  it("renders / with the remote's server bundle, fetched over HTTP into the gateway's cache", async () => {
    const gateway = await startGateway({});
    const { status, html } = await page(`${gateway}/`);
    expect(status).toBe(200);
    expect(heroOf(html)).toBe('A Splash of Freshness Every Month');
    const entry = /<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
    expect(entry.startsWith(`file://${path.join(dir, 'cache/marketing')}/`)).toBe(true);
    expect(entry).toMatch(/\/remoteEntry\.js\?v=[0-9a-f]{24}$/);
  });

  it('renders a new release of the remote at the next check, with no restart', async () => {
    const gateway = await startGateway({});
    expect(heroOf((await page(`${gateway}/`)).html)).toBe('A Splash of Freshness Every Month');
    releaseMarketing('hero.2222222222.js', 'A Splash of Freshness, Freshly Released');
    // The gateway asks each front end's server every 5 s, as it does for the manifests.
    await expect
      .poll(async () => heroOf((await page(`${gateway}/`)).html), { timeout: 9_000, interval: 500 })
      .toBe('A Splash of Freshness, Freshly Released');
    releaseMarketing('hero.1111111111.js', 'A Splash of Freshness Every Month');
  });

  it('never hands a server bundle to browsers, however the path is spelled', async () => {
    const gateway = await startGateway({});
    for (const file of [...SERVER_BUNDLE_SPELLINGS, '/mf/marketing/server/']) {
      const { status, html } = await page(`${gateway}${file}`);
      expect(status, file).toBe(404);
      expect(html, file).not.toContain('module.exports');
    }
  });

  it('renders in the browser when the remote ships no server bundle: never an error page', async () => {
    const bare = path.join(dir, 'bare-marketing');
    mkdirSync(bare);
    writeFileSync(path.join(bare, 'mf-manifest.json'), manifest);
    const bareSite = await site(bare);
    try {
      const gateway = await startGateway({
        MF_MARKETING_URL: bareSite.url,
        MF_MARKETING_SERVER_URL: bareSite.serverBundleUrl,
      });
      const { status, html } = await page(`${gateway}/`);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    } finally {
      await bareSite.stop();
    }
  });

  it("renders in the browser when the shell's server bundle is broken, or no address is given for it", async () => {
    const broken = path.join(dir, 'broken-shell');
    writeShell(broken, "throw new Error('this bundle is broken');");
    const brokenSite = await site(broken);
    try {
      for (const env of [
        { SHELL_URL: brokenSite.url, SHELL_SERVER_URL: brokenSite.serverBundleUrl },
        { SHELL_SERVER_URL: undefined },
      ]) {
        const { status, html } = await page(`${await startGateway(env)}/`);
        expect(status).toBe(200);
        expect(html).toContain('<div id="root"></div>');
      }
    } finally {
      await brokenSite.stop();
    }
  });

  it('refuses a cache folder other users may write to (it holds code the gateway runs): the browser renders', async () => {
    const shared = path.join(dir, 'shared-cache');
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const gateway = await startGateway({ SSR_BUNDLE_CACHE_DIR: shared });
    const { status, html } = await page(`${gateway}/`);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });
});
