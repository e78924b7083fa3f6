import { z } from 'zod';
import { REMOTE_FRAMES } from '@fresh-pouf/contracts/values';

/**
 * A federated front end's name (its Module Federation name, e.g. "blog"). The gateway serves
 * it at /mf/<name>/ and reads MF_<NAME>_URL or MF_<NAME>_DIST for it.
 */
export const remoteNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, 'A remote name is lowercase letters, digits and underscores');
export type RemoteName = z.infer<typeof remoteNameSchema>;

const SEGMENT = String.raw`(?:[a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*)`;

/**
 * A path of the route table: literal segments and `:name` parameters only (no wildcards, no
 * optional parts), so the shell (React Router) and the gateway (path-to-regexp) read it alike.
 */
export const routePatternSchema = z
  .string()
  .regex(new RegExp(String.raw`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`), 'A route is /literal/segments/and/:params');

/**
 * What a remote's build publishes in its mf-manifest.json `metaData`: the paths its exposed
 * `App` serves and how the shell frames it. Adding a screen is a release of that remote alone.
 * `islands`: the routes whose server-rendered page is the page (it works as HTML), where the
 * browser takes over only the parts marked `<Island>` (packages/remote-kit), each when it is
 * needed, and never the whole page.
 */
export const remoteRoutesSchema = z.object({
  routes: z.array(routePatternSchema).min(1),
  frame: z.enum(REMOTE_FRAMES).default('site'),
  islands: z.array(routePatternSchema).default([]),
});
export type RemoteRoutesInput = z.input<typeof remoteRoutesSchema>;
export type RemoteRoutes = z.output<typeof remoteRoutesSchema>;

/** The part of a remote's mf-manifest.json the gateway reads. */
export const remoteManifestRoutesSchema = z.object({ metaData: remoteRoutesSchema });
