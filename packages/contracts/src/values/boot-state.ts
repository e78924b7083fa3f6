import type { RemotesConfig } from '../site';

/**
 * The id of the JSON block the gateway writes into every page and the shell reads first: the
 * remote configuration and, on a server-rendered page, the data it rendered with. A data block,
 * not a script, so the content security policy needs no inline script.
 */
export const BOOT_STATE_ID = 'fp-boot';

/** What the block holds. */
export interface BootState<Queries = unknown> {
  remotes: RemotesConfig;
  /** React Query's dehydrated cache of a server-rendered page. */
  queries?: Queries;
  /** The page is the server's HTML: the browser takes over only its islands, never the whole page. */
  islands?: true;
}

/**
 * The block's text: JSON in which `<` is escaped, so no value, a post's text included, can close
 * the block and become markup; U+2028/9 likewise, which older parsers read as line ends.
 */
export function bootStateJson(state: BootState): string {
  return scriptSafeJson({
    remotes: state.remotes,
    ...(state.queries === undefined ? {} : { queries: state.queries }),
    ...(state.islands ? { islands: true } : {}),
  });
}

/** JSON that can sit inside a <script> element: nothing in it can end the element or a line. */
export function scriptSafeJson(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return JSON.stringify(value, replacer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, routes } = value as Partial<Record<keyof RemotesConfig, unknown>>;
  return typeof remotes === 'object' && remotes !== null && typeof routes === 'object' && routes !== null;
}

/**
 * The block read back; undefined when there is none or it does not read. Part of the page itself,
 * written by the gateway from the configuration it checked (remotesConfigSchema): read as it is,
 * so the first view loads no schema library.
 */
export function parseBootState<Queries = unknown>(text: string | null | undefined): BootState<Queries> | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<BootState<Queries>>;
    if (!isRemotesConfig(parsed.remotes)) return undefined;
    return {
      remotes: parsed.remotes,
      ...(parsed.queries ? { queries: parsed.queries } : {}),
      ...(parsed.islands === true ? { islands: true as const } : {}),
    };
  } catch {
    return undefined;
  }
}
