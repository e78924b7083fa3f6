import type { BlogPostSummary } from '@fresh-pouf/contracts';
import { escapeMarkup as esc } from './escape';
import { postUrl } from './feeds';

/**
 * The shell's page with the post's title, description and Open Graph tags, so a shared link
 * previews properly although the page itself renders in the browser. Every value is escaped.
 */
export function withPostMeta(html: string, site: string, post: BlogPostSummary): string {
  // The post's own title, as the page itself sets it once it renders (og:site_name names the site).
  const title = post.title;
  const description = post.excerpt ?? '';
  const url = postUrl(site, post);
  const tags = [
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="${esc(url)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="Fresh Pouf">`,
    `<meta property="og:title" content="${esc(post.title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    ...(post.coverImage ? [`<meta property="og:image" content="${esc(post.coverImage)}">`] : []),
    `<meta name="twitter:card" content="${post.coverImage ? 'summary_large_image' : 'summary'}">`,
    ...(post.publishDate ? [`<meta property="article:published_time" content="${esc(post.publishDate)}">`] : []),
  ].join('\n    ');
  // The shell's own description would contradict the post's: it goes.
  const withoutDefaults = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutDefaults)
    ? withoutDefaults.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${esc(title)}</title>`)
    : withoutDefaults.replace(/<head[^>]*>/i, (head) => `${head}<title>${esc(title)}</title>`);
  return titled.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
