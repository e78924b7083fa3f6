/**
 * Every path bff-public answers, without zod and in an entry of its own
 * ('@fresh-pouf/contracts/api-paths'): code that loads with a page may need one (a query's cache
 * key) before it loads any schema, and a page that needs none does not load them. The calls themselves, with their inputs and answers,
 * are described once in bff-api/public.ts on these paths; the webhooks (Stripe, Postmark) and
 * the mail clients' one-click unsubscribe are not browser calls and have their path here only.
 */
/** What the gateway sends on: everything under `admin` to bff-admin, the rest under `public` to bff-public. */
export const API_PREFIXES = { admin: '/api/admin', public: '/api' } as const;

/** Whether `path` is `prefix` or under it. */
export const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

export const PUBLIC_API_PATHS = {
  waitlist: {
    join: '/api/waitlist',
    confirmLinkState: '/api/waitlist/confirm-link/state',
    confirm: '/api/waitlist/confirm',
    newConfirmLink: '/api/waitlist/confirm-link',
    status: '/api/waitlist/status',
    notMe: '/api/waitlist/not-me',
  },
  listMail: {
    /** RFC 8058 one-click (a mail client's POST) and the same URL opened in a browser (a GET). */
    oneClick: '/api/unsubscribe',
    state: '/api/unsubscribe/state',
    unsubscribe: '/api/unsubscribe/confirm',
    resubscribe: '/api/unsubscribe/resubscribe',
  },
  dataRequests: { request: '/api/data-requests' },
  checkout: {
    config: '/api/checkout/config',
    createSubscription: '/api/create-subscription',
    paymentStatus: '/api/checkout/payment-status',
  },
  billing: {
    /** A link e-mailed to a subscriber: a plain GET that ends in Stripe's portal. */
    portal: '/api/billing/portal',
    portalSession: '/api/billing/portal-session',
    portalLink: '/api/billing/portal-link',
  },
  legal: { privacy: '/api/legal/privacy', terms: '/api/legal/terms' },
  blog: { list: '/api/blog', post: '/api/blog/:slug' },
  diagnostics: { emailCheck: '/api/email-check', envCheck: '/api/env-check', testEmail: '/api/test-email' },
  webhooks: {
    stripe: '/api/stripe/webhook',
    postmark: '/api/postmark/webhook',
    postmarkInbound: '/api/postmark/inbound',
  },
} as const;

/** The path with each `:name` replaced by its (encoded) value. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
