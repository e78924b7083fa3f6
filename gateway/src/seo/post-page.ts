import { type BlogPostSummary, postHead } from '@fresh-pouf/contracts';
import { escapeMarkup as esc } from './escape';
import { postUrl } from './feeds';
import { withHead } from './head-tags';
import { blogPosting } from './structured-data';

/**
 * The shell's page with the post's title, description, Open Graph and Twitter tags and its
 * BlogPosting data, so a shared link previews properly although the page itself renders in the
 * browser. The title is the site's pattern, "<post> · Fresh Pouf", as the page sets it once it renders; a post without a cover previews with the brand's picture. Every value is escaped.
 */
export function withPostMeta(html: string, site: string, post: BlogPostSummary): string {
  return withHead(html, site, {
    ...postHead(post),
    url: postUrl(site, post),
    type: 'article',
    image: post.coverImage,
    extra: post.publishDate ? [`<meta property="article:published_time" content="${esc(post.publishDate)}">`] : [],
    structuredData: [blogPosting(site, post)],
  });
}
