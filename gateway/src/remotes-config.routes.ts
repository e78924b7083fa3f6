import { REMOTES_CONFIG_PATH, type RemotesConfig } from '@fresh-pouf/contracts';
import { Router } from 'express';
import type { RemoteRegistry, RemoteState } from './remote-registry';

/** Where each deployed remote's manifest is, and the paths each publishes (also inlined into every page). */
export function remotesConfigOf(states: readonly RemoteState[]): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      states.filter((s) => s.deployed).map(({ name }) => [name, `/mf/${name}/mf-manifest.json`]),
    ),
    routes: Object.fromEntries(
      states.flatMap(({ name, deployed, published }) => (deployed && published ? [[name, published]] : [])),
    ),
  };
}

/** Tells the shell, at run time, where each deployed remote's manifest is and which paths it serves. */
export function remotesConfigRoutes(registry: RemoteRegistry): Router {
  const router = Router();
  router.get(REMOTES_CONFIG_PATH, async (_req, res) => {
    // Asked afresh each time: a remote built, rebuilt or removed while the gateway runs shows up at once.
    const body = remotesConfigOf(await registry());
    res.setHeader('Cache-Control', 'no-cache');
    res.json(body);
  });
  return router;
}
