import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen, type RunningServer } from '@fresh-pouf/server-kit';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';

const NASTY = `</title><script>alert(1)</script> & "Quotes"`;
/** Every character XML 1.0 cannot carry, as a post stored before inputs refused them. */
const C0_BUT_TAB_LF_CR = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code))
  .filter((c) => !'\t\n\r'.includes(c))
  .join('');
const UNCARRIABLE = `${C0_BUT_TAB_LF_CR}\uFFFE\uFFFF\uDFFF\uD800`; // two lone surrogates, in the wrong order for a pair
/** XML 1.0's Char production: anything outside it makes the whole document unreadable. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const posts = [
  {
    id: 2,
    title: NASTY,
    slug: 'nasty-post',
    excerpt: `Excerpt with <b>tags</b> & "quotes"`,
    coverImage: 'https://images.example.com/a.jpg?x=1&y=2',
    status: 'published',
    publishDate: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 1,
    title: 'Plain Post',
    slug: 'plain-post',
    excerpt: 'A plain excerpt.',
    coverImage: null,
    status: 'published',
    publishDate: '2026-11-19T10:00:00.000Z',
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: null,
  },
  {
    id: 3,
    title: `Control${UNCARRIABLE} title\tend`,
    slug: 'control-post',
    excerpt: `Control${UNCARRIABLE} excerpt`,
    coverImage: null,
    status: 'published',
    publishDate: '2026-11-18T10:00:00.000Z',
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: null,
  },
];

let dir: string;
let bff: Server;
let gateway: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-seo-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Fresh Pouf</title><meta name="description" content="The shell"></head><body><div id="root"></div></body></html>',
  );
  // bff-public as the gateway sees it: published posts only, a 404 for anything else.
  bff = createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/blog') return send(200, { blogPosts: posts });
    // A published post's old slug: bff-public answers where it lives now.
    if (req.url === '/api/blog/old-plain-post')
      return void res.writeHead(301, { location: '/api/blog/plain-post' }).end();
    if (req.url === '/api/blog/slow-post')
      return void setTimeout(() => send(200, { ...posts[1], slug: 'slow-post', content: 'x' }), 2000);
    const post = posts.find((p) => req.url === `/api/blog/${p.slug}`);
    if (post) return send(200, { ...post, content: 'Whole content.' });
    return send(404, { message: 'Blog post not found' });
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  // The blog's build publishes its routes: the gateway answers a post's path with 200 from them.
  mkdirSync(path.join(dir, 'blog'));
  writeFileSync(
    path.join(dir, 'blog', 'mf-manifest.json'),
    JSON.stringify({ id: 'blog', metaData: { routes: ['/blog', '/blog/:slug'] } }),
  );
  gateway = await startGateway({ PUBLIC_SITE_URL: 'https://freshpouf.example' });
});
afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => bff?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function startGateway(env: Record<string, string>) {
  const config = readConfig({
    BFF_PUBLIC_URL: `http://127.0.0.1:${(bff.address() as AddressInfo).port}`,
    SHELL_DIST: dir,
    MF_MARKETING_DIST: path.join(dir, 'none'),
    MF_CHECKOUT_DIST: path.join(dir, 'none'),
    MF_BLOG_DIST: path.join(dir, 'blog'),
    MF_ADMIN_DIST: path.join(dir, 'none'),
    SEO_FETCH_TIMEOUT_MS: '200',
    ...env,
  });
  return listen(createApp(config, createLogger('gateway', 'silent')), 0);
}

const get = (p: string) => fetch(`${gateway.url}${p}`);

/**
 * A page as a crawler reads it. The page renderer's preload hints are left out: happy-dom would
 * start fetching them (relative to about:blank) while the test reads the head.
 */
const parseHtml = (html: string) =>
  new new Window().DOMParser().parseFromString(html.replace(/<link rel="preload"[^>]*>/g, ''), 'text/html');

function parseXml(text: string) {
  expect(text).not.toMatch(NOT_XML_CHAR);
  const doc = new new Window().DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  // Every ampersand is an entity: nothing raw from a title leaks into the markup.
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
  return doc;
}

describe('/blog/rss.xml', () => {
  it('is RSS 2.0 of the published posts, every value escaped', async () => {
    const res = await get('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const text = await res.text();
    const doc = parseXml(text);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((i) => i.getElementsByTagName('link')[0]?.textContent)).toEqual([
      'https://freshpouf.example/blog/nasty-post',
      'https://freshpouf.example/blog/plain-post',
      'https://freshpouf.example/blog/control-post',
    ]);
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toBe(NASTY);
    expect(text).not.toContain('<script>');
  });

  it('stays valid XML 1.0 when a stored title and excerpt carry control characters, dropping only those', async () => {
    const text = await (await get('/blog/rss.xml')).text();
    const doc = parseXml(text);
    const item = [...doc.getElementsByTagName('item')][2];
    expect(item?.getElementsByTagName('title')[0]?.textContent).toBe('Control title\tend');
    expect(item?.getElementsByTagName('description')[0]?.textContent).toBe('Control excerpt');
  });
});

describe('/sitemap.xml', () => {
  it('names the landing page, the blog, the legal pages and every published post', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    const doc = parseXml(await res.text());
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([
      'https://freshpouf.example/',
      'https://freshpouf.example/blog',
      'https://freshpouf.example/privacy',
      'https://freshpouf.example/terms',
      'https://freshpouf.example/blog/nasty-post',
      'https://freshpouf.example/blog/plain-post',
      'https://freshpouf.example/blog/control-post',
    ]);
  });
});

describe('a post page', () => {
  it('carries its title, description and Open Graph tags in the HTML the server sends, escaped', async () => {
    const res = await get('/blog/nasty-post');
    expect(res.status).toBe(200);
    const html = await res.text();
    const doc = parseHtml(html);
    expect(doc.title).toBe(`${NASTY} · Fresh Pouf`);
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe(posts[0]?.excerpt);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[property="og:title"]')).toBe(`${NASTY} · Fresh Pouf`);
    expect(meta('meta[property="og:description"]')).toBe(posts[0]?.excerpt);
    expect(meta('meta[property="og:url"]')).toBe('https://freshpouf.example/blog/nasty-post');
    expect(meta('meta[property="og:image"]')).toBe(posts[0]?.coverImage);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe(posts[0]?.coverImage);
    // Scripts of data only (the post's JSON-LD, the page's boot state): the title's "</script>"
    // did not end the JSON-LD early and start a script of its own.
    expect(
      [...doc.querySelectorAll('script')].filter(
        (s) => !/^application\/(ld\+)?json$/.test(s.getAttribute('type') ?? ''),
      ),
    ).toHaveLength(0);
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: NASTY,
      description: posts[0]?.excerpt,
      url: 'https://freshpouf.example/blog/nasty-post',
      mainEntityOfPage: 'https://freshpouf.example/blog/nasty-post',
      image: 'https://images.example.com/a.jpg?x=1&y=2',
      datePublished: '2026-11-20T10:00:00.000Z',
      dateModified: '2026-11-21T10:00:00.000Z',
      author: { '@id': 'https://freshpouf.example/#organization', '@type': 'Organization', name: 'Fresh Pouf' },
      publisher: { '@id': 'https://freshpouf.example/#organization', '@type': 'Organization', name: 'Fresh Pouf' },
      isPartOf: { '@type': 'Blog', name: 'Fresh Pouf Blog', url: 'https://freshpouf.example/blog' },
    });
    expect(html).toContain('<div id="root"></div>');
  });

  it('drops the characters HTML cannot carry from the title and preview tags', async () => {
    const html = await (await get('/blog/control-post')).text();
    expect(html).not.toMatch(NOT_XML_CHAR);
    const doc = parseHtml(html);
    expect(doc.title).toBe('Control title\tend · Fresh Pouf');
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Control title\tend · Fresh Pouf',
    );
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Control excerpt');
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as Record<
      string,
      unknown
    >;
    expect([data.headline, data.description]).toEqual(['Control title\tend', 'Control excerpt']);
  });

  it('previews a post without a cover with the brand picture, 1200×630', async () => {
    const doc = parseHtml(await (await get('/blog/plain-post')).text());
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[property="og:image"]')).toMatch(
      /^https:\/\/freshpouf\.example\/og\/fresh-pouf\.[0-9a-f]{10}\.png$/,
    );
    expect([meta('meta[property="og:image:width"]'), meta('meta[property="og:image:height"]')]).toEqual([
      '1200',
      '630',
    ]);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Plain Post',
      image: meta('meta[property="og:image"]'),
    });
  });

  it('is the plain page for a draft or unknown slug, and when the blog is slow', async () => {
    for (const slug of ['no-such-post', 'slow-post']) {
      const started = Date.now();
      const res = await get(`/blog/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Fresh Pouf</title>');
      expect(html).not.toContain('og:title');
      expect(Date.now() - started).toBeLessThan(1500);
    }
  });

  it("answers a published post's old slug with a 301 to its address now, query kept, revalidated each time", async () => {
    const res = await fetch(`${gateway.url}/blog/old-plain-post?utm_source=mail`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/plain-post?utm_source=mail');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

/** A request with headers fetch() will not send as given (Host). */
function rawGet(base: string, p: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(`${base}${p}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// With PUBLIC_SITE_URL unset, a client's Host went into publicly cached links.
describe('absolute links with PUBLIC_SITE_URL unset', () => {
  const FORGED = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  };

  it("defaults to the gateway's own address, never a request's", () => {
    expect(readConfig({}).PUBLIC_SITE_URL).toBe('http://localhost:8080');
    expect(readConfig({ PORT: '9090' }).PUBLIC_SITE_URL).toBe('http://localhost:9090');
    expect(readConfig({ PUBLIC_SITE_URL: 'https://freshpouf.example/' }).PUBLIC_SITE_URL).toBe(
      'https://freshpouf.example',
    );
    expect(() => readConfig({ PUBLIC_SITE_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_SITE_URL');
  });

  // Trusting every proxy (TRUST_PROXY=true) must not let the forwarded host in either.
  it.each([['false'], ['true']])(
    'ignores a forged Host and X-Forwarded-Host (gateway TRUST_PROXY=%s)',
    async (trustProxy) => {
      const own = await startGateway({ PORT: '8123', TRUST_PROXY: trustProxy });
      try {
        const rss = await rawGet(own.url, '/blog/rss.xml', FORGED);
        const map = await rawGet(own.url, '/sitemap.xml', FORGED);
        const page = await rawGet(own.url, '/blog/plain-post', FORGED);
        expect([rss.status, map.status, page.status]).toEqual([200, 200, 200]);
        expect(rss.headers['cache-control']).toBe('public, max-age=300');
        for (const { body } of [rss, map, page]) expect(body).not.toContain('evil.example');

        const feed = parseXml(rss.body);
        expect(feed.getElementsByTagName('link')[0]?.textContent).toBe('http://localhost:8123/blog');
        expect(feed.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(
          'http://localhost:8123/blog/rss.xml',
        );
        expect([...feed.getElementsByTagName('guid')].map((g) => g.textContent)).toEqual([
          'http://localhost:8123/blog/nasty-post',
          'http://localhost:8123/blog/plain-post',
          'http://localhost:8123/blog/control-post',
        ]);
        expect([...parseXml(map.body).getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([
          'http://localhost:8123/',
          'http://localhost:8123/blog',
          'http://localhost:8123/privacy',
          'http://localhost:8123/terms',
          'http://localhost:8123/blog/nasty-post',
          'http://localhost:8123/blog/plain-post',
          'http://localhost:8123/blog/control-post',
        ]);
        const doc = parseHtml(page.body);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
          'http://localhost:8123/blog/plain-post',
        );
        expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
          'http://localhost:8123/blog/plain-post',
        );
      } finally {
        await own.close();
      }
    },
  );
});

describe('/email/fresh-pouf-logo-v1.png', () => {
  it("serves the e-mails' logo to any origin, cached for good", async () => {
    const res = await get('/email/fresh-pouf-logo-v1.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await res.arrayBuffer());
    // A PNG, 80×80: twice the 40 px the e-mail shows it at.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([80, 80]);
  });
});
