import { BOOT_STATE_ID, type RemotesConfig } from '@fresh-pouf/contracts';

/**
 * The JSON block every page carries: the remote configuration (so the shell asks nobody for it
 * before its first render) and a server-rendered page's data; `islands` when the browser is to take
 * over only the page's islands (shell/src/index.ts). `<` is escaped, so no value,
 * a post's text included, can close the block and become markup.
 */
export function bootStateBlock(remotes: RemotesConfig, queries?: unknown, islands = false): string {
  const json = JSON.stringify({
    remotes,
    ...(queries === undefined ? {} : { queries }),
    ...(islands ? { islands } : {}),
  })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${BOOT_STATE_ID}">${json}</script>`;
}
