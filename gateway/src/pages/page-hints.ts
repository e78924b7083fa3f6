import { escapeHtml } from '@fresh-pouf/contracts';
import type { PageAssets } from './route-assets';

/**
 * Tags that name what the page needs, so the browser fetches it all at once with main.js:
 * stylesheets (the server-rendered markup is styled before any script runs), script preloads
 * (the shell's code, shared libraries, the route's remote entry and App chunks) and the
 * remote's manifest, which the federation runtime fetches.
 * `lowPriority`: on a page the server rendered, the scripts come after what its first paint
 * needs; on a staff screen whose head asks for its first data, after those requests. On any other
 * page nothing shows until they have run, so they go at the browser's normal priority.
 */
export function pageHints(parts: readonly (PageAssets | undefined)[], { lowPriority = true } = {}): string {
  const present = parts.filter((part) => part !== undefined);
  const unique = (pick: (part: PageAssets) => string[]) => [...new Set(present.flatMap(pick))];
  const priority = lowPriority ? ' fetchpriority="low"' : '';
  return [
    ...unique((part) => part.styles).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // Low on a rendered page: fetched in parallel with main.js, not ahead of the stylesheets its first paint waits for.
    ...unique((part) => part.fetches).map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous"${priority} href="${escapeHtml(href)}">`,
    ),
    ...unique((part) => part.scripts).map(
      (href) => `<link rel="preload" as="script"${priority} href="${escapeHtml(href)}">`,
    ),
  ].join('');
}
