import type { IslandRegistry } from '@fresh-pouf/remote-kit/islands';

/** The shell's own islands, in the frame of every islands page. */
export const SHELL_ISLANDS: IslandRegistry = {
  'mobile-menu': () => import('../layout/site-header/mobile-menu').then((module) => module.MobileMenu),
};
