import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES_CONFIG_PATH, type RemotesConfig } from '@fresh-pouf/contracts';
import { Router } from 'express';
import type { GatewayConfig } from './config';
import { remoteSources } from './config';

/** Tells the shell, at run time, where each deployed remote's manifest is. */
export function remotesConfigRoutes(config: GatewayConfig): Router {
  const router = Router();
  router.get(REMOTES_CONFIG_PATH, (_req, res) => {
    // Asked afresh each time: a remote built or removed while the gateway runs shows up at once.
    const deployed = remoteSources(config).filter(
      ({ source }) => source.kind === 'upstream' || existsSync(path.join(source.dir, 'mf-manifest.json')),
    );
    const body: RemotesConfig = {
      remotes: Object.fromEntries(deployed.map(({ name }) => [name, `/mf/${name}/mf-manifest.json`])),
    };
    res.setHeader('Cache-Control', 'no-cache');
    res.json(body);
  });
  return router;
}
