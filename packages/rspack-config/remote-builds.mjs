import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedBuilds } from './index.mjs';

/**
 * A remote's builds, called from its own rspack.config.mjs with `import.meta.url`: the folder of
 * that file is the app, app/routes.ts its routes and `./App` (app/app.tsx unless `exposes` names
 * another) the component the shell mounts. The rest is what sets one remote apart.
 * @param {string} configUrl
 * @param {Omit<Parameters<typeof federatedBuilds>[0], 'appDir' | 'role'>} options
 */
export function remoteBuilds(configUrl, { exposes, ...options }) {
  return federatedBuilds({
    appDir: path.dirname(fileURLToPath(configUrl)),
    role: 'remote',
    routes: 'app/routes.ts',
    exposes: { './App': 'app/app.tsx', ...exposes },
    ...options,
  });
}
