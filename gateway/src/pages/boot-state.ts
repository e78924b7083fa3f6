import { BOOT_STATE_ID, type BootState, bootStateJson } from '@fresh-pouf/contracts/boot-state';

/**
 * The JSON block every page carries: the remote configuration (so the shell asks nobody for it
 * before its first render) and a server-rendered page's data; `islands` when the browser is to take
 * over only the page's islands (shell/src/index.ts). The shell reads it with the same contracts.
 */
export function bootStateBlock(state: BootState): string {
  return `<script type="application/json" id="${BOOT_STATE_ID}">${bootStateJson(state)}</script>`;
}
