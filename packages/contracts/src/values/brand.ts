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

/**
 * The logo e-mails show, served by the gateway at the site's public origin (mail clients do not
 * draw SVG, and an attached image shows as an attachment in some). The name carries a version,
 * not a hash: an e-mail read years later still asks for this address, so a new drawing gets a
 * new name and the old one stays served.
 */
export const EMAIL_LOGO = { path: '/email/fresh-pouf-logo-v1.png', width: 40, height: 40 } as const;
