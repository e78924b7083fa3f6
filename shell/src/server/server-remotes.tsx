import { REMOTE_APP_MODULE, type RemoteName } from '@fresh-pouf/contracts';
import type { ServerAction, ServerPrefetch } from '@fresh-pouf/remote-kit';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from '../federation/remote-unavailable-error';

export interface ServerRemoteModule {
  default: ComponentType;
  prefetch?: ServerPrefetch;
  action?: ServerAction;
}

const registered = new Map<RemoteName, string>();

/**
 * A remote's App from its server build. The entry URL carries the build's stamp, so a new
 * release registers anew (force drops the old one's cached modules) and the next page renders
 * from it, with no restart of the gateway.
 */
export async function loadServerRemote(remote: RemoteName, entry: string): Promise<ServerRemoteModule> {
  if (registered.get(remote) !== entry) {
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
  const loaded = await loadRemote<ServerRemoteModule>(`${remote}/${REMOTE_APP_MODULE}`);
  if (!loaded || typeof loaded.default !== 'function')
    throw new RemoteUnavailableError(remote, `it does not expose ${REMOTE_APP_MODULE}`);
  return loaded;
}

/**
 * Stands in for a remote whose server part failed: throwing inside the route's Suspense
 * boundary makes React send that boundary's fallback, and the browser renders it instead.
 */
export function unavailableRemote(remote: RemoteName): ComponentType {
  return function Unavailable() {
    throw new RemoteUnavailableError(remote, 'its server part failed');
  };
}
