import type { RemoteName, RemotesConfig } from '@fresh-pouf/contracts';
import { REMOTES_CONFIG_PATH } from '@fresh-pouf/contracts/values';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
        const [{ checkRemotesConfig }, body] = await Promise.all([import('./check-remotes-config'), response.json()]);
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
}

export function manifestUrlOf(config: RemotesConfig, remote: RemoteName): string | undefined {
  return config.remotes[remote];
}

export const remotesConfigQueryOptions = () =>
  queryOptions({
    queryKey: [REMOTES_CONFIG_PATH],
    // A failed request is not kept, so a refetch (the fallback's Try again) asks the gateway again.
    queryFn: () => fetchRemotesConfig(true),
  });

/**
 * `enabled` false: a screen of the shell's own, which needs no remote, asks nobody. The page's
 * inlined copy serves the first view as it is; each move to another page asks afresh in the
 * background, so a remote released or withdrawn since the page loaded is known for what follows.
 */
export function useRemotesConfig(enabled = true) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void queryClient.refetchQueries({ queryKey: remotesConfigQueryOptions().queryKey });
  }, [pathname, queryClient]);
  return useQuery({ ...remotesConfigQueryOptions(), enabled });
}
