import type { AdminUser } from '@fresh-pouf/contracts';
import { ADMIN_SCREENS, SCREEN_ENTRIES, type ScreenEntry, type ScreenKey, type SidebarEntry } from '../app/routes';

export interface SidebarLink extends SidebarEntry {
  /** The screen it opens. */
  screen: ScreenKey;
  pathname: string;
}

/** The staff area's sidebar, in order, from the route table (the frame and its placeholder draw the same list). */
export const SIDEBAR_LINKS: readonly SidebarLink[] = SCREEN_ENTRIES.flatMap(([screen, entry]) =>
  entry.framed ? (entry.sidebar ?? []).map((link) => ({ ...link, screen, pathname: entry.path })) : [],
).sort((a, b) => a.position - b.position);

export function visibleLinks(user: Pick<AdminUser, 'role'>): readonly SidebarLink[] {
  return SIDEBAR_LINKS.filter((link) => !link.roles || link.roles.includes(user.role));
}

/**
 * Which link names the screen on show: its own, or its `sidebarParent`'s (the post editor is
 * under Blog Management). Of a screen's several links, the tab its hash selects; a hash naming
 * no tab the user may see shows the screen's first tab, so the link without a hash (My Account).
 */
export function isCurrent(link: SidebarLink, links: readonly SidebarLink[], screen: ScreenKey, hash: string): boolean {
  const entry: ScreenEntry = ADMIN_SCREENS[screen];
  const marked = (entry.framed && entry.sidebarParent) || screen;
  if (link.screen !== marked) return false;
  if (link.hash) return hash === link.hash;
  return !links.some((other) => other.screen === link.screen && other.hash === hash);
}
