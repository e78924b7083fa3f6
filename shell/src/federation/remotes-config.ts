import { REMOTES_CONFIG_PATH, remotesConfigSchema, type RemoteName, type RemotesConfig } from '@fresh-pouf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

let pending: Promise<RemotesConfig> | undefined;

/**
 * Where each remote's manifest lives, and which paths each remote serves, come from the gateway
 * at run time, so a remote can be redeployed (or moved, or given a new screen) without
 * rebuilding the shell. One request serves the router and the loader; `fresh` asks again.
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

/** The configuration the gateway inlined into the page: the first load asks nobody. */
export function primeRemotesConfig(config: RemotesConfig): void {
  pending ??= Promise.resolve(config);
}

export function manifestUrlOf(config: RemotesConfig, remote: RemoteName): string | undefined {
  return config.remotes[remote];
}

export const remotesConfigQueryOptions = () =>
  queryOptions({
    queryKey: [REMOTES_CONFIG_PATH],
    // A failed request is not kept, so a refetch (the fallback's Try again) asks the gateway again.
    // Once mounted it asks afresh in the background: the page's inlined copy serves the first
    // render at once, and a remote released or withdrawn since then is known for what follows.
    queryFn: () => fetchRemotesConfig(true),
    staleTime: 0,
  });

/** `enabled` false: a screen of the shell's own, which needs no remote, asks nobody. */
export function useRemotesConfig(enabled = true) {
  return useQuery({ ...remotesConfigQueryOptions(), enabled });
}
