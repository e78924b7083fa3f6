import { REMOTES_CONFIG_PATH, remotesConfigSchema, type RemoteName, type RemotesConfig } from '@fresh-pouf/contracts';

let pending: Promise<RemotesConfig> | undefined;

/**
 * Where each remote's manifest lives comes from the gateway at run time, so a remote can be
 * redeployed (or moved) without rebuilding the shell.
 */
export function fetchRemotesConfig(fresh = false): Promise<RemotesConfig> {
  if (!pending || fresh) {
    pending = fetch(REMOTES_CONFIG_PATH, { cache: 'no-cache' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Remote configuration answered ${response.status}`);
        return remotesConfigSchema.parse(await response.json());
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}

export function manifestUrlOf(config: RemotesConfig, remote: RemoteName): string | undefined {
  return config.remotes[remote];
}
