import { BRAND, RATE_LIMITS } from '@fresh-pouf/contracts';
import { bffConfigShape, loadConfig } from '@fresh-pouf/server-kit';
import { z } from 'zod';

const schema = z.object({
  ...bffConfigShape(4001),
  /** Sign-ups one client address may make per window before a 429. */
  WAITLIST_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(RATE_LIMITS.waitlistSignup.max),
  WAITLIST_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(RATE_LIMITS.waitlistSignup.windowMs),
  /** Shown on the diagnostics screen as nodeEnv. */
  NODE_ENV: z.string().default('development'),
  /** Set: the diagnostics calls require it (x-diagnostics-token). Unset: open, as the spec shows. */
  DIAGNOSTICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Test e-mails per client address, and per recipient address, in one window. */
  TEST_EMAIL_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(RATE_LIMITS.testEmailIp.max),
  TEST_EMAIL_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(RATE_LIMITS.testEmailTo.max),
  TEST_EMAIL_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(RATE_LIMITS.testEmailIp.windowMs),
  /** Stripe. Unset (the embedded default): checkout says payments are not configured. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Handed to the browser at run time by GET /api/checkout/config, never baked into a build. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The site's address: where Stripe's customer portal returns to, and the pages an e-mailed link falls back to. */
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default('http://localhost:8080'),
  /** Portal-link e-mails one client address may ask for per window (the sign-up window). */
  PORTAL_LINK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(RATE_LIMITS.portalLink.max),
  /** Password of Postmark's bounce / spam-complaint webhook (HTTP basic auth, any user name); unset: the webhook answers 404. */
  POSTMARK_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Wrong webhook passwords one client address may send per sign-up window before it gets 429 for the rest of it. */
  POSTMARK_WEBHOOK_MAX_FAILURES: z.coerce.number().int().positive().default(RATE_LIMITS.postmarkWebhook.max),
  /** New waitlist confirm links one client address may ask for per sign-up window. */
  CONFIRM_LINK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(RATE_LIMITS.confirmLink.max),
  /** Another base URL for the Stripe SDK; only tests point it elsewhere (a local fake). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /** Who the Privacy Policy and the Terms of Service name (/privacy, /terms). */
  COMPANY_LEGAL_NAME: z.string().trim().min(1).max(200).default('Fresh Pouf, Inc.'),
  /**
   * The same variable core-service puts in e-mail footers, so it accepts the same values; the
   * documents show it on one line. Unset: they say the address is available on request.
   */
  COMPANY_POSTAL_ADDRESS: z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((v) => (v ? v.split(/\s*\r?\n\s*/).join(', ') : undefined)),
  COMPANY_CONTACT_EMAIL: z.email().default(BRAND.contactEmail),
});

export type BffPublicConfig = z.infer<typeof schema>;

export function readConfig(env: Record<string, string | undefined> = process.env): BffPublicConfig {
  return loadConfig('bff-public', schema, env);
}
