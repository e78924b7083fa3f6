import { z } from 'zod';

/** The federated front ends the shell can load, by federation name. */
export const REMOTE_NAMES = ['marketing', 'checkout', 'blog', 'admin'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** What the gateway serves at REMOTES_CONFIG_PATH: where each deployed remote's manifest lives. */
export const remotesConfigSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, z.string().min(1)),
});
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
export const REMOTES_CONFIG_PATH = '/mf/remotes.json';

/**
 * Every path of the route table (spec section 2) in path-to-regexp syntax. The gateway
 * answers these with the shell's page and 200; anything else gets the same page with 404.
 */
/** The staff area's screens; the admin remote routes among them itself. */
export const ADMIN_ROUTE_PATTERNS = [
  '/admin/login',
  '/admin/two-factor',
  '/admin/dashboard',
  '/admin/profile',
  '/admin/waitlist',
  '/admin/blog-management',
  '/admin/blog/:id',
] as const;

/** The shell's own diagnostics screen, the same on both paths (spec section 2). */
export const DIAGNOSTICS_ROUTE_PATHS = ['/diagnostics', '/test123'] as const;

export const SITE_ROUTE_PATTERNS = [
  '/',
  '/checkout',
  '/success',
  '/blog',
  '/blog/:slug',
  ...DIAGNOSTICS_ROUTE_PATHS,
  ...ADMIN_ROUTE_PATTERNS,
] as const;

/**
 * The landing page's anchors (spec section 2). The marketing remote renders them; the shell's
 * header and footer link to them (/#pricing) from any page.
 */
export const SECTION_IDS = {
  benefits: 'benefits',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  joinWaitlist: 'join-waitlist',
} as const;
