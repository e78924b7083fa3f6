import type { RemoteName } from '@fresh-pouf/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchRemotesConfig, manifestUrlOf } from './remotes-config';
import { RemoteUnavailableError } from './remote-unavailable-error';

const registered = new Map<RemoteName, string>();

async function ensureRegistered(remote: RemoteName, retry: boolean): Promise<void> {
  const config = await fetchRemotesConfig(retry);
  const entry = manifestUrlOf(config, remote);
  if (!entry) throw new RemoteUnavailableError(remote, 'it is not deployed', { deployed: false });
  if (!retry && registered.get(remote) === entry) return;
  // force drops whatever a failed attempt cached, so a retry really fetches again.
  registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
  registered.set(remote, entry);
}

export interface RemoteModule {
  default: ComponentType;
}

/** Loads `<remote>/<module>` (e.g. marketing/Landing) for React.lazy. */
export async function loadRemoteModule(remote: RemoteName, module: string, retry = false): Promise<RemoteModule> {
  try {
    await ensureRegistered(remote, retry);
    const loaded = await loadRemote<RemoteModule>(`${remote}/${module}`);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new RemoteUnavailableError(remote, `it does not expose ${module}`);
    }
    return loaded;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error), { cause: error });
  }
}
