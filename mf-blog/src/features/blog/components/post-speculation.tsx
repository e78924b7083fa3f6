import type { BlogPostSummary } from '@fresh-pouf/contracts';

/** The posts a reader sees first on a phone: their pages fetched before the tap. */
const FETCHED_AT_ONCE = 2;

/**
 * Speculation rules for the list: the first posts' pages are fetched as soon as the list is read
 * (a few kilobytes of HTML, no script run, so the phone reading the list pays nothing for it),
 * and any post is prerendered once a finger or pointer goes down on its link, so the tap's page
 * is already under way. Rules, not script: the site's policy allows inline speculation rules
 * only ('inline-speculation-rules'); a browser without them just follows the link.
 */
export function PostSpeculation({ posts }: { posts: readonly BlogPostSummary[] }) {
  const rules = {
    prefetch: [
      {
        source: 'list',
        urls: posts.slice(0, FETCHED_AT_ONCE).map((post) => `/blog/${post.slug}`),
        eagerness: 'immediate',
      },
    ],
    prerender: [{ source: 'document', where: { href_matches: '/blog/*' }, eagerness: 'moderate' }],
  };
  // '<' escaped: nothing a post's slug holds can close the element.
  return (
    <script
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(rules).replace(/</g, '\\u003c') }}
    />
  );
}
