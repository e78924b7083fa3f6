import type { RemoteName, RemotesConfig } from '@fresh-pouf/contracts';
import { REMOTES_CONFIG_PATH } from '@fresh-pouf/contracts/values';
import { queryOptions, useQuery } from '@tanstack/react-query';

let pending: Promise<RemotesConfig> | undefined;
/** The configuration the gateway inlined into the page, and its JSON. */
let inlined: { config: RemotesConfig; json: string } | undefined;

/**
 * Where each remote's manifest lives, and which paths each remote serves, come from the gateway
 * at run time, so a remote can be redeployed (or moved, or given a new screen) without
 * rebuilding the shell. One request serves the router and the loader; `fresh` asks again.
 */
export function fetchRemotesConfig(fresh = false): Promise<RemotesConfig> {
  if (!pending || fresh) {
    // Raw fetch on purpose: the gateway's remotes file is no BFF route (nothing to describe in
    // bff-api), and the typed client would bring the contracts' schemas and zod into the shell's
    // first view; an answer that is not the page's own copy is checked with its schema below.
    // eslint-disable-next-line no-restricted-globals -- not a BFF call, see above
    pending = fetch(REMOTES_CONFIG_PATH, { cache: 'no-cache' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Remote configuration answered ${response.status}`);
        const body: unknown = await response.json();
        // The usual answer: the page's own copy again (checked by the gateway that wrote both).
        if (inlined && JSON.stringify(body) === inlined.json) return inlined.config;
        // Anything else is checked, by a schema (and zod) loaded for it, never with the first view.
        const { checkRemotesConfig } = await import('./check-remotes-config');
        return checkRemotesConfig(body);
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
  inlined ??= { config, json: JSON.stringify(config) };
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
