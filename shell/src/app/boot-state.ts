import type { RemotesConfig } from '@fresh-pouf/contracts';

/**
 * The contracts' BOOT_STATE_ID, written out: this module runs in the shell's entry before Module
 * Federation's async boundary, where no shared module (the contracts are one) may be imported.
 * boot-state.test.ts holds the two equal.
 */
export const BOOT_STATE_ID = 'fp-boot';
import type { DehydratedState } from '@tanstack/react-query';

export interface BootState {
  remotes: RemotesConfig;
  /** React Query's dehydrated cache of a server-rendered page. */
  queries?: DehydratedState;
  /** The page is the server's HTML: the browser takes over only its islands, never the whole page. */
  islands?: boolean;
}

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, routes } = value as Partial<Record<keyof RemotesConfig, unknown>>;
  return typeof remotes === 'object' && remotes !== null && typeof routes === 'object' && routes !== null;
}

export function readBootState(): BootState | undefined {
  const text = document.getElementById(BOOT_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    // Part of the page itself, written by the gateway from the configuration it checked
    // (remotesConfigSchema): read as it is, so the first view loads no schema library.
    const parsed = JSON.parse(text) as Partial<BootState>;
    if (!isRemotesConfig(parsed.remotes)) return undefined;
    return {
      remotes: parsed.remotes,
      ...(parsed.queries ? { queries: parsed.queries } : {}),
      ...(parsed.islands === true ? { islands: true } : {}),
    };
  } catch {
    // A page without a usable block loads the configuration as before.
    return undefined;
  }
}
