import { pageTitle, EARLY_BIRD_PERCENT_LABEL } from '@fresh-pouf/contracts';
import { BLOG_DESCRIPTION } from './feeds';
import { type PageHead, withHead } from './head-tags';
import { earlyBirdProduct, organization } from './structured-data';

// The titles the pages set themselves once they render (mf-marketing's landing route, mf-blog's
// list route): the tab reads the same before and after hydration.
export const LANDING_TITLE = pageTitle('A Splash of Freshness Every Month');
export const BLOG_TITLE = pageTitle('Blog');
export const LANDING_DESCRIPTION =
  `Fresh, bright shower poufs delivered to your door every month, two months or three months, with family plans. ` +
  `Join the waitlist, or claim the Early Bird offer: ${EARLY_BIRD_PERCENT_LABEL} off, price locked for life.`;

/** The pages whose previews the gateway writes, by path (a post's are written by post-page.ts). */
function headOf(site: string, path: string): PageHead | null {
  if (path === '/') {
    return {
      title: LANDING_TITLE,
      description: LANDING_DESCRIPTION,
      url: `${site}/`,
      type: 'website',
      structuredData: [organization(site), earlyBirdProduct(site)],
    };
  }
  if (path === '/blog' || path === '/blog/') {
    return {
      title: BLOG_TITLE,
      description: BLOG_DESCRIPTION,
      url: `${site}/blog`,
      type: 'website',
      structuredData: [organization(site)],
    };
  }
  return null;
}

/**
 * What the page handler calls on the HTML of a page it answers with 200: the landing page and
 * the blog get their title, description, canonical URL, preview tags and structured data in the
 * HTML itself, since link-preview crawlers run no JavaScript. Other pages pass unchanged.
 */
export function pageHead(siteUrl: string): (path: string, html: string) => string {
  const site = siteUrl.replace(/\/+$/, '');
  return (path, html) => {
    const head = headOf(site, path);
    return head ? withHead(html, site, head) : html;
  };
}
