import { remotesConfigSchema, type RemotesConfig } from '@fresh-pouf/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The id of the JSON the gateway writes into every page (gateway/src/pages/boot-state.ts):
 * the remote configuration and, on a server-rendered page, the data it rendered with.
 * A data block, not a script, so the content security policy needs no inline script.
 */
export const BOOT_STATE_ID = 'fp-boot';

export interface BootState {
  remotes: RemotesConfig;
  /** React Query's dehydrated cache of a server-rendered page. */
  queries?: DehydratedState;
}

export function readBootState(): BootState | undefined {
  const text = document.getElementById(BOOT_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { remotes?: unknown; queries?: DehydratedState };
    const remotes = remotesConfigSchema.safeParse(parsed.remotes);
    return remotes.success ? { remotes: remotes.data, ...(parsed.queries ? { queries: parsed.queries } : {}) } : undefined;
  } catch {
    // A page without a usable block loads the configuration as before.
    return undefined;
  }
}
