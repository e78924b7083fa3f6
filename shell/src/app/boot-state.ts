// Not a shared module: this runs in the shell's entry, before Module Federation's async
// boundary, where no shared module (the contracts' main entries are) may be imported.
import { BOOT_STATE_ID, type BootState as PageBootState, parseBootState } from '@fresh-pouf/contracts/boot-state';
import type { DehydratedState } from '@tanstack/react-query';

export type BootState = PageBootState<DehydratedState>;

/**
 * The block the gateway wrote into the page; undefined when there is none (a page not from it),
 * and the configuration is fetched. The page's data counts as fetched when the page was asked
 * for (the server fetched it for that very request; its clock is not the browser's), so a query
 * fresh for a while (its staleTime) is not asked again on the page's first view.
 */
export function readBootState(): BootState | undefined {
  const boot = parseBootState<DehydratedState>(document.getElementById(BOOT_STATE_ID)?.textContent);
  if (!boot?.queries) return boot;
  const fetchedAt = Math.round(performance.timeOrigin);
  const queries = boot.queries.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: fetchedAt },
  }));
  return { ...boot, queries: { ...boot.queries, queries } };
}
