import { z } from 'zod';
import { remoteNameSchema, remoteRoutesSchema } from './remote-routes';

export * from './remote-routes';

/**
 * What the gateway serves at REMOTES_CONFIG_PATH, asked afresh on every page load: where each
 * deployed remote's manifest lives, and the paths each one serves as its build published them.
 */
export const remotesConfigSchema = z.object({
  remotes: z.record(remoteNameSchema, z.string().min(1)),
  routes: z.record(remoteNameSchema, remoteRoutesSchema).default({}),
});
export type RemotesConfig = z.output<typeof remotesConfigSchema>;
export const REMOTES_CONFIG_PATH = '/mf/remotes.json';

/**
 * The shell's own screen, the same on both paths (spec section 2). Every other path of the
 * route table belongs to a remote, which publishes it (see remote-routes.ts).
 */
export const DIAGNOSTICS_ROUTE_PATHS = ['/diagnostics', '/test123'] as const;

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
