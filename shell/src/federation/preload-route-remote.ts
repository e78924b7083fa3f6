import type { RemotesConfig } from '@fresh-pouf/contracts';
import { loadRemoteApp } from './load-remote-module';
import type { PreloadedRemoteMap } from './preloaded-remotes';
import { routeOwner } from '@fresh-pouf/contracts/values';

/**
 * The route's remote App, loaded before hydration so the first render matches the server's
 * markup. A remote that fails to load is left out: its route then shows the fallback card.
 */
export async function preloadRouteRemote(config: RemotesConfig, pathname: string): Promise<PreloadedRemoteMap> {
  const owner = routeOwner(config, pathname);
  if (!owner) return new Map();
  try {
    const loaded = await loadRemoteApp(owner.remote);
    return new Map([[owner.remote, loaded.default]]);
  } catch {
    return new Map();
  }
}
