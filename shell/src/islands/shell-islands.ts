import type { IslandRegistry } from '@fresh-pouf/remote-kit/islands';

/** The shell's own islands, in the frame of every islands page. */
export const SHELL_ISLANDS: IslandRegistry = {};
