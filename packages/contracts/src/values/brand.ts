/** Product-wide constants that both the site and the servers show. */
export const BRAND = {
  name: 'Fresh Pouf',
  domain: 'freshpouf.com',
  contactEmail: 'hello@freshpouf.com',
} as const;
