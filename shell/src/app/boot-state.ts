// Not a shared module: this runs in the shell's entry, before Module Federation's async
// boundary, where no shared module (the contracts' main entries are) may be imported.
import { BOOT_STATE_ID, type BootState as PageBootState, parseBootState } from '@fresh-pouf/contracts/boot-state';
import type { DehydratedState } from '@tanstack/react-query';

export type BootState = PageBootState<DehydratedState>;

/** The block the gateway wrote into the page; undefined when there is none (a page not from it), and the configuration is fetched. */
export function readBootState(): BootState | undefined {
  return parseBootState<DehydratedState>(document.getElementById(BOOT_STATE_ID)?.textContent);
}
