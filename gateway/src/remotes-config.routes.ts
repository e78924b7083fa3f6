import { REMOTES_CONFIG_PATH, type RemotesConfig } from '@fresh-pouf/contracts';
import { Router } from 'express';
import type { GatewayConfig } from './config';
import { remoteSources } from './config';

/** Tells the shell, at run time, where each deployed remote's manifest is. */
export function remotesConfigRoutes(config: GatewayConfig): Router {
  const body: RemotesConfig = {
    remotes: Object.fromEntries(remoteSources(config).map(({ name }) => [name, `/mf/${name}/mf-manifest.json`])),
  };
  const router = Router();
  router.get(REMOTES_CONFIG_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(body);
  });
  return router;
}
