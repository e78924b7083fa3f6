import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createLogger, listen, type RunningServer } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig, shellServerSource } from './config';

let dir: string;
let upstream: Server;
let upstreamUrl: string;
let gateway: RunningServer;
const seen: { url: string | undefined; headers: IncomingHttpHeaders; body: string }[] = [];

/** A build's manifest with the routes it publishes (rspack-config writes them into metaData). */
const manifest = (name: string, routes: string[], frame = 'site') =>
  JSON.stringify({ id: name, metaData: { name, routes, frame } });
const ROUTES = {
  marketing: { routes: ['/'], frame: 'site' },
  checkout: { routes: ['/checkout', '/success'], frame: 'site' },
  admin: { routes: ['/admin/login', '/admin/dashboard', '/admin/blog/:id'], frame: 'none' },
  blog: { routes: ['/blog', '/blog/:slug'], frame: 'site' },
};
const DEPLOYED = {
  marketing: '/mf/marketing/mf-manifest.json',
  checkout: '/mf/checkout/mf-manifest.json',
  admin: '/mf/admin/mf-manifest.json',
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-test-'));
  const shell = path.join(dir, 'shell');
  const marketing = path.join(dir, 'marketing');
  mkdirSync(shell);
  mkdirSync(marketing);
  for (const name of ['checkout', 'admin'] as const) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, 'mf-manifest.json'), manifest(name, ROUTES[name].routes, ROUTES[name].frame));
  }
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(path.join(shell, 'main.0123456789.js'), 'console.log("shell")');
  writeFileSync(path.join(marketing, 'mf-manifest.json'), manifest('marketing', ['/']));
  writeFileSync(path.join(marketing, 'remoteEntry.js'), 'var marketing;');
  writeFileSync(path.join(marketing, '123.abcdef0123.js'), 'x'.repeat(5000));

  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, body });
      // A long answer, well over compression's threshold, when asked for one.
      const answer = req.url?.startsWith('/api/long') ? JSON.stringify({ items: 'x'.repeat(5000) }) : '{"ok":true}';
      res.writeHead(req.method === 'GET' ? 200 : 201, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  const config = readConfig({
    BFF_PUBLIC_URL: upstreamUrl,
    SHELL_DIST: shell,
    MF_MARKETING_DIST: marketing,
    // A build folder with no manifest: that remote is not deployed.
    MF_BLOG_DIST: path.join(dir, 'no-blog-build'),
    MF_CHECKOUT_DIST: path.join(dir, 'checkout'),
    MF_ADMIN_DIST: path.join(dir, 'admin'),
  });
  gateway = await listen(createApp(config, createLogger('gateway', 'silent')), 0);
});

afterAll(async () => {
  await gateway?.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${gateway.url}${p}`, { headers });

/** A GET as sent on the wire: the body not decompressed, the headers as the gateway wrote them. */
const rawGet = (p: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(`${gateway.url}${p}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('gateway', () => {
  it('answers the routes the deployed remotes publish with the shell page and 200', async () => {
    for (const p of ['/', '/checkout', '/success', '/admin/login', '/admin/blog/new', '/diagnostics', '/test123']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("sends a page an e-mailed link opens (its ?token=) as not to be stored: it shows that person's data", async () => {
    const res = await get(`/checkout?token=${'T'.repeat(43)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("sends Stripe's redirect to /success (the payment and its client secret) as not to be stored: it shows that payment's state", async () => {
    const res = await get(
      '/success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown path with the shell page and 404', async () => {
    for (const p of ['/nope', '/blog/a/b', '/admin', '/admin/nothing-here', '/admin/blog/1/x']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toContain('<title>shell</title>');
    }
  });

  it('serves the remotes configuration the shell reads at run time', async () => {
    const res = await get('/mf/remotes.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // As each build published them, with no islands unless a build names some.
    expect(await res.json()).toEqual({
      remotes: DEPLOYED,
      routes: {
        marketing: { ...ROUTES.marketing, islands: [] },
        checkout: { ...ROUTES.checkout, islands: [] },
        admin: { ...ROUTES.admin, islands: [] },
      },
    });
  });

  it('offers a remote, and the paths it publishes, as soon as its build appears, with no restart', async () => {
    const blog = path.join(dir, 'no-blog-build');
    expect((await get('/blog')).status).toBe(404);
    mkdirSync(blog, { recursive: true });
    writeFileSync(path.join(blog, 'mf-manifest.json'), manifest('blog', ROUTES.blog.routes));
    try {
      const config = (await (await get('/mf/remotes.json')).json()) as { remotes: object; routes: object };
      expect(config.remotes).toEqual({ ...DEPLOYED, blog: '/mf/blog/mf-manifest.json' });
      expect(config.routes).toMatchObject({ blog: ROUTES.blog });
      expect((await get('/mf/blog/mf-manifest.json')).status).toBe(200);
      for (const p of ['/blog', '/blog/a-post']) {
        const res = await get(p);
        expect(res.status, p).toBe(200);
        expect(await res.text()).toContain('<div id="root"></div>');
      }
      // Shaped like a post's path: the shell's page, whose blog screen then says "not found".
      expect((await get('/blog/%E0')).status).toBe(200);
      // A release that publishes a new screen: the gateway knows it at once.
      writeFileSync(path.join(blog, 'mf-manifest.json'), manifest('blog', [...ROUTES.blog.routes, '/blog/tags/:tag']));
      expect((await get('/blog/tags/poufs')).status).toBe(200);
    } finally {
      rmSync(blog, { recursive: true, force: true });
    }
    expect((await (await get('/mf/remotes.json')).json()) as object).toMatchObject({ remotes: DEPLOYED });
    expect((await get('/blog')).status).toBe(404);
  });

  it('serves a build whose manifest publishes no routes, which then owns no path', async () => {
    const old = path.join(dir, 'no-blog-build');
    mkdirSync(old, { recursive: true });
    writeFileSync(path.join(old, 'mf-manifest.json'), '{"id":"blog"}');
    try {
      expect((await get('/blog')).status).toBe(404);
      expect((await get('/mf/blog/mf-manifest.json')).status).toBe(200);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });

  it('never caches entry points and caches hashed chunks for good', async () => {
    expect((await get('/mf/marketing/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/mf/marketing/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/mf/marketing/123.abcdef0123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/main.0123456789.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/mf/marketing/missing.js')).status).toBe(404);
    expect((await get('/mf/blog/mf-manifest.json')).status).toBe(404);
  });

  it('compresses what the browser can decompress', async () => {
    const res = await get('/mf/marketing/123.abcdef0123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a build file gzipped as it is on disk, and a rebuilt file as rebuilt', async () => {
    const file = path.join(dir, 'marketing', 'rebuilt.json');
    writeFileSync(file, JSON.stringify({ build: 'first', pad: 'a'.repeat(3000) }));
    const first = await rawGet('/mf/marketing/rebuilt.json', { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(first.body).toString()).build).toBe('first');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);

    const again = await rawGet('/mf/marketing/rebuilt.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);

    writeFileSync(file, JSON.stringify({ build: 'second, a longer one', pad: 'b'.repeat(3000) }));
    const rebuilt = await rawGet('/mf/marketing/rebuilt.json', { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(rebuilt.body).toString()).build).toBe('second, a longer one');
    expect(rebuilt.headers.etag).not.toBe(first.headers.etag);
  });

  it('sends a build file as it is to a client that takes no gzip, and no dotfile at all', async () => {
    const plain = await rawGet('/mf/marketing/123.abcdef0123.js', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('x'.repeat(5000));
    writeFileSync(path.join(dir, 'marketing', '.hidden.json'), '{"secret":true}');
    expect((await rawGet('/mf/marketing/.hidden.json', { 'accept-encoding': 'gzip' })).status).toBe(404);
    expect((await rawGet('/mf/marketing/%2e%2e/shell/main.0123456789.js', { 'accept-encoding': 'gzip' })).status).toBe(
      404,
    );
  });

  it('compresses what an API read answers, not what an API write answers', async () => {
    const read = await get('/api/long', { 'accept-encoding': 'gzip' });
    expect(read.headers.get('content-encoding')).toBe('gzip');
    const write = await fetch(`${gateway.url}/api/long`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
      body: '{}',
    });
    expect(write.status).toBe(201);
    expect(write.headers.get('content-encoding')).toBeNull();
    expect(((await write.json()) as { items: string }).items).toHaveLength(5000);
  });

  it('sends a content security policy that admits the card provider', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'inline-speculation-rules' https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('proxies /api to bff-public untouched, with a request id and the client address', async () => {
    const body = '{"fullName":"Ada","email":"a@b.co"}';
    const res = await fetch(`${gateway.url}/api/waitlist?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(201);
    const last = seen.at(-1);
    expect(last?.url).toBe('/api/waitlist?x=1');
    expect(last?.body).toBe(body);
    expect(last?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(last?.headers['x-request-id']);
    expect(last?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("gives an API answer the site's security headers itself (the BFFs send none)", async () => {
    const res = await fetch(`${gateway.url}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('reuses its connection to bff-public (keep-alive) instead of opening one per request', async () => {
    let connections = 0;
    const count = () => {
      connections += 1;
    };
    // One client connection to the gateway, so every request is proxied the same way.
    const client = new Agent({ keepAlive: true, maxSockets: 1 });
    upstream.on('connection', count);
    try {
      for (let i = 0; i < 5; i += 1) {
        const status = await new Promise<number | undefined>((resolve, reject) => {
          const req = request(
            `${gateway.url}/api/waitlist`,
            { method: 'POST', agent: client, headers: { 'content-type': 'application/json' } },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode));
            },
          );
          req.on('error', reject);
          req.end('{}');
        });
        expect(status).toBe(201);
      }
      expect(connections).toBeLessThanOrEqual(1);
    } finally {
      upstream.off('connection', count);
      client.destroy();
    }
  });

  it('names every request itself, whatever id a client sends', async () => {
    await fetch(`${gateway.url}/api/waitlist`, { method: 'POST', headers: { 'x-request-id': 'trace-123' } });
    expect(seen.at(-1)?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${gateway.url}/api/waitlist`, { method: 'POST', headers: { 'x-request-id': 'bad id\twith tabs' } });
    expect(seen.at(-1)?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('states the client address itself instead of trusting a forged X-Forwarded-For', async () => {
    await fetch(`${gateway.url}/api/waitlist`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("passes none of a client's trace headers on: a trace starts at the gateway", async () => {
    const outside = {
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      tracestate: 'outside=1',
      baggage: 'user=outside',
    };
    const answer = await fetch(`${gateway.url}/api/waitlist`, { method: 'POST', headers: outside });
    expect(answer.status).toBe(201);
    const forwarded = seen.at(-1)?.headers ?? {};
    expect([forwarded.traceparent, forwarded.tracestate, forwarded.baggage]).toEqual([undefined, undefined, undefined]);
  });

  it('never answers a malformed escape in a path with a server error', async () => {
    expect((await get('/admin/blog/%E0')).status).toBe(200);
    expect((await get('/no%E0such')).status).toBe(404);
    expect((await get('/%')).status).toBeLessThan(500);
  });

  it('answers 503 for the staff API until it is deployed', async () => {
    const res = await get('/api/admin/stats');
    expect(res.status).toBe(503);
  });
});

describe('gateway with bff-public down', () => {
  it('answers /api with a JSON 502 and reports not ready', async () => {
    const config = readConfig({ BFF_PUBLIC_URL: 'http://127.0.0.1:9', SHELL_DIST: dir });
    const down = await listen(createApp(config, createLogger('gateway', 'silent')), 0);
    try {
      const res = await fetch(`${down.url}/api/waitlist`, { method: 'POST' });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toMatch(/temporarily unavailable/);
      expect((await fetch(`${down.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('gateway configuration', () => {
  it('takes its remotes from MF_REMOTES, each placed by MF_<NAME>_URL or MF_<NAME>_DIST, its server bundle by MF_<NAME>_SERVER_URL or the folder', () => {
    const config = readConfig({
      MF_REMOTES: 'marketing, shop, blog',
      MF_MARKETING_DIST: '/builds/marketing',
      MF_SHOP_URL: 'http://shop:8080',
      MF_BLOG_URL: 'http://blog:8080',
      MF_BLOG_SERVER_URL: 'http://blog:8081',
    });
    expect(config.remotes).toEqual([
      {
        name: 'marketing',
        source: { kind: 'dir', dir: '/builds/marketing' },
        server: { kind: 'dir', dir: '/builds/marketing' },
      },
      { name: 'shop', source: { kind: 'upstream', url: 'http://shop:8080' }, server: undefined },
      {
        name: 'blog',
        source: { kind: 'upstream', url: 'http://blog:8080' },
        server: { kind: 'upstream', url: 'http://blog:8081' },
      },
    ]);
    expect(() =>
      readConfig({ MF_REMOTES: 'shop', MF_SHOP_URL: 'http://shop:8080', MF_SHOP_SERVER_URL: 'file:///x' }),
    ).toThrow('MF_SHOP_SERVER_URL');
    expect(shellServerSource(readConfig({ SHELL_URL: 'http://shell:8080' }))).toBeUndefined();
    expect(
      shellServerSource(readConfig({ SHELL_URL: 'http://shell:8080', SHELL_SERVER_URL: 'http://shell:8081' })),
    ).toEqual({ kind: 'upstream', url: 'http://shell:8081' });
    expect(shellServerSource(readConfig({ SHELL_DIST: '/builds/shell' }))).toEqual({
      kind: 'dir',
      dir: '/builds/shell',
    });
    expect(readConfig({}).remotes.map((r) => r.name)).toEqual(['marketing', 'checkout', 'blog', 'admin']);
    expect(() => readConfig({ MF_REMOTES: 'Not A Name' })).toThrow('MF_REMOTES');
    expect(() => readConfig({ MF_REMOTES: 'shop', MF_SHOP_URL: 'ftp://shop' })).toThrow('MF_SHOP_URL');
  });
});
