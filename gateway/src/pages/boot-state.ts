import type { RemotesConfig } from '@fresh-pouf/contracts';

/** The id the shell reads (shell/src/app/boot-state.ts). */
export const BOOT_STATE_ID = 'fp-boot';

/**
 * The JSON block every page carries: the remote configuration (so the shell asks nobody for it
 * before its first render) and a server-rendered page's data. `<` is escaped, so no value,
 * a post's text included, can close the block and become markup.
 */
export function bootStateBlock(remotes: RemotesConfig, queries?: unknown): string {
  const json = JSON.stringify({ remotes, ...(queries === undefined ? {} : { queries }) })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${BOOT_STATE_ID}">${json}</script>`;
}
