import { type BlogPostSummary, LEGAL_DOCUMENTS, PAGE_HEADS } from '@fresh-pouf/contracts';
import { escapeMarkup as esc, pathSegment } from './escape';

/** The Privacy Policy and the Terms of Service: public pages search engines should know. */
const LEGAL_PAGES = Object.values(LEGAL_DOCUMENTS).map((doc) => doc.path);

/** A post's public address. */
export const postUrl = (site: string, post: BlogPostSummary) => `${site}/blog/${pathSegment(post.slug)}`;
const published = (post: BlogPostSummary) => post.publishDate ?? post.createdAt;

/** RSS 2.0 of the published posts, newest first. */
export function rssFeed(site: string, posts: BlogPostSummary[]): string {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${esc(post.title)}</title>
      <link>${esc(postUrl(site, post))}</link>
      <guid isPermaLink="true">${esc(postUrl(site, post))}</guid>
      <pubDate>${new Date(published(post)).toUTCString()}</pubDate>
      <description>${esc(post.excerpt ?? '')}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Fresh Pouf Blog</title>
    <link>${esc(site)}/blog</link>
    <atom:link href="${esc(site)}/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${esc(PAGE_HEADS['/blog'].description)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
}

/** The landing page, the blog and every published post. */
export function sitemap(site: string, posts: BlogPostSummary[]): string {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${esc(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[url(`${site}/`), url(`${site}/blog`), ...LEGAL_PAGES.map((path) => url(`${site}${path}`)), ...posts.map((post) => url(postUrl(site, post), post.updatedAt ?? published(post)))].join('\n')}
</urlset>
`;
}
