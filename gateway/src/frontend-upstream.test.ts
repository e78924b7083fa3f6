import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, listen, type RunningServer } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';

// Stand-ins for the nginx containers that serve the static builds in production.
function fileServer(files: Record<string, string>): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end('missing');
    else res.writeHead(200, { 'cache-control': 'max-age=60' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }),
    ),
  );
}

describe('gateway with front ends on their own servers', () => {
  let shell: Awaited<ReturnType<typeof fileServer>>;
  let marketing: Awaited<ReturnType<typeof fileServer>>;
  let blog: Awaited<ReturnType<typeof fileServer>>;
  let gateway: RunningServer;
  const blogManifest = '{"id":"blog","metaData":{"routes":["/blog","/blog/:slug"]}}';

  beforeAll(async () => {
    shell = await fileServer({
      '/index.html': '<title>shell from nginx</title><div id="root">from nginx</div>',
      '/main.0123456789.js': 'shell()',
    });
    marketing = await fileServer({
      '/mf-manifest.json': '{"id":"marketing","metaData":{"routes":["/"]}}',
      '/1.abcdef0123.js': 'chunk()',
    });
    blog = await fileServer({ '/mf-manifest.json': blogManifest });
    const config = readConfig({
      SHELL_URL: shell.url,
      MF_MARKETING_URL: marketing.url,
      BFF_PUBLIC_URL: 'http://127.0.0.1:9',
      MF_BLOG_URL: blog.url,
      MF_CHECKOUT_DIST: '/nonexistent/checkout',
      MF_ADMIN_DIST: '/nonexistent/admin',
    });
    gateway = await listen(createApp(config, createLogger('gateway', 'silent')), 0);
  });
  afterAll(async () => {
    await gateway?.close();
    for (const s of [shell, marketing, blog]) await new Promise((r) => s?.server.close(r));
  });

  it('serves pages from the shell server with the right status', async () => {
    const page = await fetch(`${gateway.url}/blog`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">from nginx</div>');
    expect((await fetch(`${gateway.url}/nope`)).status).toBe(404);
  });

  it('proxies shell assets and remote files with the gateway cache policy', async () => {
    const asset = await fetch(`${gateway.url}/main.0123456789.js`);
    expect(await asset.text()).toBe('shell()');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const manifest = await fetch(`${gateway.url}/mf/marketing/mf-manifest.json`);
    expect(await manifest.text()).toBe('{"id":"marketing","metaData":{"routes":["/"]}}');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(marketing.hits).toContain('/mf-manifest.json');
    const chunk = await fetch(`${gateway.url}/mf/marketing/1.abcdef0123.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('lists the remotes and the routes their servers publish in the runtime configuration', async () => {
    expect(await (await fetch(`${gateway.url}/mf/remotes.json`)).json()).toEqual({
      remotes: { marketing: '/mf/marketing/mf-manifest.json', blog: '/mf/blog/mf-manifest.json' },
      routes: {
        marketing: { routes: ['/'], frame: 'site', islands: [] },
        blog: { routes: ['/blog', '/blog/:slug'], frame: 'site', islands: [] },
      },
    });
  });

  it("keeps a remote's last known routes while its server does not answer", async () => {
    expect((await fetch(`${gateway.url}/blog/a-post`)).status).toBe(200);
    await new Promise((r) => blog.server.close(r));
    await new Promise((r) => setTimeout(r, 5_100));
    expect((await fetch(`${gateway.url}/blog/a-post`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/blog/a/b`)).status).toBe(404);
  });
});
