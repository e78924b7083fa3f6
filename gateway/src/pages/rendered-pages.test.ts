import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLogger,
  createServiceMetrics,
  listen,
  parseMetricsText,
  type RunningServer,
  sampleValue,
} from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE_SPELLINGS } from '../testing/server-bundle-spellings';
import { createApp } from '../app';
import { readConfig } from '../config';

// The gateway's side of server rendering, with a stand-in for the shell's server bundle
// (dist/server/ssr.js): what it renders goes into #root, with the data, the remote
// configuration and the hints; whatever fails leaves the page to the browser.
let dir: string;
let gateway: RunningServer;
const metrics = createServiceMetrics('gateway');

const EARLY_SCRIPT = 'addEventListener("submit",()=>{})';
const SHELL_PAGE = `<!doctype html><html><head><title>shell</title><script>${EARLY_SCRIPT}</script><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div><noscript data-page-needs-script>Fresh Pouf needs JavaScript to show this page.</noscript></body></html>`;

/** The stand-in renderer: /boom throws, /late declines, /entries shows what it was given, anything else renders. */
const STAND_IN_SSR = `
exports.renderPage = async (request) => {
  if (request.form) {
    if (request.url === '/go') return { rendered: false, reason: 'redirect', redirect: '/checkout?id=monthly' };
    if (request.url === '/late') return { rendered: false, reason: 'action: no answer within 10 ms', status: 503 };
    return { rendered: true, remote: 'marketing', status: 400, queries: {}, html: '<p>' + request.form.body + ' ' + JSON.stringify(request.form.headers) + '</p>' };
  }
  if (request.url === '/boom') throw new Error('renderer broke');
  if (request.url === '/islands') return { rendered: true, remote: 'marketing', status: 200, islands: true, html: '<main>Islands</main>', queries: {} };
  if (request.url === '/late') return { rendered: false, reason: 'data: no answer within 800 ms' };
  if (request.url === '/rules') return { rendered: true, remote: 'marketing', status: 200, queries: {}, html: '<main><script type="speculationrules">{"prefetch":[{"source":"list","urls":["/blog/a"],"eagerness":"immediate"}]}</script><script>alert(1)</script><script type="speculationrules" data-x>alert(1)</script></main>' };
  if (request.url === '/entries') return { rendered: true, remote: 'marketing', html: '<p>' + request.serverEntries.marketing + ' ' + request.apiOrigin + '</p>', queries: {} };
  return {
    rendered: true,
    remote: 'marketing',
    html: '<title>Hoisted</title><main><h1>Rendered ' + request.url + '</h1></main>',
    queries: { queries: [{ queryKey: ['/api/blog'], state: { data: '</script><script>alert(1)</script>' } }], mutations: [] },
    entries: request.serverEntries,
  };
};
`;

const manifest = (name: string, routes: string[]) =>
  JSON.stringify({
    metaData: { name, routes, frame: 'site', remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'App', assets: { js: { sync: ['12.abcdef0123.js'] }, css: { sync: ['12.abcdef0123.css'] } } }],
    shared: [],
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-pages-'));
  const shell = path.join(dir, 'shell');
  const marketing = path.join(dir, 'marketing');
  mkdirSync(path.join(shell, 'server'), { recursive: true });
  mkdirSync(path.join(marketing, 'server'), { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), SHELL_PAGE);
  writeFileSync(
    path.join(shell, 'page-assets.json'),
    JSON.stringify({ scripts: ['bootstrap.0123456789.js'], styles: ['bootstrap.0123456789.css'] }),
  );
  writeFileSync(path.join(shell, 'server/package.json'), '{ "type": "commonjs" }');
  writeFileSync(path.join(shell, 'server/ssr.js'), STAND_IN_SSR);
  writeFileSync(
    path.join(marketing, 'mf-manifest.json'),
    manifest('marketing', ['/', '/boom', '/late', '/entries', '/go', '/islands', '/rules']),
  );
  writeFileSync(path.join(marketing, 'server/remoteEntry.js'), 'module.exports = {};');
  const config = readConfig({
    SHELL_DIST: shell,
    MF_REMOTES: 'marketing',
    MF_MARKETING_DIST: marketing,
    BFF_PUBLIC_URL: 'http://127.0.0.1:1',
  });
  gateway = await listen(createApp(config, createLogger('gateway', 'silent'), metrics), 0);
});

afterAll(async () => {
  await gateway?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (p: string) => {
  const response = await fetch(`${gateway.url}${p}`);
  return { status: response.status, html: await response.text() };
};

describe('server-rendered pages', () => {
  it("allows the shell page's own inline script by its hash, and no other inline script", async () => {
    const response = await fetch(`${gateway.url}/`);
    const html = await response.text();
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    // sha256 of 'addEventListener("submit",()=>{})', base64 (openssl dgst -sha256 -binary | base64).
    expect(scriptSrc).toBe(
      "'self' 'inline-speculation-rules' https://js.stripe.com 'sha256-WzXakqW5XNytAgfugt4R4OsB8mZXrBnyJKqrtZcLCOM='",
    );
    expect(html).toContain(`<script>${EARLY_SCRIPT}</script>`);
  });

  it("allows a rendered page's speculation rules by their hash (the keyword alone is ignored beside a hash), and no script beside them", async () => {
    const response = await fetch(`${gateway.url}/rules`);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    // The rule set's sha256, base64 (openssl dgst -sha256 -binary | base64); alert(1)'s
    // (bhHHL3z2…) is not there, whether plain or dressed as a rule set with another attribute.
    expect(scriptSrc).toBe(
      "'self' 'inline-speculation-rules' https://js.stripe.com 'sha256-WzXakqW5XNytAgfugt4R4OsB8mZXrBnyJKqrtZcLCOM=' 'sha256-u1jMt1RkW5iaDyKaKKvVqAEmNg/dVDYDTWfp5S4YOiE='",
    );
  });

  it("puts the shell's rendering into #root, and the screen's title in the head, not in the body", async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"><main><h1>Rendered /</h1></main></div>');
    // The screen's title is the tab's (no script sets it on an islands page), once, in the head.
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Hoisted</title>']);
    expect(html.indexOf('<title>Hoisted</title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names what the route needs in the head: stylesheets, the manifest, the scripts', async () => {
    const { html } = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<link rel="stylesheet" href="/bootstrap.0123456789.css">',
      '<link rel="stylesheet" href="/mf/marketing/12.abcdef0123.css">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/mf/marketing/mf-manifest.json">',
      '<link rel="preload" as="script" fetchpriority="low" href="/bootstrap.0123456789.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="/mf/marketing/remoteEntry.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="/mf/marketing/12.abcdef0123.js">',
    ]) {
      expect(head).toContain(tag);
    }
  });

  it('names only the stylesheets of an islands page (its islands load their code when needed), and tells the shell', async () => {
    const { html } = await page('/islands');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/bootstrap.0123456789.css">');
    expect(head).toContain('<link rel="stylesheet" href="/mf/marketing/12.abcdef0123.css">');
    expect(head).not.toContain('rel="preload"');
    const block = /<script type="application\/json" id="fp-boot">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toMatchObject({ islands: true });
    expect(
      JSON.parse(
        /<script type="application\/json" id="fp-boot">(.*?)<\/script>/.exec((await page('/')).html)?.[1] ?? '{}',
      ),
    ).not.toHaveProperty('islands');
  });

  it('carries the remote configuration and the data in a JSON block no value can break out of', async () => {
    const { html } = await page('/');
    const block = /<script type="application\/json" id="fp-boot">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    const boot = JSON.parse(block) as {
      remotes: { remotes: Record<string, string> };
      queries: { queries: { state: { data: string } }[] };
    };
    expect(boot.remotes.remotes).toEqual({ marketing: '/mf/marketing/mf-manifest.json' });
    expect(boot.queries.queries[0]?.state.data).toBe('</script><script>alert(1)</script>');
  });

  it("hands the renderer each remote's server entry as a file URL with its build's stamp, and bff-public's address", async () => {
    const { html } = await page('/entries');
    const entry = `file://${path.join(dir, 'marketing/server/remoteEntry.js')}?v=`;
    expect(html).toMatch(new RegExp(`<p>${entry.replace(/[.?/]/g, '\\$&')}[0-9.]+-20 http://127\\.0\\.0\\.1:1</p>`));
  });

  it('says a page needs JavaScript only when the browser is left to render it', async () => {
    expect((await page('/')).html).not.toContain('needs JavaScript');
    expect((await page('/late')).html).toContain(
      '<noscript data-page-needs-script>Fresh Pouf needs JavaScript to show this page.</noscript>',
    );
  });

  it('leaves the page to the browser when the renderer throws or declines: never an error page', async () => {
    for (const p of ['/boom', '/late']) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(html, p).toContain('<div id="root"></div>');
      expect(html, p).toContain('id="fp-boot"');
    }
  });

  it('counts pages rendered and fallen back by reason, and labels requests by upstream, never by path', async () => {
    const read = async () => parseMetricsText(await metrics.registry.metrics());
    const renders = async (outcome: string, reason: string) =>
      sampleValue(await read(), 'gateway_server_renders_total', { outcome, reason }) ?? 0;
    const before = {
      rendered: await renders('rendered', ''),
      late: await renders('fell-back', 'data failed or late'),
      broke: await renders('fell-back', 'render failed'),
    };
    await page('/');
    await page('/late');
    await page('/boom');
    await page('/mf/marketing/remoteEntry.js');
    expect(await renders('rendered', '')).toBe(before.rendered + 1);
    expect(await renders('fell-back', 'data failed or late')).toBe(before.late + 1);
    expect(await renders('fell-back', 'render failed')).toBe(before.broke + 1);
    const samples = await read();
    expect(
      sampleValue(samples, 'http_server_request_duration_seconds_count', {
        route: '/mf/marketing/*',
        method: 'GET',
        status: '404',
      }),
    ).toBe(1);
    expect(samples.some((s) => s.labels.route === '/late' || s.labels.route === '/boom')).toBe(false);
    expect(
      sampleValue(samples, 'http_server_request_duration_seconds_count', {
        route: 'page',
        method: 'GET',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(3);
  });

  it('never serves a server bundle to browsers, however the path is spelled', async () => {
    for (const file of [...SERVER_BUNDLE_SPELLINGS, '/mf/marketing/x/..%2Fserver/remoteEntry.js']) {
      const { status, html } = await page(file);
      expect(status, file).toBe(404);
      expect(html, file).not.toContain('exports');
    }
  });

  it('renders nothing on a path no remote publishes, which stays a 404', async () => {
    const { status, html } = await page('/nowhere');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
  });

  describe('a form posted to a page', () => {
    const post = (p: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${gateway.url}${p}`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });

    it("hands the form to the renderer with the visitor's address (never one the client made up) and answers with the action's status", async () => {
      const response = await post('/', 'fullName=Jamie+Rivera', { 'x-forwarded-for': '198.51.100.7' });
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      const [, body, headers] = /<div id="root"><p>(\S+) (.*?)<\/p><\/div>/.exec(html) ?? [];
      expect(body).toBe('fullName=Jamie+Rivera');
      const forwarded = JSON.parse(headers ?? '{}') as Record<string, string>;
      expect(forwarded['x-forwarded-for']).toBe('127.0.0.1');
      expect(forwarded['x-request-id']).toMatch(/\S+/);
      expect(html).toContain('id="fp-boot"');
    });

    it('sends the visitor on with a 303 when the action says so', async () => {
      const response = await post('/go', 'plan=monthly&earlyBird=on');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/checkout?id=monthly');
    });

    it('answers the status the renderer gives when the form could not be taken, with the page still there', async () => {
      const response = await post('/late', 'fullName=Jamie');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('<div id="root"></div>');
    });

    it('answers a 503 with the page, not an API 404, when server rendering is off', async () => {
      const off = await listen(
        createApp(
          readConfig({
            SHELL_DIST: path.join(dir, 'shell'),
            MF_REMOTES: 'marketing',
            MF_MARKETING_DIST: path.join(dir, 'marketing'),
            BFF_PUBLIC_URL: 'http://127.0.0.1:1',
            SSR_ENABLED: 'false',
          }),
          createLogger('gateway', 'silent'),
        ),
        0,
      );
      try {
        const response = await fetch(`${off.url}/`, {
          method: 'POST',
          body: 'fullName=Jamie',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.status).toBe(503);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.text()).toContain('<div id="root"></div>');
      } finally {
        await off.close();
      }
    });

    it('refuses a body that is not a URL-encoded form (415), and a form too big to be ours (413)', async () => {
      expect((await post('/', '{"fullName":"Jamie"}', { 'content-type': 'application/json' })).status).toBe(415);
      expect((await post('/', `fullName=${'a'.repeat(20_000)}`)).status).toBe(413);
    });
  });
});
