import { PAGE_HEADS } from '@fresh-pouf/contracts';
import { type PageHead, withHead } from './head-tags';
import { earlyBirdProduct, organization } from './structured-data';

/** The pages whose previews the gateway writes, by path (a post's are written by post-page.ts). */
function headOf(site: string, path: string): PageHead | null {
  if (path === '/') {
    return {
      ...PAGE_HEADS['/'],
      url: `${site}/`,
      type: 'website',
      structuredData: [organization(site), earlyBirdProduct(site)],
    };
  }
  if (path === '/blog' || path === '/blog/') {
    return {
      ...PAGE_HEADS['/blog'],
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
