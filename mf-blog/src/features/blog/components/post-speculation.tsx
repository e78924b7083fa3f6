import type { BlogPostSummary } from '@fresh-pouf/contracts';

/** The posts a reader sees first on a phone: ready before their tap. */
const READY_AT_ONCE = 2;

/**
 * Speculation rules for the list: the first posts are prerendered as soon as the list is read,
 * so a tap on one shows it at once instead of loading a page; any other post link is prepared
 * when a finger or pointer goes down on it. Rules, not script: the site's policy allows inline
 * speculation rules only ('inline-speculation-rules'), and a browser without them just follows the link.
 */
export function PostSpeculation({ posts }: { posts: readonly BlogPostSummary[] }) {
  const rules = {
    prerender: [
      { source: 'list', urls: posts.slice(0, READY_AT_ONCE).map((post) => `/blog/${post.slug}`), eagerness: 'immediate' },
      { source: 'document', where: { href_matches: '/blog/*' }, eagerness: 'moderate' },
    ],
  };
  // '<' escaped: nothing a post's slug holds can close the element.
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules).replace(/</g, '\\u003c') }} />;
}
