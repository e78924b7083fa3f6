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
