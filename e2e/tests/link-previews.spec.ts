import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { adminHeaders } from './admin-support';

// As a link-preview crawler meets the whole product: it reads the HTML the
// gateway sends (server rendering and all) and runs no JavaScript, then fetches og:image.
// PUBLIC_SITE_URL is unset in the browser tests, so the site's address is the gateway's own.
const SITE = `http://localhost:${E2E_PORTS.gateway}`;

/** The tags of a page's head as a crawler reads them: property or name → content. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags[key ?? ''] = value ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as unknown,
  );
  return { tags, title, canonical, jsonLd, titles: head.match(/<title>/g)?.length ?? 0 };
}

async function page(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return headTags(await res.text());
}

test.describe('link previews and search, from the HTML as served', () => {
  test('/ names itself, its picture and the Early Bird offer; the picture is a 1200×630 PNG cached for good', async ({
    request,
  }) => {
    const landing = await page(request, '/');
    expect(landing.title).toBe('A Splash of Freshness Every Month · Fresh Pouf');
    expect(landing.titles).toBe(1);
    expect(landing.canonical).toBe(`${SITE}/`);
    expect(landing.tags).toMatchObject({
      'og:type': 'website',
      'og:title': 'A Splash of Freshness Every Month · Fresh Pouf',
      'og:url': `${SITE}/`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(landing.tags['og:image']).toMatch(new RegExp(`^${SITE}/og/fresh-pouf\\.[0-9a-f]{10}\\.png$`));

    const [organization, product] = landing.jsonLd[0] as [
      { '@type': string; name: string },
      { '@type': string; offers: { lowPrice: string; offers: { name: string; price: string }[] } },
    ];
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Fresh Pouf' });
    expect(product['@type']).toBe('Product');
    expect(product.offers.lowPrice).toBe('6.74');
    expect(product.offers.offers.map((o) => `${o.name} ${o.price}`)).toEqual([
      'Early Bird Monthly 6.74',
      'Early Bird Bi-Monthly 7.49',
      'Early Bird Quarterly 9.74',
      'Early Bird Family 12.74',
    ]);

    const image = await request.get(new URL(landing.tags['og:image'] ?? '').pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('/blog and a post carry their own title, canonical URL and preview tags; the post its BlogPosting', async ({
    request,
  }) => {
    const blog = await page(request, '/blog');
    expect(blog.title).toBe('Blog · Fresh Pouf');
    expect(blog.canonical).toBe(`${SITE}/blog`);
    expect(blog.tags).toMatchObject({ 'og:url': `${SITE}/blog`, 'twitter:card': 'summary_large_image' });

    const slug = `preview-me-${Date.now()}`;
    const created = await request.post('/api/admin/blog', {
      headers: await adminHeaders(request),
      data: {
        title: 'Preview Me Properly',
        slug,
        excerpt: 'What a shared link to this post shows.',
        content: 'Twenty characters or more of content.',
        status: 'published',
        coverImage: '',
      },
    });
    expect(created.status()).toBe(201);

    const post = await page(request, `/blog/${slug}`);
    expect(post.title).toBe('Preview Me Properly · Fresh Pouf');
    expect(post.canonical).toBe(`${SITE}/blog/${slug}`);
    expect(post.tags).toMatchObject({
      'og:type': 'article',
      'og:title': 'Preview Me Properly · Fresh Pouf',
      'og:description': 'What a shared link to this post shows.',
      'og:image': blog.tags['og:image'],
      'twitter:card': 'summary_large_image',
    });
    expect(post.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Preview Me Properly',
        url: `${SITE}/blog/${slug}`,
        image: blog.tags['og:image'],
      }),
    ]);
  });
});
