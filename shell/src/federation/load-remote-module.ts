import type { RemoteName } from '@fresh-pouf/contracts';
import { REMOTE_APP_MODULE, REMOTE_ISLANDS_MODULE } from '@fresh-pouf/contracts/values';
import type { IslandRegistry } from '@fresh-pouf/remote-kit/islands';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchRemotesConfig, manifestUrlOf } from './remotes-config';
import { RemoteUnavailableError } from './remote-unavailable-error';

const registered = new Map<RemoteName, string>();
let attempts = 0;

async function ensureRegistered(remote: RemoteName, retry: boolean): Promise<void> {
  const config = await fetchRemotesConfig(retry);
  const manifest = manifestUrlOf(config, remote);
  if (!manifest) throw new RemoteUnavailableError(remote, 'it is not deployed', { deployed: false });
  if (!retry && registered.get(remote) === manifest) return;
  // force drops whatever a failed attempt cached, so a retry really fetches again; the attempt
  // number does the same for the browser, which keeps a failed preload of the page's manifest
  // for the page's lifetime (the manifest's chunks resolve from its path, not its query).
  const entry = retry ? `${manifest}${manifest.includes('?') ? '&' : '?'}attempt=${(attempts += 1)}` : manifest;
  registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
  registered.set(remote, manifest);
}

export interface RemoteModule {
  default: ComponentType;
}

/** Loads a remote's App (e.g. blog/App), which routes the remote's own paths, for React.lazy. */
export async function loadRemoteApp(remote: RemoteName, retry = false): Promise<RemoteModule> {
  try {
    await ensureRegistered(remote, retry);
    const loaded = await loadRemote<RemoteModule>(`${remote}/${REMOTE_APP_MODULE}`);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new RemoteUnavailableError(remote, `it does not expose ${REMOTE_APP_MODULE}`);
    }
    return loaded;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** A remote's islands (e.g. marketing/Islands): each island's component by name, loaded when one is needed. */
export async function loadRemoteIslands(remote: RemoteName): Promise<IslandRegistry> {
  await ensureRegistered(remote, false);
  const loaded = await loadRemote<{ default: IslandRegistry }>(`${remote}/${REMOTE_ISLANDS_MODULE}`);
  if (!loaded || typeof loaded.default !== 'object')
    throw new RemoteUnavailableError(remote, `it does not expose ${REMOTE_ISLANDS_MODULE}`);
  return loaded.default;
}
