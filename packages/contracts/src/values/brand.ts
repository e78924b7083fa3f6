/** Product-wide constants that both the site and the servers show. */
export const BRAND = {
  name: 'Fresh Pouf',
  domain: 'freshpouf.com',
  contactEmail: 'hello@freshpouf.com',
} as const;

/**
 * Every page's title, one pattern: "<page> · Fresh Pouf" (the tab shows what the page is first).
 * The landing page's "page" is its headline; the gateway writes the same titles into the HTML.
 */
export const pageTitle = (page: string) => `${page} · ${BRAND.name}`;
