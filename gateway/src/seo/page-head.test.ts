import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen, type RunningServer } from '@fresh-pouf/server-kit';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';

const SITE = 'https://freshpouf.example';
const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="The shell">' +
  '<title>Fresh Pouf — fresh shower poufs, delivered</title></head><body><div id="root"></div></body></html>';

let dir: string;
let bff: Server;
let gateway: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-page-head-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL_INDEX);
  // The remotes' builds publish the landing page and the blog, so the gateway answers them with 200.
  for (const [name, routes] of [
    ['marketing', ['/']],
    ['blog', ['/blog', '/blog/:slug']],
    ['checkout', ['/checkout', '/success']],
  ] as const) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, 'mf-manifest.json'), JSON.stringify({ id: name, metaData: { routes } }));
  }
  bff = createServer(
    (_req, res) =>
      void res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Blog post not found"}'),
  );
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  const config = readConfig({
    BFF_PUBLIC_URL: `http://127.0.0.1:${(bff.address() as AddressInfo).port}`,
    SHELL_DIST: dir,
    MF_MARKETING_DIST: path.join(dir, 'marketing'),
    MF_CHECKOUT_DIST: path.join(dir, 'checkout'),
    MF_BLOG_DIST: path.join(dir, 'blog'),
    MF_ADMIN_DIST: path.join(dir, 'none'),
    PUBLIC_SITE_URL: SITE,
  });
  gateway = await listen(createApp(config, createLogger('gateway', 'silent')), 0);
});
afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => bff?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${gateway.url}${p}`);
/**
 * A page as a crawler reads it. The page renderer's preload hints are left out: happy-dom would
 * start fetching them (relative to about:blank) while the test reads the head.
 */
const parse = (html: string) =>
  new new Window().DOMParser().parseFromString(html.replace(/<link rel="preload"[^>]*>/g, ''), 'text/html');

/** Every preview tag of a page, by property or name, as a crawler reads them. */
function previewTags(doc: ReturnType<typeof parse>) {
  return Object.fromEntries(
    [...doc.querySelectorAll('meta[property], meta[name]')].map((m) => [
      m.getAttribute('property') ?? m.getAttribute('name'),
      m.getAttribute('content'),
    ]),
  );
}

function jsonLd(doc: ReturnType<typeof parse>): unknown[] {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  expect(scripts).toHaveLength(1);
  const data: unknown = JSON.parse(scripts[0]?.textContent ?? '');
  return Array.isArray(data) ? data : [data];
}

async function ogImagePath(): Promise<string> {
  const doc = parse(await (await get('/')).text());
  return new URL(doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '').pathname;
}

describe('the landing page as served (no JavaScript needed)', () => {
  it('carries its title, description, canonical URL, Open Graph and Twitter card tags', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const doc = parse(await res.text());
    expect(doc.title).toBe('A Splash of Freshness Every Month · Fresh Pouf');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://freshpouf.example/');
    const tags = previewTags(doc);
    const description =
      'Fresh, bright shower poufs delivered to your door every month, two months or three months, with family plans. ' +
      'Join the waitlist, or claim the Early Bird offer: 25% off, price locked for life.';
    expect(tags).toMatchObject({
      description,
      'og:type': 'website',
      'og:site_name': 'Fresh Pouf',
      'og:title': 'A Splash of Freshness Every Month · Fresh Pouf',
      'og:description': description,
      'og:url': 'https://freshpouf.example/',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'A Splash of Freshness Every Month · Fresh Pouf',
      'twitter:description': description,
    });
    expect(tags['og:image']).toMatch(/^https:\/\/freshpouf\.example\/og\/fresh-pouf\.[0-9a-f]{10}\.png$/);
    expect(tags['twitter:image']).toBe(tags['og:image']);
  });

  it('says who sells what in JSON-LD: the Organization and the Product with the Early Bird offer of every plan', async () => {
    const doc = parse(await (await get('/?earlyBird=true')).text());
    const [org, product] = jsonLd(doc) as [
      Record<string, unknown>,
      { offers: { offers: Record<string, unknown>[] } & Record<string, unknown> } & Record<string, unknown>,
    ];
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Fresh Pouf',
      url: 'https://freshpouf.example/',
      email: 'hello@freshpouf.com',
    });
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Fresh Pouf shower pouf subscription',
      brand: { name: 'Fresh Pouf' },
    });
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: '6.74',
      highPrice: '12.74',
      offerCount: 4,
    });
    expect(product.offers.offers.map((o) => [o.name, o.price, o.priceCurrency, o.availability])).toEqual([
      ['Early Bird Monthly', '6.74', 'USD', 'https://schema.org/PreOrder'],
      ['Early Bird Bi-Monthly', '7.49', 'USD', 'https://schema.org/PreOrder'],
      ['Early Bird Quarterly', '9.74', 'USD', 'https://schema.org/PreOrder'],
      ['Early Bird Family', '12.74', 'USD', 'https://schema.org/PreOrder'],
    ]);
    expect(product.offers.offers[2]).toMatchObject({
      description: '25% off the regular $12.99/3 months, price locked for life.',
      priceSpecification: { price: '9.74', billingDuration: { value: 3, unitCode: 'MON' } },
    });
    expect(product.offers.offers[3]?.description).toBe(
      '25% off the regular $16.99/month (from), price locked for life.',
    );
  });

  it("replaces the shell's generic description, and puts every tag in the head", async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('The shell');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the blog page as served', () => {
  it('carries its own title, description, canonical URL and preview tags with the brand picture', async () => {
    for (const p of ['/blog', '/blog/']) {
      const doc = parse(await (await get(p)).text());
      expect(doc.title).toBe('Blog · Fresh Pouf');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://freshpouf.example/blog');
      expect(previewTags(doc)).toMatchObject({
        description: 'News and tips from Fresh Pouf, fresh shower poufs delivered to your door.',
        'og:title': 'Blog · Fresh Pouf',
        'og:url': 'https://freshpouf.example/blog',
        'og:image': `https://freshpouf.example${await ogImagePath()}`,
        'twitter:card': 'summary_large_image',
      });
      expect(jsonLd(doc)).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Fresh Pouf' })]);
    }
  });
});

describe('other pages', () => {
  it("keep the shell's title and description and get no preview tags: checkout, and a 404", async () => {
    for (const [p, status] of [
      ['/checkout', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await get(p);
      expect(res.status).toBe(status);
      const html = await res.text();
      const doc = parse(html);
      expect(doc.title).toBe('Fresh Pouf — fresh shower poufs, delivered');
      expect(previewTags(doc)).toEqual({ description: 'The shell' });
      expect(doc.querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]')).toHaveLength(0);
    }
  });
});

describe('the preview picture', () => {
  it('is a 1200×630 PNG, cached for good at its content-hashed address', async () => {
    const res = await get(await ogImagePath());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const png = Buffer.from(await res.arrayBuffer());
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // A real picture, not a blank: the drawing's bytes run to tens of kilobytes.
    expect(png.length).toBeGreaterThan(20_000);
  });

  it('is not served at any other hash', async () => {
    const res = await get('/og/fresh-pouf.0000000000.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toBe('image/png');
  });
});
