import { escapeHtml } from '@fresh-pouf/contracts';
import type { PageAssets } from './route-assets';

/**
 * Tags that name what the page needs, so the browser fetches it all at once with main.js:
 * stylesheets (the server-rendered markup is styled before any script runs), script preloads
 * (the shell's code, shared libraries, the route's remote entry and App chunks) and the
 * remote's manifest, which the federation runtime fetches.
 */
export function pageHints(parts: readonly (PageAssets | undefined)[]): string {
  const present = parts.filter((part) => part !== undefined);
  const unique = (pick: (part: PageAssets) => string[]) => [...new Set(present.flatMap(pick))];
  return [
    ...unique((part) => part.styles).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // Low priority: fetched in parallel with main.js, not ahead of the stylesheets the first paint waits for.
    ...unique((part) => part.fetches).map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeHtml(href)}">`,
    ),
    ...unique((part) => part.scripts).map(
      (href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`,
    ),
  ].join('');
}
