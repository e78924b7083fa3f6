import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen, type RunningServer } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';

// A post's page: the server renders it with the post mf-blog's prefetch fetched, and the
// gateway's title and preview tags come from that same answer. bff-public is asked once per
// page load. The stand-in shell renderer fetches as the real one does (a relative /api path sent
// to bff-public, redirects followed) and hands back the post for the head, as mf-blog's prefetch does.
const STAND_IN_SSR = `
exports.renderPage = async (request) => {
  if (request.url.includes('?fail')) throw new Error('the render broke');
  const slug = /^\\/blog\\/([a-z0-9-]+)/.exec(request.url)?.[1];
  if (!slug) return { rendered: false, reason: 'not a post' };
  const key = '/api/blog/' + encodeURIComponent(slug);
  const response = await fetch(new URL(key, request.apiOrigin));
  if (!response.ok) return { rendered: false, reason: 'data: a query failed' };
  const post = await response.json();
  return {
    rendered: true,
    remote: 'blog',
    html: '<article><h1>' + post.title + '</h1><div>' + post.content + '</div></article>',
    queries: { mutations: [], queries: [{ queryKey: [key], queryHash: JSON.stringify([key]), state: { status: 'success', data: post } }] },
    head: { post },
  };
};
`;

const PLAIN_POST = {
  id: 1,
  title: 'Plain Post',
  slug: 'plain-post',
  excerpt: 'A plain excerpt.',
  content: 'The whole text of the plain post.',
  coverImage: null,
  status: 'published',
  publishDate: '2026-11-19T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: null,
};

let dir: string;
let bff: Server;
let bffUrl: string;
const asked: string[] = [];
const gateways: RunningServer[] = [];

async function startGateway(env: Record<string, string> = {}): Promise<string> {
  const shell = path.join(dir, 'shell');
  const config = readConfig({
    SHELL_DIST: shell,
    MF_REMOTES: 'blog',
    MF_BLOG_DIST: path.join(dir, 'blog'),
    BFF_PUBLIC_URL: bffUrl,
    PUBLIC_SITE_URL: 'https://freshpouf.example',
    ...env,
  });
  const gateway = await listen(createApp(config, createLogger('gateway', 'silent')), 0);
  gateways.push(gateway);
  return gateway.url;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-post-page-'));
  const shell = path.join(dir, 'shell');
  const blog = path.join(dir, 'blog');
  mkdirSync(path.join(shell, 'server'), { recursive: true });
  mkdirSync(path.join(blog, 'server'), { recursive: true });
  writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>Fresh Pouf</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(shell, 'server/package.json'), '{ "type": "commonjs" }');
  writeFileSync(path.join(shell, 'server/ssr.js'), STAND_IN_SSR);
  writeFileSync(
    path.join(blog, 'mf-manifest.json'),
    JSON.stringify({ metaData: { routes: ['/blog', '/blog/:slug'], frame: 'site' } }),
  );
  writeFileSync(path.join(blog, 'server/remoteEntry.js'), 'module.exports = {};');
  // bff-public, counting what it is asked.
  bff = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/api/blog/plain-post')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PLAIN_POST));
    if (req.url === '/api/blog/old-plain-post')
      return void res.writeHead(301, { location: '/api/blog/plain-post' }).end();
    return void res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: 'Blog post not found' }));
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  bffUrl = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
});

beforeEach(() => {
  asked.length = 0;
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await new Promise((resolve) => bff?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a post's page asks the blog once", () => {
  it('renders the post and writes its title and preview tags from the one answer', async () => {
    const gateway = await startGateway();
    const response = await fetch(`${gateway}/blog/plain-post`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Plain Post · Fresh Pouf</title>');
    expect(html).toContain('<meta property="og:title" content="Plain Post · Fresh Pouf">');
    expect(html).toContain('<meta name="description" content="A plain excerpt.">');
    expect(html).toContain(
      '<div id="root"><article><h1>Plain Post</h1><div>The whole text of the plain post.</div></article></div>',
    );
    expect(asked).toEqual(['/api/blog/plain-post']);
  });

  it('sends an old address to the new one from the same answer (the render followed the blog’s redirect)', async () => {
    const gateway = await startGateway();
    const response = await fetch(`${gateway}/blog/old-plain-post?ref=mail`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog/plain-post?ref=mail');
    expect(asked).toEqual(['/api/blog/old-plain-post', '/api/blog/plain-post']);
  });

  it("still writes the post's head when the server render fails, asking the blog itself once", async () => {
    const gateway = await startGateway();
    const response = await fetch(`${gateway}/blog/plain-post?fail=1`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Plain Post · Fresh Pouf</title>');
    expect(html).toContain('<meta property="og:title" content="Plain Post · Fresh Pouf">');
    expect(html).toContain('<meta name="description" content="A plain excerpt.">');
    expect(html).toContain('<div id="root"></div>');
    expect(asked).toEqual(['/api/blog/plain-post']);
  });

  it('asks the blog itself, once, when the page is left to the browser', async () => {
    const gateway = await startGateway({ SSR_ENABLED: 'false' });
    const html = await (await fetch(`${gateway}/blog/plain-post`)).text();
    expect(html).toContain('<title>Plain Post · Fresh Pouf</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(asked).toEqual(['/api/blog/plain-post']);
  });
});
